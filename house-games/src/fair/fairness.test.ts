/**
 * @jest-environment node
 */
/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextInt } from '../engines/rng.js';
import {
  FairStream,
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
  serverSeedHash,
} from './index.js';

/**
 * The published vectors are checked twice: against this package, and against an independent
 * computation with Node's own crypto, written from the scheme's description (FAIRNESS.md). A
 * vector that only agreed with the package would prove nothing about the scheme a player checks.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacBlock = (serverSeed: string, message: string) =>
  createHmac('sha256', serverSeed).update(message, 'utf8').digest();

function independentFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const block = hmacBlock(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
    for (let at = 0; at < block.length && floats.length < count; at += 4)
      floats.push(block.readUInt32BE(at) / 2 ** 32);
  }
  return floats;
}

interface FairnessVectors {
  streams: Array<{
    serverSeed: string;
    clientSeed: string;
    nonce: number;
    serverSeedHash: string;
    blocks: Array<{ cursor: number; hmac: string }>;
    floats: number[];
  }>;
}

const vectors = JSON.parse(
  readFileSync(join(__dirname, '../../test-vectors/fairness.json'), 'utf8'),
) as FairnessVectors;

const takeFloats = (stream: FairStream, count: number) =>
  Array.from({ length: count }, () => stream.nextFloat());

describe('published stream vectors', () => {
  it.each(vectors.streams)(
    'nonce $nonce of client seed "$clientSeed": the commitment, blocks and first floats',
    ({ serverSeed, clientSeed, nonce, serverSeedHash: commitment, blocks, floats }) => {
      expect(serverSeedHash(serverSeed)).toBe(commitment);
      expect(sha256(serverSeed)).toBe(commitment);
      for (const { cursor, hmac } of blocks)
        expect(hmacBlock(serverSeed, `${clientSeed}:${nonce}:${cursor}`).toString('hex')).toBe(
          hmac,
        );
      // Ten floats cross from block 0 into block 1 (8 floats a block).
      expect(floats).toHaveLength(10);
      expect(takeFloats(new FairStream({ serverSeed, clientSeed, nonce }), 10)).toEqual(floats);
      expect(independentFloats(serverSeed, clientSeed, nonce, 10)).toEqual(floats);
    },
  );

  it('a different nonce, client seed or server seed gives a different stream', () => {
    const first = vectors.streams[0]!;
    const floatsOf = (change: Partial<typeof first>) =>
      takeFloats(new FairStream({ ...first, ...change }), 4);
    const base = floatsOf({});
    expect(floatsOf({ nonce: first.nonce + 1 })).not.toEqual(base);
    expect(floatsOf({ clientSeed: `${first.clientSeed}x` })).not.toEqual(base);
    expect(floatsOf({ serverSeed: newServerSeed() })).not.toEqual(base);
  });
});

describe('seeds', () => {
  it('new seeds are fresh hex and their commitment is their SHA-256', () => {
    const serverSeed = newServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(serverSeed);
    expect(serverSeedHash(serverSeed)).toBe(sha256(serverSeed));
    expect(newClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['a', true],
    ['Hello, fair world! ~', true],
    ['x'.repeat(64), true],
    ['', false],
    ['x'.repeat(65), false],
    ['tab\there', false],
    ['new\nline', false],
    ['bell\u0007', false],
    ['delete\u007f', false],
    ['বাংলা', false],
  ])('client seed %j valid: %s', (clientSeed, valid) => {
    expect(isValidClientSeed(clientSeed)).toBe(valid);
  });
});

describe("the stream as an engine's randomness", () => {
  it('scales floats without modulo bias: every value of a range comes out about equally often', () => {
    const stream = new FairStream({ serverSeed: 'bias', clientSeed: 'check', nonce: 7 });
    const counts = new Array<number>(21).fill(0);
    const draws = 42_000;
    for (let draw = 0; draw < draws; draw += 1) counts[nextInt(stream, 21)]! += 1;
    // 2,000 expected per value; 5 standard deviations is about ±215.
    for (const count of counts) expect(Math.abs(count - draws / 21)).toBeLessThan(250);
  });

  it('refuses a nonce that is not a whole number from 0', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c' };
    expect(() => new FairStream({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => new FairStream({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
  });
});
