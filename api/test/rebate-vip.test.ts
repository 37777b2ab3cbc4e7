// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import {
  authed,
  BRAND2,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import {
  assertLedgerConsistent,
  balances,
  memberId,
  seamless,
  walletTransfer,
} from './support/wallet.js';

/**
 * The manual rebate (issue 13, spec §1 MANUAL_REBATE) against a table computed by hand, and VIP
 * progression from real deposits and valid bets (spec §9). The clock is the test's: rounds are
 * settled, the clock moves past the settle lag, then the member looks and claims.
 */
interface RebateLine {
  category: string;
  validBet: number;
  ratePercent: number;
  rebate: number;
}
interface Preview {
  periodStart: string | null;
  periodEnd: string;
  vipLevel: number;
  vipBonusPercent: number;
  lines: RebateLine[];
  validBet: number;
  total: number;
}
interface Claim {
  id: string;
  periodStart: string | null;
  periodEnd: string;
  amount: number;
  validBet: number;
  lines: RebateLine[];
  transactionId: string;
}
interface VipAnswer {
  member: {
    currentLevel: number;
    clubLabel: string;
    vipService: boolean;
    progress: {
      nextLevel: number | null;
      validBet: number;
      requiredValidBet: number | null;
      validBetPercent: number;
      deposit: number;
      requiredDeposit: number | null;
      depositPercent: number;
    };
  } | null;
}

const SLOT = 'PADMA_FORTUNE';
const MINUTE = 60_000;

let ctx: TestContext;
let member: Record<string, string>;
let pvpGame: string;

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  const game = await ctx.database.db
    .selectFrom('games')
    .select('game_code')
    .where('vassalage', '=', 'KM')
    .where('game_type', '=', 'PVP')
    .orderBy('node_id')
    .executeTakeFirstOrThrow();
  pvpGame = game.game_code;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = member) =>
  ctx.app.inject({ method: 'GET', url, headers });
const preview = async (headers = member) =>
  body<Preview>(await get('/wps/member/rebate', headers)).value;
const claim = (headers: Record<string, string> = member) =>
  ctx.app.inject({ method: 'POST', url: '/wps/member/rebate/claim', headers });

/** A round of `vendor` for `account`: a bet, then a win (0 for a loss), a rollback or nothing. */
async function round(
  id: string,
  stake: number,
  outcome: { win: number } | 'rollback' | 'open',
  options: { vendor?: string; gameCode?: string; account?: string } = {},
) {
  const vendor = options.vendor ?? 'HOUSE';
  const base = {
    account: options.account ?? 'demo_member',
    roundId: id,
    gameCode: options.gameCode ?? SLOT,
  };
  const bet = await seamless(
    ctx.app,
    'bet',
    { ...base, transactionId: `${id}-b`, amount: stake },
    { vendor },
  );
  expect(bet.statusCode).toBe(200);
  if (outcome === 'open') return;
  const settle =
    outcome === 'rollback'
      ? await seamless(
          ctx.app,
          'rollback',
          { ...base, transactionId: `${id}-rb`, originalTransactionId: `${id}-b` },
          { vendor },
        )
      : await seamless(
          ctx.app,
          'win',
          { ...base, transactionId: `${id}-w`, amount: outcome.win },
          { vendor },
        );
  expect(settle.statusCode).toBe(200);
}

const mainMinor = async (username = 'demo_member') =>
  (await balances(ctx.database.db, await memberId(ctx.database.db, 'PADMA', username))).MAIN ?? 0n;

