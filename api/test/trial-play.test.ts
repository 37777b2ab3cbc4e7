import { sql } from 'kysely';
import { postTransaction, withTransactionRetry } from '../src/services/wallet/ledger.js';
import { mainBalance, openGamePage, playTokenOf, spinHouseSlot } from './support/houseGame.js';
import { assertLedgerConsistent, memberId } from './support/wallet.js';
import {
  authed,
  BRAND1,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * Free play (spec §6): a trial account (isAgent 4) plays every game on demo money, and that
 * money never reaches a real wallet.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function houseAccountBalance(kind: 'HOUSE' | 'HOUSE_TRIAL'): Promise<bigint> {
  const row = await ctx.database.db
    .selectFrom('wallet_accounts as w')
    .innerJoin('brands as b', 'b.id', 'w.brand_id')
    .select('w.balance_minor')
    .where('b.merchant_code', '=', 'PADMA')
    .where('w.member_id', 'is', null)
    .where('w.kind', '=', kind)
    .executeTakeFirst();
  return BigInt(row?.balance_minor ?? 0);
}

const balanceOf = (headers: ReturnType<typeof authed>) => mainBalance(ctx.app, headers);

async function firstHouseGame(): Promise<{ gameCode: string }> {
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE',
    headers: BRAND1,
  });
  return body<{ games: { gameCode: string }[] }>(list).value.games[0]!;
}

describe('free play', () => {
  it('a free-play account launches a game and spins on demo money booked against HOUSE_TRIAL', async () => {
    const freePlay = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: BRAND1,
    });
    expect(freePlay.statusCode).toBe(200);
    const trial = authed(body<{ token: string }>(freePlay).value.token);
    const member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
    const memberBefore = await balanceOf(member);
    expect(await balanceOf(trial)).toBe(2000);
    const houseBefore = await houseAccountBalance('HOUSE');

    const game = await firstHouseGame();
    const launched = await ctx.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?vassalage=HOUSE&gameType=RNG&gameCode=${game.gameCode}&language=en`,
      headers: trial,
    });
    expect(launched.statusCode).toBe(200);
    const { page } = await openGamePage(ctx.app, launched);
    expect(page.statusCode).toBe(200);
    const playToken = playTokenOf(page.body);

    let expected = 2000;
    const rounds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const spin = await spinHouseSlot(ctx.app, playToken, 10);
      expect(spin.statusCode).toBe(200);
      const value = body<{ roundId: string; win: number; balance: number }>(spin).value;
      expected = Math.round((expected - 10 + value.win) * 100) / 100;
      expect(value.balance).toBe(expected);
      rounds.push(value.roundId);
    }
    expect(await balanceOf(trial)).toBe(expected);

    // The rounds are trial rounds; the real house and the real member did not move.
    const records = await ctx.database.db
      .selectFrom('bet_records')
      .select('is_trial')
      .where('round_id', 'in', rounds)
      .execute();
    expect(records).toHaveLength(5);
    expect(records.every((record) => record.is_trial)).toBe(true);
    expect(await houseAccountBalance('HOUSE')).toBe(houseBefore);
    expect(await balanceOf(member)).toBe(memberBefore);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('the seeded trial account (demo_trial) launches too', async () => {
    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial));
    const game = await firstHouseGame();
    const launched = await ctx.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?vassalage=HOUSE&gameType=RNG&gameCode=${game.gameCode}`,
      headers: trial,
    });
    expect(launched.statusCode).toBe(200);
  });
});

describe('trial credit never reaches a real wallet', () => {
  const mainAccount = async (username: string) => {
    const id = await memberId(ctx.database.db, 'PADMA', username);
    const row = await ctx.database.db
      .selectFrom('wallet_accounts')
      .select(['id', 'brand_id'])
      .where('member_id', '=', id)
      .where('kind', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    return { memberId: id, accountId: row.id, brandId: row.brand_id };
  };
  const ledgerRows = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ledger_entries`.execute(ctx.database.db))
        .rows[0]!.n,
    );

  it('refuses a transaction from a trial wallet into a real member', async () => {
    // Both MAIN wallets exist after a balance call.
    await balanceOf(authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)));
    await balanceOf(authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)));
    const trial = await mainAccount('demo_trial');
    const real = await mainAccount('demo_sub1');
    const before = await ledgerRows();
    await expect(
      withTransactionRetry(ctx.database.db, (trx) =>
        postTransaction(trx, {
          brandId: trial.brandId,
          memberId: trial.memberId,
          kind: 'TRANSFER',
          now: ctx.clock.now(),
          entries: [
            { accountId: trial.accountId, amountMinor: -100n },
            { accountId: real.accountId, amountMinor: 100n },
          ],
        }),
      ),
    ).rejects.toThrow(/trial credit and real money/);
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses to pay a real member out of the trial house, or a trial member out of the real house', async () => {
    const db = ctx.database.db;
    const house = async (kind: 'HOUSE' | 'HOUSE_TRIAL', brandId: string) =>
      (
        await db
          .selectFrom('wallet_accounts')
          .select('id')
          .where('brand_id', '=', brandId)
          .where('member_id', 'is', null)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).id;
    const real = await mainAccount('demo_sub1');
    const trial = await mainAccount('demo_trial');
    for (const [member, houseKind] of [
      [real, 'HOUSE_TRIAL'],
      [trial, 'HOUSE'],
    ] as const) {
      const houseId = await house(houseKind, member.brandId);
      await expect(
        withTransactionRetry(db, (trx) =>
          postTransaction(trx, {
            brandId: member.brandId,
            memberId: member.memberId,
            kind: 'WIN',
            now: ctx.clock.now(),
            entries: [
              { accountId: houseId, amountMinor: -500n },
              { accountId: member.accountId, amountMinor: 500n },
            ],
          }),
        ),
      ).rejects.toThrow(/trial credit and real money/);
    }
    await assertLedgerConsistent(db);
  });
});
