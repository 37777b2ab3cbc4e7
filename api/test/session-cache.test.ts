// On PostgreSQL too: a second API process hears a change by NOTIFY.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { creditedDeposit } from './support/deposit.js';
import { memberId } from './support/wallet.js';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * Sessions are cached for a moment in each API process (services/auth/sessionCache.ts), and so
 * are game pages (services/games/gamePageCache.ts) and balances (services/wallet/balanceCache.ts):
 * a revocation, a catalogue change or a booking must still show at once in the process that made
 * it, and in any other on the database as soon as the database's notification reaches it.
 */
let ctx: TestContext;
/** A second API on the same database: another process as far as the caches can tell. */
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await ctx.buildApp();
});
afterAll(async () => {
  await ctx.close();
});

const balance = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: authed(token) });

/** Uses the token on both apps so that both have it cached. */
async function warm(token: string): Promise<void> {
  for (const app of [ctx.app, other]) {
    for (let i = 0; i < 2; i++) expect((await balance(app, token)).statusCode).toBe(200);
  }
}

/**
 * The API that revoked the token refuses it at once. The other hears of it by NOTIFY, which
 * PostgreSQL delivers to each listening connection on its own: the revoking request waits for its
 * own copy, and under load the other's can come a few milliseconds later.
 */
async function expectRefused(token: string, revokedBy: FastifyInstance): Promise<void> {
  expect(await refused(revokedBy, token)).toBe(true);
  await waitUntil(() => refused(revokedBy === ctx.app ? other : ctx.app, token));
}

async function refused(app: FastifyInstance, token: string): Promise<boolean> {
  const response = await balance(app, token);
  return response.statusCode === 401 && body(response).code === 'TOKEN_INVALID';
}

it('a logged-out token is refused at once by this API, and by a second one within the notification', async () => {
  const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
  await warm(token);
  const logout = await ctx.app.inject({
    method: 'DELETE',
    url: '/wps/session/logout',
    headers: authed(token),
  });
  expect(logout.statusCode).toBe(200);
  await expectRefused(token, ctx.app);
});

it('a password change refuses the account’s other tokens on both APIs', async () => {
  const older = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
  const changing = await login(other, 'demo_sub1', PASSWORDS.member);
  await warm(older);
  await warm(changing);
  const change = await other.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: authed(changing),
    payload: {
      oldPassword: PASSWORDS.member,
      newPassword: 'Fresh@2027',
      confirmNewPassword: 'Fresh@2027',
    },
  });
  expect(change.statusCode).toBe(200);
  await expectRefused(older, other);
  await expectRefused(changing, other);
  const fresh = body<{ token: string }>(change).value.token;
  expect((await balance(ctx.app, fresh)).statusCode).toBe(200);
});

it('disabling an account refuses its cached token on both APIs within the notification', async () => {
  const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
  await warm(token);
  const disable = await ctx.app.inject({
    method: 'PATCH',
    url: '/ops/members/PADMA/demo_sub2',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { disabled: true },
  });
  expect(disable.statusCode).toBe(200);
  // The ops call is answered after the commit; both APIs hear of it by NOTIFY.
  for (const app of [ctx.app, other]) await waitUntil(() => refused(app, token));
});

it('a cached session still expires on time', async () => {
  const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
  await warm(token);
  // Past the 2 h idle limit without any request: the cached copy must not outlive it.
  ctx.clock.advance(2 * 60 * 60 * 1000 + 1);
  for (const app of [ctx.app, other]) {
    const response = await balance(app, token);
    expect(response.statusCode).toBe(401);
  }
});

it('a change to the games shows in a visitor’s cached game page within the notification', async () => {
  const url =
    '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=14&language=en';
  const firstName = async (app: FastifyInstance) =>
    body<{ games: Array<{ nodeId: number; gameName: string }> }>(
      await app.inject({ method: 'GET', url, headers: { Merchant: 'PADMA' } }),
    ).value.games[0]!;
  const first = await firstName(other);
  await firstName(other);
  await ctx.database.db
    .updateTable('games')
    .set({ name_en: 'Renamed for the cache test' })
    .where('node_id', '=', String(first.nodeId))
    .execute();
  // The test clock stands still, so the cache's lifetime cannot be what clears it.
  await waitUntil(async () => (await firstName(other)).gameName === 'Renamed for the cache test');
});