describe('manual rebate', () => {
  it('refuses a claim with nothing to claim, clearly', async () => {
    const before = await preview();
    expect(before.total).toBe(0);
    expect(before.periodStart).toBeNull();
    const refused = await claim();
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('REBATE_NOTHING_TO_CLAIM');
  });

  it('computes the rebate per category from settled valid bets, as the table by hand', async () => {
    // Slots (RNG): 123.45 lost + 76.55 won = 200.00 valid; a rolled-back round and a round
    // still open count nothing. Poker (PVP, KingMaker on its transfer wallet): 333.33.
    await round('rb-1', 123.45, { win: 0 });
    await round('rb-2', 76.55, { win: 200 });
    await round('rb-3', 50, 'rollback');
    await round('rb-4', 40, 'open');
    const moved = await walletTransfer(
      ctx.app,
      member.authorization!.slice(7),
      { from: 'MAIN', to: 'KM', amount: 400 },
      undefined,
      'rebate-to-km',
    );
    expect(moved.statusCode).toBe(200);
    await round('rb-p1', 333.33, { win: 10 }, { vendor: 'KM', gameCode: pvpGame });
    ctx.clock.advance(MINUTE);

    const shown = await preview();
    // demo_member is VIP 3 (Gold, 0.6 %): 0.3 % above level 0 on every rate.
    expect(shown.vipLevel).toBe(3);
    expect(shown.vipBonusPercent).toBe(0.3);
    const played = shown.lines.filter((line) => line.validBet > 0);
    expect(played).toEqual([
      // 200.00 × 1.1 % = 2.20
      { category: 'RNG', validBet: 200, ratePercent: 1.1, rebate: 2.2 },
      // 333.33 × 0.8 % = 2.66664 → 2.66 (rounded down to the paisa)
      { category: 'PVP', validBet: 333.33, ratePercent: 0.8, rebate: 2.66 },
    ]);
    // The other categories show their rates with nothing played.
    expect(shown.lines.find((line) => line.category === 'LIVE')).toEqual({
      category: 'LIVE',
      validBet: 0,
      ratePercent: 0.7,
      rebate: 0,
    });
    expect(shown.validBet).toBe(533.33);
    expect(shown.total).toBe(4.86);
  });

  it('claims once: the REBATE credit, the account record, then nothing left', async () => {
    const before = await mainMinor();
    const claimed = await claim();
    expect(claimed.statusCode).toBe(200);
    const first = body<Claim>(claimed).value;
    expect(first.amount).toBe(4.86);
    expect(first.validBet).toBe(533.33);
    expect(first.periodStart).toBeNull();
    expect(await mainMinor()).toBe(before + 486n);

    const today = ctx.clock.now().toISOString().slice(0, 10);
    const record = body<{ list: Array<{ kind: string; amount: number; transactionId: string }> }>(
      await get(`/wps/member/records/account?from=${today}&to=${today}&tzOffset=0&kind=REBATE`),
    ).value;
    expect(record.list).toEqual([
      expect.objectContaining({ kind: 'REBATE', amount: 4.86, transactionId: first.transactionId }),
    ]);

    const again = await claim();
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('REBATE_NOTHING_TO_CLAIM');
    expect((await preview()).periodStart).toBe(first.periodEnd);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a second claim counts only the rounds settled after the first', async () => {
    ctx.clock.advance(MINUTE);
    // The round left open before the first claim settles now; a new one is played.
    await seamless(ctx.app, 'win', {
      account: 'demo_member',
      roundId: 'rb-4',
      gameCode: SLOT,
      transactionId: 'rb-4-w',
      amount: 0,
    });
    await round('rb-5', 60, { win: 0 });
    ctx.clock.advance(MINUTE);
    const shown = await preview();
    expect(shown.lines.filter((line) => line.validBet > 0)).toEqual([
      // (40 + 60) × 1.1 % = 1.10
      { category: 'RNG', validBet: 100, ratePercent: 1.1, rebate: 1.1 },
    ]);
    const claimed = await claim();
    expect(claimed.statusCode).toBe(200);
    const second = body<Claim>(claimed).value;
    expect(second.amount).toBe(1.1);
    expect(second.periodStart).not.toBeNull();

    const history = body<{ list: Claim[]; total: number }>(
      await get('/wps/member/rebate/claims'),
    ).value;
    expect(history.total).toBe(2);
    expect(history.list.map((entry) => entry.amount)).toEqual([1.1, 4.86]);
    expect(history.list[1]!.periodEnd).toBe(second.periodStart);
    expect(history.list[1]!.lines.map((line) => line.category)).toEqual(['RNG', 'PVP']);
  });

  it('pays concurrent claims once', async () => {
    await round('rb-6', 500, { win: 0 });
    ctx.clock.advance(MINUTE);
    const before = await mainMinor();
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim()));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    // 500 × 1.1 % = 5.50
    expect(await mainMinor()).toBe(before + 550n);
    const rows = await ctx.database.db
      .selectFrom('rebate_claims')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(3);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('keeps a claim as history: the database refuses to change it', async () => {
    await expect(
      sql`update rebate_claims set amount_minor = 1`.execute(ctx.database.db),
    ).rejects.toThrow(/not changed/);
  });

  it('is refused where the brand has the flag off, and to trial accounts', async () => {
    const meghna = authed(
      await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2),
      BRAND2,
    ) as Record<string, string>;
    const off = await get('/wps/member/rebate', meghna);
    expect(off.statusCode).toBe(403);
    expect(body(off).code).toBe('MODULE_DISABLED');
    expect(body(await claim(meghna)).code).toBe('MODULE_DISABLED');

    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<
      string,
      string
    >;
    expect(body(await claim(trial)).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('is refused as soon as the operator switches the flag off', async () => {
    const patch = (on: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { flags: { MANUAL_REBATE: on } },
      });
    expect((await patch(false)).statusCode).toBe(200);
    expect(body(await get('/wps/member/rebate')).code).toBe('MODULE_DISABLED');
    expect((await patch(true)).statusCode).toBe(200);
    expect((await get('/wps/member/rebate')).statusCode).toBe(200);
  });
  it("follows the brand's rates as the operator changes them, without a rebuild", async () => {
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/ops/brands/PADMA',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { rebate: { ratesPercent: { RNG: 2 } } },
    });
    expect(patched.statusCode).toBe(200);
    await round('rb-7', 100, { win: 0 });
    ctx.clock.advance(MINUTE);
    const shown = await preview();
    // 100 × (2 % + the VIP bonus 0.3 %) = 2.30; the other rates keep their defaults.
    expect(shown.lines.find((line) => line.category === 'RNG')).toEqual({
      category: 'RNG',
      validBet: 100,
      ratePercent: 2.3,
      rebate: 2.3,
    });
    expect(shown.lines.find((line) => line.category === 'PVP')?.ratePercent).toBe(0.8);
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: '/ops/brands/PADMA',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { rebate: { ratesPercent: { RNG: 50 } } },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('VIP progression', () => {
  let sub2: Record<string, string>;
  const vip = async () =>
    body<VipAnswer>(await get('/wps/relay/MCSFE_getVipLevels?language=en', sub2)).value.member!;

  beforeAll(async () => {
    sub2 = authed(await login(ctx.app, 'demo_sub2', PASSWORDS.member)) as Record<string, string>;
  });

  it('shows real deposits and valid bets toward the next level', async () => {
    const start = await vip();
    // demo_sub2 is seeded at level 1 (Bronze): level 2 asks 5,000 deposited and 50,000 bet.
    expect(start.currentLevel).toBe(1);
    expect(start.progress).toEqual({
      nextLevel: 2,
      validBet: 0,
      requiredValidBet: 50_000,
      validBetPercent: 0,
      deposit: 0,
      requiredDeposit: 5_000,
      depositPercent: 0,
    });

    const made = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/deposit/orders',
      headers: sub2,
      payload: {
        method: 'bkash',
        channel: 'bkash-personal',
        amount: 5_000,
        idempotencyKey: 'vip-deposit-0001',
      },
    });
    expect(made.statusCode).toBe(200);
    const reference = body<{ reference: string }>(made).value.reference;
    const credited = await ctx.app.inject({
      method: 'POST',
      url: `/ops/deposits/${reference}/credit`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: {},
    });
    expect(credited.statusCode).toBe(200);
    await round('vip-1', 10_000, { win: 10_000 }, { account: 'demo_sub2' });

    const progressed = await vip();
    expect(progressed.currentLevel).toBe(1);
    expect(progressed.progress).toMatchObject({
      deposit: 5_000,
      depositPercent: 100,
      validBet: 10_000,
      validBetPercent: 20,
    });
  });

  it('reaches the next level once both are met, and records the level-up once', async () => {
    for (let i = 2; i <= 5; i += 1)
      await round(`vip-${i}`, 10_000, { win: 10_000 }, { account: 'demo_sub2' });
    const [first, second] = await Promise.all([vip(), vip()]);
    expect(first.currentLevel).toBe(2);
    expect(second.currentLevel).toBe(2);
    expect(first.clubLabel).toBe('Silver');
    expect(first.vipService).toBe(false);
    expect(first.progress.nextLevel).toBe(3);

    const id = await memberId(ctx.database.db, 'PADMA', 'demo_sub2');
    const ups = await ctx.database.db
      .selectFrom('vip_level_ups')
      .select(['level', 'upgrade_bonus_minor', 'deposit_minor', 'valid_bet_minor'])
      .where('member_id', '=', id)
      .execute();
    expect(ups).toEqual([
      {
        level: 2,
        upgrade_bonus_minor: '20000',
        deposit_minor: '500000',
        valid_bet_minor: '5000000',
      },
    ]);
    // The member's club label follows (member info, the header and the security centre).
    const info = body<{ clubLabel: { labelName: string; rankLevel: number } }>(
      await get('/wps/member/info', sub2),
    ).value;
    expect(info.clubLabel).toEqual({ labelName: 'Silver', rankLevel: 2 });
  });

  it('gives VIP customer service from level 5 on the level the member holds', async () => {
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    const answer = body<VipAnswer>(await get('/wps/relay/MCSFE_getVipLevels?language=en', agent))
      .value.member!;
    expect(answer.currentLevel).toBe(5);
    expect(answer.vipService).toBe(true);
    expect((await vip()).vipService).toBe(false);
  });
});
