import type { Rng } from '../engines/rng.js';
import { hmacSha256 } from './hashing.js';
import type { FairSeeds } from './seeds.js';

const BYTES_PER_FLOAT = 4;

/**
 * The random stream of one round, the scheme most provably fair sites use, so a player can check
 * a round with common tools:
 *
 * - block `cursor` (0, 1, 2…) = HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`),
 *   key and message as UTF-8 text: 32 bytes, 8 floats;
 * - each float takes the next 4 bytes b0..b3: b0/256 + b1/256² + b2/256³ + b3/256⁴, in [0, 1);
 * - an engine scales a float to its range (`nextInt`: floor(float × n)), never a byte modulo n.
 *
 * Pure and synchronous: the API plays a round with it, the player's browser recomputes the round
 * from the revealed seeds with the same code.
 */
export class FairStream implements Rng {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;

  constructor(private readonly seeds: FairSeeds) {
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0)
      throw new RangeError(`A nonce is a whole number from 0, not ${seeds.nonce}`);
  }

  nextFloat(): number {
    if (this.offset + BYTES_PER_FLOAT > this.block.length) {
      const { serverSeed, clientSeed, nonce } = this.seeds;
      this.block = hmacSha256(serverSeed, `${clientSeed}:${nonce}:${this.cursor}`);
      this.cursor += 1;
      this.offset = 0;
    }
    let float = 0;
    for (let index = 0; index < BYTES_PER_FLOAT; index += 1)
      float += this.block[this.offset + index]! / 256 ** (index + 1);
    this.offset += BYTES_PER_FLOAT;
    return float;
  }
}