it('a member’s favourites show on a cached game page, and a new one at once', async () => {
  const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=14';
  const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
  const page = async (headers: InjectOptions['headers']) =>
    body<{
      games: Array<{ nodeId: number; vendor: string; gameType: string; isFavorite?: number }>;
    }>(await ctx.app.inject({ method: 'GET', url, headers })).value.games;
  const visitor = await page({ Merchant: 'PADMA' });
  expect(visitor[1]!.isFavorite).toBeUndefined();
  expect((await page(authed(token)))[1]!.isFavorite).toBe(0);
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_addFavoriteGame',
    headers: authed(token),
    payload: {
      nodeId: visitor[1]!.nodeId,
      vendor: visitor[1]!.vendor,
      gameType: visitor[1]!.gameType,
    },
  });
  expect(added.statusCode).toBe(200);
  const marked = await page(authed(token));
  expect(marked.map((game) => game.isFavorite)).toEqual(
    visitor.map((_, index) => (index === 1 ? 1 : 0)),
  );
  // The page the visitors share was not changed by a member's copy of it.
  expect((await page({ Merchant: 'PADMA' }))[1]!.isFavorite).toBeUndefined();
});

it('a favourite added outside either API marks both APIs’ pages within the notification', async () => {
  const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=14';
  // Not the member above, whose favourites change held them uncached (the clock stands still).
  const token = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
  const marks = async (app: FastifyInstance) =>
    body<{ games: Array<{ nodeId: number; isFavorite?: number }> }>(
      await app.inject({ method: 'GET', url, headers: authed(token) }),
    ).value.games;
  const before = await marks(ctx.app);
  const game = before.find((entry) => entry.isFavorite === 0)!;
  for (const app of [ctx.app, other]) await marks(app);
  // A direct SQL insert: no favourites code of these APIs knows of it, only the trigger's NOTIFY.
  await ctx.database.db
    .insertInto('favourite_games')
    .values({
      account_id: await memberId(ctx.database.db, 'PADMA', 'demo_agent'),
      node_id: String(game.nodeId),
      created_at: ctx.clock.now(),
    })
    .execute();
  // The test clock stands still, so the caches' lifetime cannot be what clears them.
  for (const app of [ctx.app, other])
    await waitUntil(
      async () =>
        (await marks(app)).find((entry) => entry.nodeId === game.nodeId)?.isFavorite === 1,
    );
});

describe('balances', () => {
  const sumBalance = async (app: FastifyInstance, token: string) =>
    body<{ sumBalance: number }>(await balance(app, token)).value.sumBalance;

  it('a booking shows in the next balance read of the API that made it, without waiting', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const before = await sumBalance(ctx.app, token);
    expect(await sumBalance(ctx.app, token)).toBe(before);
    await creditedDeposit(
      ctx.app,
      authed(token) as Record<string, string>,
      500,
      'balance-cache-deposit',
    );
    expect(await sumBalance(ctx.app, token)).toBe(before + 500);
  });

  it('a change made outside either API shows in both within the notification', async () => {
    const token = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const before = await sumBalance(ctx.app, token);
    for (const app of [ctx.app, other]) await sumBalance(app, token);
    // Not the member booked for above: this process holds their balance uncached for a moment.
    // A direct SQL edit: no ledger code of these APIs knows of it, only the trigger's NOTIFY.
    await sql`update wallet_accounts set balance_minor = balance_minor + 7700
      where kind = 'MAIN' and member_id = ${await memberId(ctx.database.db, 'PADMA', 'demo_agent')}`.execute(
      ctx.database.db,
    );
    // The test clock stands still, so the caches' lifetime cannot be what clears them.
    for (const app of [ctx.app, other])
      await waitUntil(async () => (await sumBalance(app, token)) === before + 77);
  });
});

/**
 * How long a notification may take. Generous for a busy machine: the caches run on the test
 * clock, which stands still, so only the notification can make a check hold.
 */
const NOTIFICATION_WAIT_MS = 3_000;

/** Polls `check` until it holds; PostgreSQL delivers a NOTIFY a moment after the commit. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + NOTIFICATION_WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${NOTIFICATION_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
