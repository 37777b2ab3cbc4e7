import {
  announceBooking,
  BALANCE_CHANGED_CHANNEL,
  BalanceCache,
  type StoredBalance,
} from '../../src/services/wallet/balanceCache.js';
import { handSource } from '../support/handSource.js';
import { readGate } from '../support/readGate.js';
import { TestClock } from '../support/testApp.js';

/** A balance read the test can count and hold open. */
function database(start: bigint) {
  let sumMinor = start;
  let reads = 0;
  const gate = readGate();
  return {
    load: async (): Promise<StoredBalance> => {
      reads += 1;
      const read = { sumMinor, currency: 'BDT' };
      await gate.pass();
      return read;
    },
    set: (next: bigint) => {
      sumMinor = next;
    },
    reads: () => reads,
    holdReads: gate.hold,
  };
}

let clock: TestClock;
let cache: BalanceCache;
let channel: ReturnType<typeof handSource>;
beforeEach(async () => {
  clock = new TestClock();
  cache = new BalanceCache(clock);
  channel = handSource(BALANCE_CHANGED_CHANNEL);
  await cache.follow(channel.source);
});
afterEach(() => cache.close());

it('answers repeated reads from memory until the database announces a change', async () => {
  const db = database(100n);
  expect((await cache.read('7', db.load)).sumMinor).toBe(100n);
  expect((await cache.read('7', db.load)).sumMinor).toBe(100n);
  expect(db.reads()).toBe(1);
  db.set(250n);
  channel.announce('7');
  expect((await cache.read('7', db.load)).sumMinor).toBe(250n);
  expect(db.reads()).toBe(2);
});

it('a booking in this process is read back at once, before its announcement arrives', async () => {
  const db = database(100n);
  await cache.read('7', db.load);
  announceBooking('7');
  db.set(40n);
  // No announcement yet (another process's would still be on its way): the next read is fresh…
  expect((await cache.read('7', db.load)).sumMinor).toBe(40n);
  // …and so is every read while the booking may still be committing.
  db.set(10n);
  expect((await cache.read('7', db.load)).sumMinor).toBe(10n);
  clock.advance(2_001);
  await cache.read('7', db.load);
  await cache.read('7', db.load);
  expect(db.reads()).toBe(4);
});

it('a read that was under way when the money changed does not keep what it read', async () => {
  const db = database(100n);
  const open = db.holdReads();
  const reading = cache.read('7', db.load);
  db.set(300n);
  channel.announce('7');
  open();
  expect((await reading).sumMinor).toBe(100n);
  expect((await cache.read('7', db.load)).sumMinor).toBe(300n);
  expect(db.reads()).toBe(2);
});

it('keeps nothing while the announcement channel is down, and forgets all it had', async () => {
  const db = database(100n);
  await cache.read('7', db.load);
  channel.channelUp(false);
  db.set(60n);
  expect((await cache.read('7', db.load)).sumMinor).toBe(60n);
  expect((await cache.read('7', db.load)).sumMinor).toBe(60n);
  expect(db.reads()).toBe(3);
  channel.channelUp(true);
  await cache.read('7', db.load);
  await cache.read('7', db.load);
  expect(db.reads()).toBe(4);
});

it('does not keep a balance past its lifetime, announced or not', async () => {
  const db = database(100n);
  await cache.read('7', db.load);
  db.set(80n);
  clock.advance(2_001);
  expect((await cache.read('7', db.load)).sumMinor).toBe(80n);
});

it('one member’s change leaves the others cached', async () => {
  const db = database(100n);
  await cache.read('7', db.load);
  await cache.read('8', db.load);
  channel.announce('7');
  announceBooking('7');
  await cache.read('8', db.load);
  expect(db.reads()).toBe(2);
});

it('requests that come while a read is under way wait for it instead of each reading', async () => {
  const db = database(100n);
  const open = db.holdReads();
  const reads = [cache.read('7', db.load), cache.read('7', db.load), cache.read('7', db.load)];
  open();
  expect((await Promise.all(reads)).map((read) => read.sumMinor)).toEqual([100n, 100n, 100n]);
  expect(db.reads()).toBe(1);
});

it('a request after a change does not wait for a read that began before it', async () => {
  const db = database(100n);
  const open = db.holdReads();
  const before = cache.read('7', db.load);
  db.set(300n);
  channel.announce('7');
  const after = cache.read('7', db.load);
  open();
  expect((await before).sumMinor).toBe(100n);
  expect((await after).sumMinor).toBe(300n);
  expect(db.reads()).toBe(2);
});

it('a booking in this process never waits for a read that began before its commit', async () => {
  const db = database(100n);
  announceBooking('7');
  const open = db.holdReads();
  const duringBooking = cache.read('7', db.load);
  db.set(40n);
  // The booking's own answer, after its commit: its own read, not the one under way.
  const bookingsAnswer = cache.read('7', db.load);
  open();
  expect((await duringBooking).sumMinor).toBe(100n);
  expect((await bookingsAnswer).sumMinor).toBe(40n);
  expect(db.reads()).toBe(2);
});
