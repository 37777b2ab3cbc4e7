import Type, { type Static } from 'typebox';
import { Nullable, PageOf, paging } from './common.js';

/**
 * Provably fair house games (issue 41 item 3; house-games/FAIRNESS.md). A member's rounds come
 * from a seed pair: a server seed shown only by its SHA-256 while the pair is active, the member's
 * client seed, and a nonce per round. Changing the client seed or rotating reveals the server seed
 * and starts a new pair at nonce 0. Money in major units; times ISO 8601.
 */

/** The pair in play: what the player sees before the next round. */
export const ActiveSeedPair = Type.Object({
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nextNonce: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ActiveSeedPair = Static<typeof ActiveSeedPair>;

/** A finished pair: its server seed, checkable against the hash shown before its rounds. */
export const RevealedSeedPair = Type.Object({
  id: Type.String(),
  serverSeed: Type.String(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** Rounds played from it: nonces 0 to roundCount − 1. */
  roundCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  revealedAt: Type.String({ format: 'date-time' }),
});
export type RevealedSeedPair = Static<typeof RevealedSeedPair>;

/** GET /wps/member/fair/seeds */
export const FairSeedsState = Type.Object({ active: ActiveSeedPair });
export type FairSeedsState = Static<typeof FairSeedsState>;

/** GET /wps/member/fair/seeds/revealed: newest first. */
export const RevealedSeedPairsQuery = Type.Object(paging(10));
export type RevealedSeedPairsQuery = Static<typeof RevealedSeedPairsQuery>;
export const RevealedSeedPairs = PageOf(RevealedSeedPair);
export type RevealedSeedPairs = Static<typeof RevealedSeedPairs>;

/**
 * POST /wps/member/fair/client-seed: 1–64 printable ASCII characters (space to `~`); anything else
 * is refused with 400 FAIR_CLIENT_SEED_INVALID and changes nothing. The length bound here only
 * caps the request.
 */
export const ChangeClientSeedBody = Type.Object(
  { clientSeed: Type.String({ maxLength: 256 }) },
  { additionalProperties: false },
);
export type ChangeClientSeedBody = Static<typeof ChangeClientSeedBody>;

/** A client seed change or a rotation (POST /wps/member/fair/rotate): the pair revealed, the new one. */
export const SeedPairChange = Type.Object({
  revealed: Nullable(RevealedSeedPair),
  active: ActiveSeedPair,
});
export type SeedPairChange = Static<typeof SeedPairChange>;

/** What a round's result carries so the player can check it later. */
export const FairProof = Type.Object({
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
});
export type FairProof = Static<typeof FairProof>;

/**
 * GET /wps/member/fair/rounds/:roundId: one of the member's own rounds with everything needed to
 * recompute it (404 NOT_FOUND for any other). `serverSeed` is null while its pair is active.
 */
export const FairRound = Type.Object({
  roundId: Type.String(),
  nodeId: Type.Integer(),
  /** The engine that played it (`CLASSIC_SLOT`, …): which game's code recomputes it. */
  engine: Type.String(),
  ...FairProof.properties,
  serverSeed: Nullable(Type.String()),
  /** The player's choices in order (holds, hits, cash-out), for the engine's replay. */
  actions: Type.Array(Type.Unknown()),
  outcome: Type.Unknown(),
  bet: Type.Number(),
  win: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type FairRound = Static<typeof FairRound>;

export const FairRoundParams = Type.Object({
  roundId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});
export type FairRoundParams = Static<typeof FairRoundParams>;
