// On PostgreSQL too: 50 slips at once against a maximum payout counted under a lock, settlement jobs run twice.
import { sql } from 'kysely';
import { BRAND_CACHE_TTL_MS } from '../src/services/brands/brandCache.js';
import { openMainWallet } from '../src/services/wallet/ledger.js';
import { runSportsbookJob, settleMarket } from '../src/services/sportsbook/sportsSettlement.js';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { sportsbookFixtures } from './support/sportsbook.js';
import { assertLedgerConsistent, balances, insertMemberLike, memberId } from './support/wallet.js';

/**
 * The sportsbook's bets through the API on the feed's tables: placement (singles and multiples,
 * odds-change policies, suspended markets, limits, the in-play delay), settlement of every rule
 * by the job keyed by (market, result_version), a corrected result resettled once with its
 * reversal, void, cash-out, the operator's settlement, and 50 slips at once against a maximum.
 */
interface Bet {
  betId: string;
  state: string;
  stake: number;
  oddsMilli: number;
  potentialReturn: number;
  paidReturn: number;
  refusal: string | null;
  legs: Array<{ result: string }>;
}
interface Slip {
  slipKey: string;
  bets: Bet[];
}

let ctx: TestContext;
let member: Record<string, string>;
let memberKey: string;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  memberKey = await memberId(db(), 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

const main = async (account = memberKey) => (await balances(db(), account)).MAIN ?? 0n;
const { market, place, result, newKey } = sportsbookFixtures(
  () => ctx,
  () => member,
);
const job = () => runSportsbookJob(db(), ctx.clock.now());
const betOf = async (betId: string) =>
  body<Bet>(
    await ctx.app.inject({ method: 'GET', url: `/sportsbook/bets/${betId}`, headers: member }),
  ).value;

describe('placing a slip', () => {
  it('takes a single and a multiple in one ledger movement, once per slip key', async () => {
    const a = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const b = await market({ prices: { HOME: 1_500, AWAY: 2_500 } });
    const before = await main();
    const slipKey = newKey();
    const bets = [
      { legs: [a.selections.HOME!], stake: 10 },
      { legs: [a.selections.AWAY!, b.selections.HOME!], stake: '15.50' },
    ];
    const first = await place(bets, { slipKey });
    expect(first.statusCode).toBe(200);
    const slip = body<Slip>(first).value;
    expect(slip.bets.map((bet) => [bet.state, bet.oddsMilli, bet.potentialReturn])).toEqual([
      ['OPEN', 2_000, 20],
      ['OPEN', 2_700, 41.85],
    ]);
    expect(await main()).toBe(before - 25_50n);
    // The same slip again answers the same bets and moves nothing; another slip under its key is refused.
    const again = body<Slip>(await place(bets, { slipKey })).value;
    expect(again.bets.map((bet) => bet.betId)).toEqual(slip.bets.map((bet) => bet.betId));
    expect(await main()).toBe(before - 25_50n);
    const conflict = await place([{ legs: [a.selections.HOME!], stake: 11 }], { slipKey });
    expect(conflict.statusCode).toBe(409);
    expect(body(conflict).code).toBe('IDEMPOTENCY_CONFLICT');
    // It shows in the betting record as a SPORTS round.
    const records = await db()
      .selectFrom('bet_records')
      .select(['game_code', 'stake_minor', 'status'])
      .where(
        'round_id',
        'in',
        slip.bets.map((bet) => `SB-${bet.betId}`),
      )
      .execute();
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.game_code === 'SPORTS' && r.status === 'OPEN')).toBe(true);
    await assertLedgerConsistent(db());
  });

  it('refuses a changed price under NONE, takes it under ANY, a better one under HIGHER', async () => {
    const m = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const seen = m.selections.HOME!;
    await db()
      .updateTable('sports_selections')
      .set({ odds_milli: 1_900 })
      .where('id', '=', seen.selectionId)
      .execute();
    const before = await main();
    const none = await place([{ legs: [seen], stake: 10 }], { oddsChange: 'NONE' });
    expect(none.statusCode).toBe(409);
    expect(body(none).code).toBe('SPORTS_ODDS_CHANGED');
    const higher = await place([{ legs: [seen], stake: 10 }], { oddsChange: 'HIGHER' });
    expect(body(higher).code).toBe('SPORTS_ODDS_CHANGED');
    expect(await main()).toBe(before);
    const any = await place([{ legs: [seen], stake: 10 }], { oddsChange: 'ANY' });
    expect(body<Slip>(any).value.bets[0]!.oddsMilli).toBe(1_900);
    await db()
      .updateTable('sports_selections')
      .set({ odds_milli: 2_100 })
      .where('id', '=', seen.selectionId)
      .execute();
    const up = await place([{ legs: [seen], stake: 10 }], { oddsChange: 'HIGHER' });
    expect(body<Slip>(up).value.bets[0]!.oddsMilli).toBe(2_100);
  });

  it('refuses a suspended or closed market, a multiple on one event, stakes out of limits', async () => {
    const m = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const before = await main();
    await db()
      .updateTable('sports_markets')
      .set({ state: 'SUSPENDED', suspended_by: 'TRADER' })
      .where('id', '=', m.marketId)
      .execute();
    const suspended = await place([{ legs: [m.selections.HOME!], stake: 10 }]);
    expect([suspended.statusCode, body(suspended).code]).toEqual([409, 'SPORTS_MARKET_SUSPENDED']);
    await db()
      .updateTable('sports_markets')
      .set({ state: 'CLOSED', suspended_by: null })
      .where('id', '=', m.marketId)
      .execute();
    expect(body(await place([{ legs: [m.selections.HOME!], stake: 10 }])).code).toBe(
      'SPORTS_MARKET_CLOSED',
    );
    const two = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    expect(
      body(await place([{ legs: [two.selections.HOME!, two.selections.AWAY!], stake: 10 }])).code,
    ).toBe('SPORTS_MULTIPLE_SAME_EVENT');
    expect(body(await place([{ legs: [two.selections.HOME!], stake: 1 }])).code).toBe(
      'SPORTS_STAKE_TOO_LOW',
    );
    expect((await place([{ legs: [two.selections.HOME!], stake: -5 }])).statusCode).toBe(400);
    expect(await main()).toBe(before);
  });

  it('holds an in-play bet PENDING for the delay, then accepts it or refuses it with the stake back', async () => {
    const live = await market({ prices: { HOME: 2_000, AWAY: 1_800 }, status: 'LIVE' });
    const before = await main();
    const accepted = body<Slip>(await place([{ legs: [live.selections.HOME!], stake: 10 }])).value
      .bets[0]!;
    const refused = body<Slip>(await place([{ legs: [live.selections.AWAY!], stake: 10 }])).value
      .bets[0]!;
    expect([accepted.state, refused.state]).toEqual(['PENDING', 'PENDING']);
    expect(await main()).toBe(before - 20_00n);
    await db()
      .updateTable('sports_selections')
      .set({ odds_milli: 1_500 })
      .where('id', '=', live.selections.AWAY!.selectionId)
      .execute();
    await job();
    expect((await betOf(accepted.betId)).state).toBe('PENDING');
    ctx.clock.advance(5_000);
    await job();
    expect((await betOf(accepted.betId)).state).toBe('OPEN');
    const after = await betOf(refused.betId);
    expect([after.state, after.refusal]).toEqual(['REFUSED', 'SPORTS_ODDS_CHANGED']);
    expect(await main()).toBe(before - 10_00n);
  });
});

