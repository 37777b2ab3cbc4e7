// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import {
  authed,
  BRAND1,
  BRAND2,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import {
  assertLedgerConsistent,
  balances,
  houseRound,
  memberId,
  walletTransfer,
} from './support/wallet.js';

/**
 * The member's records: wallets, transfer to upline, betting record, account record, profit and
 * loss. Each answers only for the caller, pages and filters on the server, and the profit and
 * loss agrees with the betting record to the cent.
 */
const GAME = 'PADMA_FORTUNE';

interface BetTotals {
  count: number;
  stake: number;
  validBet: number;
  winLoss: number;
}
interface BetPage {
  list: Array<{
    roundId: string;
    stake: number;
    winLoss: number;
    status: string;
    category: string;
    vendor: string;
  }>;
  total: number;
  totals: BetTotals;
}
interface AccountPage {
  list: Array<{
    kind: string;
    wallet: string;
    amount: number;
    balanceAfter: number;
    counterparty: string | null;
    transactionId: string;
  }>;
  total: number;
}

let ctx: TestContext;
let member: Record<string, string>;
let sub1: Record<string, string>;
let agent: Record<string, string>;
let trial: Record<string, string>;
let today: string;

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  sub1 = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)) as Record<string, string>;
  agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<string, string>;
  trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<string, string>;
  today = ctx.clock.now().toISOString().slice(0, 10);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });
const range = (extra = '') => `from=${today}&to=${today}&tzOffset=0${extra}`;
const bets = async (headers: Record<string, string>, extra = '') =>
  body<BetPage>(await get(`/wps/member/records/bets?${range(extra)}`, headers)).value;
const movements = async (headers: Record<string, string>, extra = '') =>
  body<AccountPage>(await get(`/wps/member/records/account?${range(extra)}`, headers)).value;

/** A round of the house vendor for demo_member: bet, then a win (0 for a loss) or a rollback. */
const round = (id: string, stake: number, outcome: { win: number } | 'rollback') =>
  houseRound(ctx.app, 'demo_member', { id, gameCode: GAME, stake }, outcome);

describe('wallets', () => {
  it('lists the main wallet and each transfer vendor; the house plays on the main wallet', async () => {
    const response = await get('/wps/member/wallets', member);
    expect(response.statusCode).toBe(200);
    const value = body<{
      isSingle: boolean;
      sumBalance: number;
      wallets: Array<{ code: string; name: string; balance: number }>;
    }>(response).value;
    expect(value.isSingle).toBe(false);
    expect(value.wallets[0]).toEqual({ code: 'MAIN', name: 'MAIN', balance: 1_250_000 });
    const codes = value.wallets.map((wallet) => wallet.code);
    expect(codes).toEqual(expect.arrayContaining(['PG', 'JILI', 'SABA']));
    expect(codes).not.toContain('HOUSE');
    expect(new Set(codes).size).toBe(codes.length);

    const moved = await walletTransfer(ctx.app, member.authorization!.slice(7), {
      from: 'MAIN',
      to: 'PG',
      amount: '25.50',
      idempotencyKey: 'records-wallet-1',
    });
    expect(moved.statusCode).toBe(200);
    const after = body<typeof value>(await get('/wps/member/wallets', member)).value;
    expect(after.wallets.find((wallet) => wallet.code === 'PG')!.balance).toBe(25.5);
    expect(after.wallets[0]!.balance).toBe(1_249_974.5);
    expect(after.sumBalance).toBe(1_250_000);
  });

  it('shows the single wallet alone on a single-wallet brand (MEGHNA)', async () => {
    const meghna = authed(
      await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2),
      BRAND2,
    ) as Record<string, string>;
    const value = body<{ isSingle: boolean; wallets: unknown[] }>(
      await get('/wps/member/wallets', meghna),
    ).value;
    expect(value.isSingle).toBe(true);
    expect(value.wallets).toHaveLength(1);
  });

  it('refuses a trial account, a visitor, and a token of another brand', async () => {
    const refusedTrial = await get('/wps/member/wallets', trial);
    expect(body(refusedTrial).code).toBe('NOT_REAL_ACCOUNT');
    expect((await get('/wps/member/wallets', BRAND1)).statusCode).toBe(401);
    const crossBrand = await get('/wps/member/wallets', { ...member, Merchant: 'MEGHNA' });
    expect(crossBrand.statusCode).toBe(401);
    for (const url of [
      `/wps/member/records/bets?${range()}`,
      `/wps/member/records/account?${range()}`,
      `/wps/member/records/profit-loss?${range()}`,
    ]) {
      expect(body(await get(url, trial)).code).toBe('NOT_REAL_ACCOUNT');
      expect((await get(url, { ...member, Merchant: 'MEGHNA' })).statusCode).toBe(401);
    }
  });
});

describe('betting record and profit and loss', () => {
  beforeAll(async () => {
    await round('rec-1', 10, { win: 25.5 });
    await round('rec-2', 3.33, { win: 0 });
    await round('rec-3', 1.11, 'rollback');
    await round('rec-4', 0.07, { win: 0.1 });
  });

  it('lists every round newest first with exact totals, paged on the server', async () => {
    const all = await bets(member);
    expect(all.total).toBe(4);
    expect(all.list.map((row) => row.roundId)).toEqual(['rec-4', 'rec-3', 'rec-2', 'rec-1']);
    expect(all.totals).toEqual({ count: 4, stake: 13.4, validBet: 13.4, winLoss: 12.2 });
    expect(all.list.find((row) => row.roundId === 'rec-3')).toMatchObject({
      status: 'ROLLED_BACK',
      stake: 0,
      winLoss: 0,
    });
    expect(all.list[0]).toMatchObject({ category: 'RNG', vendor: 'HOUSE', winLoss: 0.03 });
    const page2 = await bets(member, '&pageNo=2&pageSize=3');
    expect(page2.list.map((row) => row.roundId)).toEqual(['rec-1']);
    expect(page2.total).toBe(4);
    // The totals are the filter's, whatever the page.
    expect(page2.totals).toEqual(all.totals);
  });

  it('filters by category and vendor on the server', async () => {
    expect((await bets(member, '&category=RNG&vendor=HOUSE')).total).toBe(4);
    expect((await bets(member, '&vendor=PG')).total).toBe(0);
    expect((await bets(member, '&category=LIVE')).totals).toEqual({
      count: 0,
      stake: 0,
      validBet: 0,
      winLoss: 0,
    });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = await get(
      `/wps/member/records/bets?from=${yesterday}&to=${yesterday}&tzOffset=0`,
      member,
    );
    expect(body<BetPage>(before).value.total).toBe(0);
  });

  it('answers only for the caller', async () => {
    expect((await bets(sub1)).total).toBe(0);
    expect((await movements(sub1)).list.every((row) => row.counterparty !== 'demo_member')).toBe(
      true,
    );
    // A member's id in the query is not a filter the API knows: the caller's own record answers.
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    const forged = await get(`/wps/member/records/bets?${range(`&memberId=${id}`)}`, sub1);
    expect(body<BetPage>(forged).value.total).toBe(0);
  });

  it('the profit and loss agrees with the betting record to the cent, by category', async () => {
    const response = await get(`/wps/member/records/profit-loss?${range()}`, member);
    expect(response.statusCode).toBe(200);
    const value = body<{
      totals: BetTotals;
      categories: Array<BetTotals & { category: string }>;
      net: number;
    }>(response).value;
    expect(value.totals).toEqual((await bets(member)).totals);
    expect(value.categories).toEqual([{ category: 'RNG', ...value.totals }]);
    expect(value.net).toBe(12.2);
    // The ledger agrees: the member's BET, WIN and ROLLBACK movements sum to the win/loss.
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    const ledger = await sql<{ sum: string }>`
      select sum(e.amount_minor) as sum from ledger_entries e
      join wallet_transactions t on t.id = e.transaction_id
      join wallet_accounts a on a.id = e.account_id
      where a.member_id = ${id} and t.kind in ('BET', 'WIN', 'ROLLBACK')`.execute(ctx.database.db);
    expect(Number(ledger.rows[0]!.sum) / 100).toBe(value.totals.winLoss);
  });
});

describe('account record', () => {
  it('shows every movement in order with the wallet balance after it', async () => {
    const page = await movements(member, '&pageSize=100');
    const kinds = page.list.map((row) => `${row.kind}:${row.wallet}:${row.amount}`);
    // Newest first: the rounds (rec-4 … rec-1), then the transfer to PG (two entries).
    expect(kinds.slice(0, 3)).toEqual(['WIN:MAIN:0.1', 'BET:MAIN:-0.07', 'ROLLBACK:MAIN:1.11']);
    const transfer = page.list.filter((row) => row.kind === 'TRANSFER');
    expect(transfer.map((row) => [row.wallet, row.amount, row.counterparty])).toEqual([
      ['PG', 25.5, 'MAIN'],
      ['MAIN', -25.5, 'PG'],
    ]);
    const wallets = await balances(
      ctx.database.db,
      await memberId(ctx.database.db, 'PADMA', 'demo_member'),
    );
    expect(page.list[0]!.balanceAfter * 100).toBe(Number(wallets.MAIN));
    expect(transfer[0]!.balanceAfter * 100).toBe(Number(wallets['VENDOR:PG']));
    // Each balance is the one before it plus the movement.
    const main = page.list.filter((row) => row.wallet === 'MAIN');
    for (let i = 0; i + 1 < main.length; i += 1)
      expect(Math.round((main[i + 1]!.balanceAfter + main[i]!.amount) * 100)).toBe(
        Math.round(main[i]!.balanceAfter * 100),
      );
  });

  it('filters by kind and pages on the server, keeping true balances', async () => {
    const all = await movements(member, '&pageSize=100');
    // A win of nothing moves no money, so two of the three rounds' wins are movements.
    const wins = await movements(member, '&kind=WIN&pageSize=1');
    expect(wins.total).toBe(2);
    expect(wins.list).toHaveLength(1);
    expect(wins.list.every((row) => row.kind === 'WIN')).toBe(true);
    const sameRow = all.list.find((row) => row.transactionId === wins.list[0]!.transactionId);
    expect(wins.list[0]!.balanceAfter).toBe(sameRow!.balanceAfter);
    const second = await movements(member, '&kind=WIN&pageSize=1&pageNo=2');
    expect(second.list).toHaveLength(1);
    expect(second.list[0]!.transactionId).not.toBe(wins.list[0]!.transactionId);
  });
});

describe('transfer to upline', () => {
  const transfer = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/wps/member/upline-transfer', headers, payload });
  const setPassword = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers,
      payload: { newPassword: '246810' },
    });

  it('is refused to a member without an upline, clearly', async () => {
    await setPassword(member);
    const response = await transfer(member, {
      amount: 1,
      paymentPassword: '246810',
      idempotencyKey: 'up-none',
    });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('UPLINE_TRANSFER_NOT_ALLOWED');
  });

  it('needs the payment password, and a wrong one counts', async () => {
    const notSet = await transfer(sub1, {
      amount: 1,
      paymentPassword: '246810',
      idempotencyKey: 'up-1',
    });
    expect(body(notSet).code).toBe('PAYMENT_PASSWORD_NOT_SET');
    await setPassword(sub1);
    const wrong = await transfer(sub1, {
      amount: 1,
      paymentPassword: '111111',
      idempotencyKey: 'up-1',
    });
    expect(body(wrong).code).toBe('PAYMENT_PASSWORD_INVALID');
    expect(body(wrong).value).toMatchObject({ attemptsLeft: 4 });
  });

  it('refuses bad amounts and keys, changing nothing', async () => {
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    const before = await balances(ctx.database.db, id);
    for (const amount of [0, -5, '1.005', 1.001, '1e3', true, null, '', 2_000_000_000])
      expect(
        (await transfer(sub1, { amount, paymentPassword: '246810', idempotencyKey: 'up-bad' }))
          .statusCode,
      ).toBe(400);
    for (const idempotencyKey of ['', 'a b', 'x\u0000y'])
      expect(
        (await transfer(sub1, { amount: 1, paymentPassword: '246810', idempotencyKey })).statusCode,
      ).toBe(400);
    const over = await transfer(sub1, {
      amount: 1_000_000,
      paymentPassword: '246810',
      idempotencyKey: 'up-over',
    });
    expect(body(over).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(ctx.database.db, id)).toEqual(before);
  });

  it('moves money to the upline once per key, and both account records show it', async () => {
    const payload = { amount: '12.34', paymentPassword: '246810', idempotencyKey: 'up-ok' };
    const first = await transfer(sub1, payload);
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toMatchObject({ amount: 12.34, uplineAccount: 'demo_agent' });
    expect((await transfer(sub1, payload)).json()).toEqual(first.json());
    const conflict = await transfer(sub1, { ...payload, amount: 5 });
    expect(conflict.statusCode).toBe(409);
    const mine = (await movements(sub1)).list.filter((row) => row.kind === 'UPLINE_TRANSFER');
    expect(mine.map((row) => [row.amount, row.counterparty])).toEqual([[-12.34, 'demo_agent']]);
    const theirs = (await movements(agent)).list.filter((row) => row.kind === 'UPLINE_TRANSFER');
    expect(theirs.map((row) => [row.amount, row.counterparty])).toEqual([[12.34, 'demo_sub1']]);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('the ledger itself refuses money to a member who is not the upline', async () => {
    const { postTransaction, openMainWallet } = await import('../src/services/wallet/ledger.js');
    const db = ctx.database.db;
    const brandId = (
      await db
        .selectFrom('brands')
        .select('id')
        .where('merchant_code', '=', 'PADMA')
        .executeTakeFirstOrThrow()
    ).id;
    const from = await memberId(db, 'PADMA', 'demo_sub1');
    const stranger = await memberId(db, 'PADMA', 'demo_member');
    await expect(
      db.transaction().execute(async (trx) => {
        const now = ctx.clock.now();
        const a = await openMainWallet(trx, { id: from, brandId, isTrial: false }, now);
        const b = await openMainWallet(trx, { id: stranger, brandId, isTrial: false }, now);
        await postTransaction(trx, {
          brandId,
          memberId: from,
          kind: 'UPLINE_TRANSFER',
          counterpartyId: stranger,
          now,
          entries: [
            { accountId: a, amountMinor: -100n },
            { accountId: b, amountMinor: 100n },
          ],
        });
      }),
    ).rejects.toThrow(/direct upline/);
  });

  it('concurrent transfers never take more than the balance', async () => {
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    const main = (await balances(ctx.database.db, id)).MAIN!;
    const share = Number(main) / 100 / 4;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        transfer(sub1, {
          amount: share.toFixed(2),
          paymentPassword: '246810',
          idempotencyKey: `up-race-${i}`,
        }),
      ),
    );
    const codes = results.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(4);
    expect((await balances(ctx.database.db, id)).MAIN).toBeGreaterThanOrEqual(0n);
    await assertLedgerConsistent(ctx.database.db);
  });
});

describe('bad inputs are refused clearly', () => {
  it.each([
    ['a day that is no day', 'from=2026-02-30&to=2026-03-01'],
    ['a range backwards', 'from=2026-03-02&to=2026-03-01'],
    ['more than a year', 'from=2024-01-01&to=2026-01-01'],
    ['a malformed day', 'from=2026-3-1&to=2026-03-01'],
    ['a missing day', 'from=2026-03-01'],
    ['page size 0', `from=${'2026-03-01'}&to=2026-03-01&pageSize=0`],
    ['page size 101', 'from=2026-03-01&to=2026-03-01&pageSize=101'],
    ['a NUL byte', 'from=2026-03-01&to=2026-03-01&vendor=PG%00'],
    ['an unknown kind', 'from=2026-03-01&to=2026-03-01&kind=FREE_MONEY'],
    ['a time zone off the clock', 'from=2026-03-01&to=2026-03-01&tzOffset=9999'],
  ])('%s', async (_name, query) => {
    const path = query.includes('kind=') ? 'account' : 'bets';
    const response = await get(`/wps/member/records/${path}?${query}`, member);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('contract', () => {
  it('names every movement kind the ledger allows, so the account record can say each one', async () => {
    const { LEDGER_KIND_NAMES } = await import('@site/contracts');
    // The migrated database's own check, whichever migration wrote it last.
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'wallet_transactions_kind_check'`.execute(ctx.database.db);
    expect(rows).toHaveLength(1);
    const allowed = [...rows[0]!.definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
    expect([...LEDGER_KIND_NAMES].sort()).toEqual(allowed.sort());
  });
});
