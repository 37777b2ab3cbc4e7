import type { LiveRound, LiveTable } from '@site/contracts';
import { TABLE_ENGINES } from '@site/house-games/engines';
import { FairStream, serverSeedHash } from '@site/house-games/fair';

export interface RoundCheck {
  /** sha256(revealed seed) is the hash shown before the round. */
  hashMatches: boolean;
  /** The engine's play of the seed's stream is the result the table announced. */
  outcomeMatches: boolean;
}

/** A stable text of a value, its object keys sorted, to compare two outcomes field by field. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * Checks a round in the player's browser with the API's own engine (house-games is isomorphic):
 * the round's stream is HMAC-SHA256(serverSeed, `${tableCode}:${roundNo}:${cursor}`), and the
 * game's `play` of it must give the outcome and the winner the table showed. Null until the
 * seed is revealed (with the result).
 */
export function checkRound(
  table: Pick<LiveTable, 'code' | 'game'>,
  round: LiveRound,
): RoundCheck | null {
  if (!round.serverSeed) return null;
  const engine = TABLE_ENGINES[table.game];
  const stream = new FairStream({
    serverSeed: round.serverSeed,
    clientSeed: table.code,
    nonce: round.roundNo,
  });
  const outcome = engine.play(stream) as never;
  return {
    hashMatches: serverSeedHash(round.serverSeed) === round.serverSeedHash,
    outcomeMatches:
      canonical(outcome) === canonical(round.outcome) && engine.winnerOf(outcome) === round.winner,
  };
}
