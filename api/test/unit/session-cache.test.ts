import {
  SESSION_CACHE_TTL_MS,
  SESSION_REVOKED_CHANNEL,
  SessionCache,
} from '../../src/services/auth/sessionCache.js';
import type { MemberSession, MemberSessionLookup } from '../../src/services/auth/sessions.js';
import { handSource } from '../support/handSource.js';
import { readGate } from '../support/readGate.js';
import { TestClock } from '../support/testApp.js';

const TOKEN = 'token-hash-1';

/** The sessions table as the cache sees it: look-ups the test counts and holds open. */
function sessionsTable() {
  let valid = true;
  let reads = 0;
  const gate = readGate();
  const session = { tokenHash: TOKEN, accountId: '7' } as MemberSession;
  return {
    read: async (): Promise<MemberSessionLookup> => {
      reads += 1;
      const found: MemberSessionLookup = valid
        ? { status: 'valid', session }
        : { status: 'unknown' };
      await gate.pass();
      return found;
    },
    logOut: () => {
      valid = false;
    },
    reads: () => reads,
    holdReads: gate.hold,
  };
}

let clock: TestClock;
let cache: SessionCache;
let channel: ReturnType<typeof handSource>;
beforeEach(async () => {
  clock = new TestClock();
  cache = new SessionCache(clock);
  channel = handSource(SESSION_REVOKED_CHANNEL);
  await cache.follow(channel.source);
});
afterEach(() => cache.close());

it('requests that come while a token is being looked up wait for that one look-up', async () => {
  const table = sessionsTable();
  const open = table.holdReads();
  const herd = Array.from({ length: 20 }, () => cache.lookUp(TOKEN, table.read));
  open();
  const answers = await Promise.all(herd);
  expect(answers.every((answer) => answer.status === 'valid')).toBe(true);
  expect(table.reads()).toBe(1);
  expect(cache.get(TOKEN)?.accountId).toBe('7');
  // once the entry has ended, the next request reads the table again (lru-cache: an entry
  // ends when its age passes the TTL)
  clock.advance(SESSION_CACHE_TTL_MS + 1);
  expect(cache.get(TOKEN)).toBeNull();
  await cache.lookUp(TOKEN, table.read);
  expect(table.reads()).toBe(2);
});

it('a look-up that began before a logout answers no request that came after it', async () => {
  const table = sessionsTable();
  const open = table.holdReads();
  const before = cache.lookUp(TOKEN, table.read);
  table.logOut();
  const logout = cache.revokeToken(TOKEN, async () => undefined);
  channel.announce(`token:${TOKEN}`);
  await logout;
  const after = cache.lookUp(TOKEN, table.read);
  open();
  // the earlier request read the row before it went, as it would have without the cache
  expect((await before).status).toBe('valid');
  expect((await after).status).toBe('unknown');
  expect(table.reads()).toBe(2);
  // and what the earlier one read is not kept
  expect(cache.get(TOKEN)).toBeNull();
});

it('shares nothing while the announcement channel is down', async () => {
  const table = sessionsTable();
  channel.channelUp(false);
  await Promise.all([cache.lookUp(TOKEN, table.read), cache.lookUp(TOKEN, table.read)]);
  expect(table.reads()).toBe(2);
  expect(cache.get(TOKEN)).toBeNull();
});

it('a failed look-up is not kept: the next request tries the database again', async () => {
  let reads = 0;
  const failing = async (): Promise<MemberSessionLookup> => {
    reads += 1;
    throw new Error('connection lost');
  };
  await expect(cache.lookUp(TOKEN, failing)).rejects.toThrow('connection lost');
  await expect(cache.lookUp(TOKEN, failing)).rejects.toThrow('connection lost');
  expect(reads).toBe(2);
});
