import { randomHex, sha256Hex } from './hashing.js';

/** The three inputs of a round's outcome. */
export interface FairSeeds {
  /** Secret while its pair is in play; its SHA-256 is shown before the first round. */
  serverSeed: string;
  /** The player's own seed, which the player may change at any time. */
  clientSeed: string;
  /** The round's number within the seed pair: 0, 1, 2… */
  nonce: number;
}

/** A new server seed: 32 random bytes as 64 lowercase hex characters. */
export const newServerSeed = (): string => randomHex(32);

/** A client seed for a player who has not chosen one: 16 random bytes as hex. */
export const newClientSeed = (): string => randomHex(16);

/**
 * The commitment shown before play: SHA-256 of the server seed's text, as hex. After the seed is
 * revealed, `serverSeedHash(revealed) === commitment` proves it was fixed before the rounds.
 */
export const serverSeedHash = (serverSeed: string): string => sha256Hex(serverSeed);

export const CLIENT_SEED_MAX_LENGTH = 64;

/** Printable ASCII (space to tilde), 1 to 64 characters: easy to type into any checker. */
const CLIENT_SEED_PATTERN = new RegExp(`^[\\x20-\\x7E]{1,${CLIENT_SEED_MAX_LENGTH}}$`);

export const isValidClientSeed = (clientSeed: string): boolean =>
  CLIENT_SEED_PATTERN.test(clientSeed);
