import { sha256Hex } from './hashing.js';

/**
 * Crash rounds come from a reverse hash chain, fixed before the first round (the bustabit scheme):
 * from a secret terminal seed, g₁ = sha256(terminal seed), g₂ = sha256(g₁) … (each hash taken of
 * the previous one's hex text). The chain is played backwards: the last hash computed is published
 * first as the commitment, and each round plays the hash before it, so a round's hash is revealed
 * only when it is played and `sha256(round hash) === previous round hash` (or the commitment)
 * proves that every round was fixed when the commitment was published.
 *
 * Returns `length` hashes in play order: `[0]` is the commitment (not played), round k ≥ 1 plays
 * `[k]`, and `[length − 1]` is sha256(terminal seed).
 */
export function hashChain(terminalSeed: string, length: number): string[] {
  if (!Number.isSafeInteger(length) || length < 1)
    throw new RangeError(`A hash chain has at least one hash, not ${length}`);
  const generated = [sha256Hex(terminalSeed)];
  while (generated.length < length) generated.push(sha256Hex(generated[generated.length - 1]!));
  return generated.reverse();
}

/** Whether `nextPlayedHash` is the round that follows `hash` (the commitment or a played round). */
export const verifyChainLink = (hash: string, nextPlayedHash: string): boolean =>
  sha256Hex(nextPlayedHash) === hash;

const BITS = 52n;
const TWO_POW_52 = 1n << BITS;
/** The house edge is read to the millionth, so the formula runs in exact integers. */
const EDGE_SCALE = 1_000_000n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The crash point of a round's hash, in hundredths (100 = 1.00×), the bustabit formula:
 * n = the hash's first 52 bits (13 hex digits), r = n / 2⁵², point = ⌊100 × (1 − edge) / (1 − r)⌋
 * hundredths, at least 100. Computed in integers: ⌊100 × (10⁶ − edge·10⁶) × 2⁵² / ((2⁵² − n) × 10⁶)⌋.
 *
 * Return to player: P(point ≥ m) = P(1 − r ≤ (1 − edge) / m) = (1 − edge) / m for any m ≥ 1 that
 * the flooring reaches, so a bet cashed out at m returns m × (1 − edge) / m = 1 − edge whatever m
 * the player picks. With edge 1 %: RTP 99 %, and the round busts at 1.00× with probability
 * 1 − 0.99 × 100 / 101 ≈ 1.98 % (every cash-out target is above 1.00×).
 *
 * A point above 2⁵³ − 1 hundredths (1 − r below about 2⁻⁴⁶, far above any payout cap) is returned as
 * Number.MAX_SAFE_INTEGER, so the result is always an exact integer.
 */
export function crashMultiplierFromHash(hash: string, houseEdge: number): number {
  if (!/^[0-9a-f]{13}/i.test(hash)) throw new RangeError('A crash hash starts with 13 hex digits');
  if (!(houseEdge >= 0 && houseEdge < 1))
    throw new RangeError(`House edge ${houseEdge} out of [0, 1)`);
  const n = BigInt(`0x${hash.slice(0, 13)}`);
  const keptPerMillion = EDGE_SCALE - BigInt(Math.round(houseEdge * Number(EDGE_SCALE)));
  const hundredths = (100n * keptPerMillion * TWO_POW_52) / ((TWO_POW_52 - n) * EDGE_SCALE);
  if (hundredths > MAX_SAFE) return Number.MAX_SAFE_INTEGER;
  return Math.max(100, Number(hundredths));
}
