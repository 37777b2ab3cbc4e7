import type { FairRound } from '@site/contracts';
import { FairStream } from '@site/house-games/fair';
import type { ReactNode } from 'react';
import type { GameStrings } from '../i18n/i18n';

/** What the fairness check recomputed from a revealed round. */
export interface Recomputed {
  /** The win the engine pays for the recomputed outcome, in minor units. */
  winMinor: number;
  /** Whether the recomputed outcome is the one the server recorded. */
  matches: boolean;
}

/**
 * One kind of game, loaded as a chunk of its own: its table, its rules and paytable, its strings
 * (namespace = the kind), and how the fairness check recomputes one of its rounds in the browser
 * with the same engine the server played it with.
 */
/** A function component of a game's theme (a plain function type, so a kind's module fits the registry's). */
type ThemedView<Theme> = (props: { theme: Theme }) => ReactNode;

export interface GameModule<Theme = never> {
  Game: ThemedView<Theme>;
  Rules: ThemedView<Theme>;
  strings: GameStrings;
  recompute(theme: Theme, round: FairRound): Recomputed;
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb does not keep the written order. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : 1)))
      : part,
  );

/** Outcomes compare as data: the recorded JSON against the recomputed object. */
export const sameOutcome = (recorded: unknown, recomputed: unknown) =>
  canonicalJson(recorded) === canonicalJson(recomputed);

/** The stream a revealed round was played with, for the engine to replay it. */
export const fairStreamOf = (round: FairRound) =>
  new FairStream({
    serverSeed: round.serverSeed!,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });
