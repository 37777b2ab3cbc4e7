import type { LedgerKindName, StatementPage, StatementSummary } from '@site/contracts';
import { csvCell } from '../src/http/csv.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
} from '../src/services/wallet/ledger.js';
import { creditedDeposit } from './support/deposit.js';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { houseRound, memberId, walletTransfer } from './support/wallet.js';

/**
 * The member's statement (issue 44 item 5): the ledger's transactions on the member's own
 * wallets over the last days of the brand's calendar, its CSV download and the net position per
 * brand month.
 */
const GAME = 'PADMA_FORTUNE';
const ZONE = 'Asia/Dhaka';
const HOUR = 3_600_000;

let ctx: TestContext;
let token: string;
let member: Record<string, string>;
let memberDbId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await login(ctx.app, 'demo_member', PASSWORDS.member);
  member = authed(token) as Record<string, string>;
  memberDbId = await memberId(ctx.database.db, 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = member) =>
  ctx.app.inject({ method: 'GET', url, headers });
const page = async (query = '') =>
  body<StatementPage>(await get(`/wps/member/statement${query}`)).value;
const summary = async (query = '') =>
  body<StatementSummary>(await get(`/wps/member/statement/summary${query}`)).value;

const round = (id: string, stake: number, outcome: { win: number } | 'rollback') =>
  houseRound(ctx.app, 'demo_member', { id, gameCode: GAME, stake }, outcome);

/** A cashier movement as the withdrawal service books it: MAIN against the brand's CASHIER. */
async function cashierMovement(kind: LedgerKindName, amountMinor: bigint) {
  const brandId = (await ctx.app.brands.byCode('PADMA'))!.id;
  await ctx.database.db.transaction().execute(async (trx) => {
    const ledgerMember = { id: memberDbId, brandId, isTrial: false };
    const mainId = await openMainWallet(trx, ledgerMember, ctx.clock.now());
    const cashierId = await ensureHouseAccount(trx, brandId, 'CASHIER');
    await lockAccounts(trx, [mainId, cashierId]);
    await postTransaction(trx, {
      brandId,
      memberId: memberDbId,
      kind,
      now: ctx.clock.now(),
      entries: [
        { accountId: mainId, amountMinor },
        { accountId: cashierId, amountMinor: -amountMinor },
      ],
    });
  });
}

/** The brand's `yyyy-MM` of an instant. */
const monthIn = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);

describe('the statement', () => {
  it('lists deposits, withdrawals, bets and results, newest first, without own-wallet transfers', async () => {
    await creditedDeposit(ctx.app, member, 500, 'statement-deposit-1');
    await round('st-1', 100, { win: 250 });
    await round('st-2', 40, 'rollback');
    const moved = await walletTransfer(ctx.app, token, {
      from: 'MAIN',
      to: 'PG',
      amount: 25,
      idempotencyKey: 'statement-transfer-1',
    });
    expect(moved.statusCode).toBe(200);
    await cashierMovement('WITHDRAWAL', -20_000n);
    await cashierMovement('WITHDRAWAL', -10_000n);
    await cashierMovement('WITHDRAWAL_REFUND', 10_000n);

    const statement = await page('?pageSize=100');
    const lines = statement.list.map((line) => [line.kind, line.ledgerKind, line.amount]);
    expect(lines).toEqual([
      ['WITHDRAWAL', 'WITHDRAWAL_REFUND', 100],
      ['WITHDRAWAL', 'WITHDRAWAL', -100],
      ['WITHDRAWAL', 'WITHDRAWAL', -200],
      ['RESULT', 'ROLLBACK', 40],
      ['BET', 'BET', -40],
      ['RESULT', 'WIN', 250],
      ['BET', 'BET', -100],
      ['DEPOSIT', 'DEPOSIT', 500],
      // The seeded balance, booked as the wallet's opening adjustment.
      ['OTHER', 'ADJUSTMENT', 1_250_000],
    ]);
    expect(statement.total).toBe(9);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(ctx.clock.now());
    expect(statement.to).toBe(today);
    expect(Date.parse(statement.to) - Date.parse(statement.from)).toBe(89 * 24 * HOUR);

    const second = await page('?pageSize=4&pageNo=2');
    expect(second.total).toBe(9);
    expect(second.list.map((line) => line.transactionId)).toEqual(
      statement.list.slice(4, 8).map((line) => line.transactionId),
    );
  });

  it('downloads the same lines as a CSV file, times on the brand’s clock', async () => {
    const response = await get('/wps/member/statement.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const statement = await page('?pageSize=100');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${statement.from}-${statement.to}.csv"`,
    );
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Time (Asia/Dhaka),Kind,Ledger kind,Amount,Transaction');
    expect(rows).toHaveLength(statement.total + 1);
    const first = statement.list[0]!;
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(first.at));
    expect(rows[1]).toBe(`${local},WITHDRAWAL,WITHDRAWAL_REFUND,100.00,${first.transactionId}`);
    expect(rows[2]).toContain(',WITHDRAWAL,WITHDRAWAL,-100.00,');
  });

  it('sums each month of the brand’s calendar, cut at midnight in its zone', async () => {
    const december = await summary();
    const thisMonth = monthIn(ctx.clock.now());
    expect(december.months.at(-1)).toEqual({
      month: thisMonth,
      deposits: 500,
      withdrawals: 200,
      bets: 140,
      results: 290,
      net: 150,
    });
    expect(december.months.map((month) => month.month)).toHaveLength(
      new Set(december.months.map((month) => month.month)).size,
    );

    // 01:00 on the 1st of next month in Dhaka: still the last day of this month in UTC.
    const nextMonthStart = Date.UTC(+thisMonth.slice(0, 4), +thisMonth.slice(5, 7), 1);
    ctx.clock.advance(nextMonthStart - 5 * HOUR - ctx.clock.now().getTime());
    // The login did not last the wait.
    token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    member = authed(token) as Record<string, string>;
    await round('st-3', 30, { win: 10 });
    const nextMonth = monthIn(ctx.clock.now());
    expect(nextMonth).not.toBe(thisMonth);
    expect(ctx.clock.now().toISOString().slice(0, 7)).toBe(thisMonth);

    const both = await summary('?days=2');
    expect(both.months).toEqual([
      { month: thisMonth, deposits: 0, withdrawals: 0, bets: 0, results: 0, net: 0 },
      { month: nextMonth, deposits: 0, withdrawals: 0, bets: 30, results: 10, net: -20 },
    ]);
    const latest = await page('?days=1');
    expect(latest.list.map((line) => [line.kind, line.amount])).toEqual([
      ['RESULT', 10],
      ['BET', -30],
    ]);
  });

  it('answers only a logged-in real member, for at most 90 days', async () => {
    expect((await get('/wps/member/statement', BRAND1)).statusCode).toBe(401);
    expect((await get('/wps/member/statement.csv', BRAND1)).statusCode).toBe(401);
    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<
      string,
      string
    >;
    expect((await get('/wps/member/statement/summary', trial)).statusCode).toBe(403);
    expect((await get('/wps/member/statement?days=91')).statusCode).toBe(400);
    expect((await get('/wps/member/statement.csv?days=0')).statusCode).toBe(400);
  });
});

describe('a CSV cell', () => {
  it('keeps a spreadsheet from reading text as a formula, and numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(7)).toBe('7');
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});