describe('settlement', () => {
  it('settles every rule: win, lose, push, half-win, half-lose, void legs at 1 in a multiple', async () => {
    const winner = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const handicap = await market({
      kind: 'ASIAN_HANDICAP',
      lineQuarters: -1,
      prices: { HOME: 1_900, AWAY: 1_900 },
    });
    const total = await market({
      kind: 'TOTAL',
      lineQuarters: 11,
      prices: { OVER: 2_000, UNDER: 1_800 },
    });
    const whole = await market({
      kind: 'TOTAL',
      lineQuarters: 8,
      prices: { OVER: 1_900, UNDER: 1_900 },
    });
    const voided = await market({ prices: { HOME: 3_000, AWAY: 1_300 } });
    const before = await main();
    const slip = body<Slip>(
      await place([
        { legs: [winner.selections.HOME!], stake: 100 }, // WIN: 200
        { legs: [winner.selections.AWAY!], stake: 100 }, // LOSE: 0
        { legs: [handicap.selections.HOME!], stake: 100 }, // −0.25, draw: HALF_LOSE 50
        { legs: [handicap.selections.AWAY!], stake: 100 }, // +0.25, draw: HALF_WIN 50 × 1.9 + 50
        { legs: [total.selections.OVER!], stake: 100 }, // 2.75, 3 goals: HALF_WIN 150
        { legs: [whole.selections.UNDER!], stake: 100 }, // 2, 2 goals: PUSH 100
        // WIN 2.00 × VOID 1 × HALF_WIN (1.9 + 1) / 2: 10 × 2 × 1 × 1.45 = 29.
        {
          legs: [winner.selections.HOME!, voided.selections.HOME!, handicap.selections.AWAY!],
          stake: 10,
        },
      ]),
    ).value;
    await result(winner.marketId, { winners: ['HOME'] });
    await result(handicap.marketId, { home: 1, away: 1 });
    await result(total.marketId, { total: 3 });
    await result(whole.marketId, { total: 2 });
    await db()
      .updateTable('sports_markets')
      .set({ state: 'VOID', void_reason: 'abandoned' })
      .where('id', '=', voided.marketId)
      .execute();
    await job();
    const settled = await Promise.all(slip.bets.map((bet) => betOf(bet.betId)));
    expect(settled.map((bet) => [bet.state, bet.paidReturn])).toEqual([
      ['WON', 200],
      ['LOST', 0],
      ['WON', 50],
      ['WON', 145],
      ['WON', 150],
      ['VOID', 100],
      ['WON', 29],
    ]);
    expect(await main()).toBe(before - 610_00n + 674_00n);
    // A second run (or a second instance) settles nothing again.
    expect(await job()).toEqual({ decided: 0, settled: 0 });
    expect(await settleMarket(db(), winner.marketId, ctx.clock.now())).toBeNull();
    expect(await main()).toBe(before - 610_00n + 674_00n);
    const records = await db()
      .selectFrom('bet_records')
      .select(['status', 'win_minor'])
      .where('round_id', '=', `SB-${slip.bets[0]!.betId}`)
      .executeTakeFirstOrThrow();
    expect([records.status, records.win_minor]).toEqual(['SETTLED', '20000']);
    await assertLedgerConsistent(db());
  });

  it('returns the stakes of a voided event, and counts its legs at 1 in a multiple', async () => {
    const abandoned = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const other = await market({ prices: { HOME: 1_500, AWAY: 2_500 } });
    const before = await main();
    const [single, multiple] = body<Slip>(
      await place([
        { legs: [abandoned.selections.HOME!], stake: 40 },
        { legs: [abandoned.selections.AWAY!, other.selections.HOME!], stake: 20 },
      ]),
    ).value.bets;
    await db()
      .updateTable('sports_events')
      .set({ status: 'VOID', ended_at: ctx.clock.now() })
      .where('id', '=', abandoned.eventId)
      .execute();
    await job();
    expect(await betOf(single!.betId)).toMatchObject({ state: 'VOID', paidReturn: 40 });
    expect((await betOf(multiple!.betId)).state).toBe('OPEN');
    await result(other.marketId, { winners: ['HOME'] });
    await job();
    // 20 × 1 × 1.5.
    expect(await betOf(multiple!.betId)).toMatchObject({ state: 'WON', paidReturn: 30 });
    expect(await main()).toBe(before - 60_00n + 70_00n);
  });

  it('resettles a corrected result once, with the reversal in the statement', async () => {
    const m = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const bet = body<Slip>(await place([{ legs: [m.selections.HOME!], stake: 50 }])).value.bets[0]!;
    const before = await main();
    await result(m.marketId, { winners: ['HOME'] });
    await job();
    expect(await main()).toBe(before + 100_00n);
    await result(m.marketId, { winners: ['AWAY'] }); // the feed's correction: result_version 2
    await job();
    await job();
    const after = await betOf(bet.betId);
    expect([after.state, after.paidReturn]).toEqual(['LOST', 0]);
    expect(await main()).toBe(before);
    const corrections = await db()
      .selectFrom('sports_bet_corrections')
      .select(['settlement_version', 'previous_state', 'new_state', 'result_version'])
      .where('bet_id', '=', bet.betId)
      .execute();
    expect(corrections).toEqual([
      { settlement_version: 1, previous_state: 'WON', new_state: 'LOST', result_version: 2 },
    ]);
    const reversal = await db()
      .selectFrom('wallet_transactions')
      .select('kind')
      .where('idempotency_key', '=', `sports-resettle:${bet.betId}:1`)
      .executeTakeFirstOrThrow();
    expect(reversal.kind).toBe('ROLLBACK');
    // The database refuses a settled bet's change without a recorded correction.
    await expect(
      sql`update sports_bets set state = 'WON' where id = ${bet.betId}`.execute(db()),
    ).rejects.toThrow(/recorded correction/);
    await assertLedgerConsistent(db());
  });
});

describe('cash-out and the operator', () => {
  it('cashes out at the offered value, refuses a value that went down or a suspended leg', async () => {
    const m = await market({ prices: { HOME: 3_000, AWAY: 1_400 } });
    const bet = body<Slip>(await place([{ legs: [m.selections.HOME!], stake: 100 }])).value
      .bets[0]!;
    await db()
      .updateTable('sports_selections')
      .set({ odds_milli: 1_500 })
      .where('id', '=', m.selections.HOME!.selectionId)
      .execute();
    await db()
      .updateTable('sports_selections')
      .set({ odds_milli: 2_600 })
      .where('id', '=', m.selections.AWAY!.selectionId)
      .execute();
    const offer = body<{ value: number; quote: string }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/sportsbook/bets/${bet.betId}/cash-out`,
        headers: member,
      }),
    ).value;
    // Fair 1.5 × (1/1.5 + 1/2.6) = 1.577 (up); 100 × 3 / 1.577 × 0.95 = 180.72.
    expect(offer.value).toBe(180.72);
    const cashOut = (value: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/sportsbook/bets/${bet.betId}/cash-out`,
        headers: member,
        payload: { value, quote: offer.quote },
      });
    expect(body(await cashOut(offer.value + 1)).code).toBe('SPORTS_CASH_OUT_MOVED');
    await db()
      .updateTable('sports_markets')
      .set({ state: 'SUSPENDED', suspended_by: 'FEED' })
      .where('id', '=', m.marketId)
      .execute();
    expect(body(await cashOut(offer.value)).code).toBe('SPORTS_CASH_OUT_UNAVAILABLE');
    await db()
      .updateTable('sports_markets')
      .set({ state: 'OPEN', suspended_by: null })
      .where('id', '=', m.marketId)
      .execute();
    const before = await main();
    const taken = body<Bet>(await cashOut(offer.value)).value;
    expect([taken.state, taken.paidReturn]).toEqual(['CASHED_OUT', 180.72]);
    expect(await main()).toBe(before + 180_72n);
    expect(body(await cashOut(offer.value)).code).toBe('SPORTS_CASH_OUT_UNAVAILABLE');
    // Its market's later result changes nothing.
    await result(m.marketId, { winners: ['HOME'] });
    await job();
    expect(await main()).toBe(before + 180_72n);
  });

  it('settles a market by hand with a reason in the audit, voids a bet, shows the liability', async () => {
    const ops = { ...BRAND1, authorization: `Bearer ${OPS_TOKEN}` };
    const m = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const [home, away] = body<Slip>(
      await place([
        { legs: [m.selections.HOME!], stake: 10 },
        { legs: [m.selections.AWAY!], stake: 20 },
      ]),
    ).value.bets;
    const liability = body<{
      openStake: number;
      selections: Array<{ selectionCode: string; liability: number }>;
    }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/ops/sportsbook/events/${m.eventId}/liability`,
        headers: ops,
      }),
    ).value;
    expect(liability.openStake).toBe(30);
    expect(liability.selections.map((s) => [s.selectionCode, s.liability])).toEqual([
      ['HOME', -10],
      ['AWAY', 6],
    ]);
    const voided = await ctx.app.inject({
      method: 'POST',
      url: `/ops/sportsbook/bets/${away!.betId}/void`,
      headers: ops,
      payload: { reason: 'palpable error' },
    });
    expect(voided.statusCode).toBe(200);
    const before = await main();
    const settled = await ctx.app.inject({
      method: 'POST',
      url: `/ops/sportsbook/markets/${m.marketId}/settle`,
      headers: ops,
      payload: {
        result: { kind: 'WINNERS', winners: ['AWAY'] },
        reason: 'feed down, result from the scorer',
      },
    });
    expect(body(settled).value).toMatchObject({ resultVersion: 1, betsSettled: 1 });
    expect((await betOf(home!.betId)).state).toBe('LOST');
    expect((await betOf(away!.betId)).state).toBe('VOID');
    expect(await main()).toBe(before);
    const audit = await db()
      .selectFrom('operator_audit')
      .select(['action', 'reason'])
      .where('action', 'like', 'sportsbook.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'sportsbook.bet.void', reason: 'palpable error' },
      { action: 'sportsbook.market.settle', reason: 'feed down, result from the scorer' },
    ]);
  });
});

let racers = 0;
/** A new real member of PADMA with a balance of 1,000, signed in from an address of its own. */
async function fundedMember() {
  racers += 1;
  const username = `sbracer${process.pid % 10_000}x${racers}`;
  const { id, brandId } = await insertMemberLike(db(), memberKey, username);
  // The pre-ledger balance: booked as the opening balance when the wallet first opens.
  await db()
    .insertInto('wallets')
    .values({ account_id: id, currency: 'BDT', balance_minor: 1_000_00n })
    .execute();
  // Its wallet opened before the race: the race is about the event's maximum.
  await db()
    .transaction()
    .execute((trx) => openMainWallet(trx, { id, brandId, isTrial: false }, ctx.clock.now()));
  const signedIn = await ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: BRAND1,
    remoteAddress: `198.51.100.${racers}`,
    payload: { username, password: PASSWORDS.member, type: 'username' },
  });
  return authed(body<{ token: string }>(signedIn).value.token) as Record<string, string>;
}

describe('maximum payout', () => {
  it('never lets 50 slips at once, from five members, exceed the house maximum on an event', async () => {
    const brand = await db()
      .selectFrom('brands')
      .select(['id', 'config'])
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    // At most 1,000 of returns on the event: ten bets of 50 at 2.00 (100 each).
    await db()
      .updateTable('brands')
      .set({
        config: JSON.stringify({
          ...brand.config,
          sportsbook: { maxPayoutPerEventMinor: 1_000_00 },
        }),
      })
      .where('id', '=', brand.id)
      .execute();
    ctx.clock.advance(BRAND_CACHE_TTL_MS + 1);
    const members: Array<Record<string, string>> = [];
    for (let i = 0; i < 5; i += 1) members.push(await fundedMember());
    const m = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place([{ legs: [m.selections.HOME!], stake: 50 }], { headers: members[i % 5]! }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : String(body(a).code)));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c !== 'OK' && c !== 'SPORTS_MAX_PAYOUT_EVENT')).toEqual([]);
    const { exposure } = await db()
      .selectFrom('sports_bets as b')
      .innerJoin('sports_bet_legs as l', 'l.bet_id', 'b.id')
      .select(sql<string>`sum(b.potential_return_minor)`.as('exposure'))
      .where('l.event_id', '=', m.eventId)
      .executeTakeFirstOrThrow();
    expect(BigInt(exposure)).toBe(1_000_00n);
    await db()
      .updateTable('brands')
      .set({ config: JSON.stringify(brand.config) })
      .where('id', '=', brand.id)
      .execute();
    ctx.clock.advance(BRAND_CACHE_TTL_MS + 1);
    await assertLedgerConsistent(db());
  });
});
