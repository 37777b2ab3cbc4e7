// On PostgreSQL too: concurrent requests on one member's money.
import type { ClaimMissionResult, MissionLeaderboard, MissionSummary } from '@site/contracts';
import { sql } from 'kysely';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId, seamless } from './support/wallet.js';

/**
 * Missions and the leaderboard (issue 13, spec §2 missionLeaderboard, §7): progress from settled
 * rounds and credited deposits of the period, a claim that pays once (fifty at once too), a new
 * period that starts again from nothing, the leaderboard's order and the member's own place,
 * and the mission badge. The clock is the test's: first moved to a Monday morning (UTC, 07:00 in
 * the brand's Dhaka) with no seeded rounds in its week.
 */
const SLOT = 'PADMA_FORTUNE';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let member: string;
let round = 0;

/** Monday 01:00 UTC, at least a week after now. */
function nextMonday(now: Date): number {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const untilMonday = (8 - now.getUTCDay()) % 7 || 7;
  return day + (untilMonday + 7) * DAY + HOUR;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.advance(nextMonday(ctx.clock.now()) - ctx.clock.now().getTime());
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authed(token) });
const summary = async (token = member) =>
  body<MissionSummary>(await get(token, '/wps/relay/MCSFE_getMissionSummaryDetails')).value;
const leaderboard = async (period: 'DAILY' | 'WEEKLY', token = member) =>
  body<MissionLeaderboard>(
    await get(token, `/wps/relay/MCSFE_getMissionLeaderboard?period=${period}`),
  ).value;
const badge = async (token = member) =>
  body<{ missions: number }>(await get(token, '/wps/relay/CSP_unreadCount')).value.missions;
const claim = (payload: unknown, token = member) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/member/missions/claim',
    headers: authed(token),
    payload: payload as object,
  });
const mission = (view: MissionSummary, id: string) =>
  [...view.daily.missions, ...view.weekly.missions].find((each) => each.id === id)!;
const ops = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload });
const mainMinor = async (username = 'demo_member') =>
  (await balances(ctx.database.db, await memberId(ctx.database.db, 'PADMA', username))).MAIN ?? 0n;

/** A slot round for `account`, lost (win 0) unless told; 'open' leaves it unsettled. */
async function play(
  stake: number,
  options: { account?: string; open?: boolean; win?: number } = {},
) {
  round += 1;
  const base = {
    account: options.account ?? 'demo_member',
    roundId: `mission-${round}`,
    gameCode: SLOT,
  };
  const bet = await seamless(ctx.app, 'bet', {
    ...base,
    transactionId: `m${round}-b`,
    amount: stake,
  });
  expect(bet.statusCode).toBe(200);
  if (options.open) return;
  const win = await seamless(ctx.app, 'win', {
    ...base,
    transactionId: `m${round}-w`,
    amount: options.win ?? 0,
  });
  expect(win.statusCode).toBe(200);
}

async function deposit(amount: number) {
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers: authed(member),
    payload: {
      method: 'bkash',
      channel: 'bkash-personal',
      amount,
      idempotencyKey: `mission-deposit-${amount}-${round++}`,
    },
  });
  expect(made.statusCode).toBe(200);
  const { reference } = body<{ reference: string }>(made).value;
  const credited = await ops('POST', `/ops/deposits/${reference}/credit`, {});
  expect(credited.statusCode).toBe(200);
}

describe('missions', () => {
  it('lists the brand’s daily and weekly missions, nothing done yet, in the brand’s periods', async () => {
    const view = await summary();
    // Monday 01:00 UTC is Monday 07:00 in Dhaka: the brand's day began at 18:00 UTC on Sunday.
    expect(view.timeZone).toBe('Asia/Dhaka');
    const monday = ctx.clock.now().toISOString().slice(0, 10);
    expect(view.daily.periodKey).toBe(`D${monday}`);
    expect(view.weekly.periodKey).toBe(`W${monday}`);
    expect(view.daily.start).toBe(
      new Date(Date.parse(`${monday}T00:00:00Z`) - 6 * HOUR).toISOString(),
    );
    expect(Date.parse(view.weekly.end) - Date.parse(view.weekly.start)).toBe(7 * DAY);
    expect(view.daily.missions.map((each) => each.id)).toEqual([
      'daily-slot-rounds',
      'daily-valid-bet',
      'daily-deposit',
    ]);
    expect(view.weekly.missions).toHaveLength(3);
    for (const each of [...view.daily.missions, ...view.weekly.missions]) {
      expect(each.progress).toBe(0);
      expect(each.state).toBe('process');
    }
    expect(mission(view, 'daily-slot-rounds')).toMatchObject({
      kind: 'ROUNDS',
      category: 'RNG',
      target: 3,
      reward: 5,
      payout: 'CASH',
      title: { en: 'Play 3 slot rounds' },
    });
    expect(view.claimable).toBe(0);
    expect(await badge()).toBe(0);
  });

  it('refuses bad claims clearly, changing nothing', async () => {
    const before = await mainMinor();
    const key = (await summary()).daily.periodKey;
    const unknown = await claim({ missionId: 'no-such-mission', periodKey: key });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).code).toBe('MISSION_NOT_FOUND');
    const early = await claim({ missionId: 'daily-slot-rounds', periodKey: key });
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('MISSION_NOT_COMPLETE');
    for (const payload of [
      { missionId: { id: 'daily-slot-rounds' }, periodKey: key },
      { missionId: 'daily-slot-rounds', periodKey: '2026-01-01' },
      { missionId: 'DAILY SLOT', periodKey: key },
    ]) {
      const refused = await claim(payload);
      expect(refused.statusCode).toBe(400);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/missions/claim',
      headers: { Merchant: 'PADMA' },
      payload: { missionId: 'daily-slot-rounds', periodKey: key },
    });
    expect(anonymous.statusCode).toBe(401);
    // An amount of the caller's is dropped; a number is read as its digits: no such mission.
    const extra = await claim({ missionId: 'daily-slot-rounds', periodKey: key, amount: 1000 });
    expect(body(extra).code).toBe('MISSION_NOT_COMPLETE');
    const coerced = await claim({ missionId: 7, periodKey: key });
    expect(body(coerced).code).toBe('MISSION_NOT_FOUND');
    expect(await mainMinor()).toBe(before);
  });

  it('counts settled slot rounds and valid bets; an open round counts nothing', async () => {
    const events = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('member_events')
            .select(sql<string>`count(*)`.as('count'))
            .where('account_id', '=', await memberId(ctx.database.db, 'PADMA', 'demo_member'))
            .where('kind', '=', 'unread')
            .executeTakeFirstOrThrow()
        ).count,
      );
    const eventsBefore = await events();
    await play(100);
    await play(50.5, { win: 80 });
    await play(40, { open: true });
    // Each settled round tells the live push the badge may have moved.
    expect(await events()).toBe(eventsBefore + 2);
    const view = await summary();
    expect(mission(view, 'daily-slot-rounds')).toMatchObject({ progress: 2, state: 'process' });
    expect(mission(view, 'daily-valid-bet')).toMatchObject({ progress: 150.5, target: 500 });
    expect(mission(view, 'weekly-rounds')).toMatchObject({ progress: 2, target: 50 });
    expect(await badge()).toBe(0);
  });

  it('a third settled round completes the slot mission: claimable, on the badge', async () => {
    await play(10);
    const view = await summary();
    expect(mission(view, 'daily-slot-rounds')).toMatchObject({ progress: 3, state: 'claim' });
    expect(view.claimable).toBe(1);
    expect(await badge()).toBe(1);
  });

  it('claims once: a MISSION reward claimed, the credit in the account record, badge down', async () => {
    const before = await mainMinor();
    const key = (await summary()).daily.periodKey;
    const claimed = await claim({ missionId: 'daily-slot-rounds', periodKey: key });
    expect(claimed.statusCode).toBe(200);
    const result = body<ClaimMissionResult>(claimed).value;
    expect(result).toMatchObject({ amount: 5, payout: 'CASH', bonusId: null, claimable: 0 });
    expect(await mainMinor()).toBe(before + 500n);

    const again = await claim({ missionId: 'daily-slot-rounds', periodKey: key });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('MISSION_ALREADY_CLAIMED');
    expect(await mainMinor()).toBe(before + 500n);
    expect(mission(await summary(), 'daily-slot-rounds').state).toBe('claimed');
    expect(await badge()).toBe(0);

    const reward = await ctx.database.db
      .selectFrom('member_rewards')
      .select(['source', 'source_key', 'state', 'transaction_id'])
      .where('id', '=', result.rewardId)
      .executeTakeFirstOrThrow();
    expect(reward).toMatchObject({
      source: 'MISSION',
      source_key: `mission:daily-slot-rounds:${key}`,
      state: 'claimed',
    });
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const record = body<{ list: Array<{ kind: string; amount: number; transactionId: string }> }>(
      await get(
        member,
        `/wps/member/records/account?from=${today}&to=${today}&tzOffset=0&kind=BONUS`,
      ),
    ).value;
    expect(record.list).toEqual([
      expect.objectContaining({
        kind: 'BONUS',
        amount: 5,
        transactionId: String(reward.transaction_id),
      }),
    ]);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('counts credited deposits: once today, and toward the weekly total', async () => {
    expect(mission(await summary(), 'daily-deposit').state).toBe('process');
    await deposit(500);
    const view = await summary();
    expect(mission(view, 'daily-deposit')).toMatchObject({ progress: 1, state: 'claim' });
    expect(mission(view, 'weekly-deposit-total')).toMatchObject({
      progress: 500,
      target: 2000,
      state: 'process',
    });
    expect(await badge()).toBe(1);
    // A BONUS mission opens a bonus with its turnover (3 × 10).
    const claimed = await claim({ missionId: 'daily-deposit', periodKey: view.daily.periodKey });
    expect(claimed.statusCode).toBe(200);
    const result = body<ClaimMissionResult>(claimed).value;
    expect(result.payout).toBe('BONUS');
    expect(result.bonusId).not.toBeNull();
    const bonus = await ctx.database.db
      .selectFrom('member_bonuses')
      .select('turnover_required_minor')
      .where('id', '=', result.bonusId!)
      .executeTakeFirstOrThrow();
    expect(String(bonus.turnover_required_minor)).toBe('3000');
  });

  it('a new day starts the daily missions again; the week keeps counting', async () => {
    const yesterday = (await summary()).daily.periodKey;
    ctx.clock.advance(DAY);
    member = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const view = await summary();
    expect(view.daily.periodKey).not.toBe(yesterday);
    expect(mission(view, 'daily-slot-rounds')).toMatchObject({ progress: 0, state: 'process' });
    expect(mission(view, 'daily-deposit')).toMatchObject({ progress: 0, state: 'process' });
    expect(mission(view, 'weekly-rounds').progress).toBe(3);
    expect(mission(view, 'weekly-deposit-total').progress).toBe(500);
    // Yesterday's mission, complete and claimed or not, is over.
    const late = await claim({ missionId: 'daily-valid-bet', periodKey: yesterday });
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('MISSION_PERIOD_OVER');
  });

  it('the operator changes the missions through the brand patch; bad missions are refused', async () => {
    const patch = (missions: object) => ops('PATCH', '/ops/brands/PADMA', { missions });
    const quick = {
      id: 'quick-bet',
      period: 'DAILY',
      kind: 'VALID_BET',
      category: 'RNG',
      target: 20,
      reward: 2.5,
      payout: 'CASH',
      title: { bn: '৳২০ বাজি', en: 'Bet ৳20' },
    };
    for (const bad of [
      { list: [quick, quick] },
      { list: [{ ...quick, turnoverMultiple: 2 }] },
      { list: [{ ...quick, kind: 'DEPOSIT_COUNT' }] },
      { list: [{ ...quick, kind: 'ROUNDS', category: null, target: 2.5 }] },
      { list: [{ ...quick, reward: -1 }] },
      { list: [{ ...quick, id: 'Quick Bet' }] },
      { leaderboardSize: 1000 },
    ]) {
      const refused = await patch(bad);
      expect(refused.statusCode).toBe(400);
    }
    expect((await summary()).daily.missions).toHaveLength(3);
    const changed = await patch({ list: [quick], leaderboardSize: 5 });
    expect(changed.statusCode).toBe(200);
    const view = await summary();
    expect(view.daily.missions.map((each) => each.id)).toEqual(['quick-bet']);
    expect(view.weekly.missions).toEqual([]);
  });

  it('fifty claims at once pay once', async () => {
    await play(25);
    const key = (await summary()).daily.periodKey;
    expect(mission(await summary(), 'quick-bet').state).toBe('claim');
    const before = await mainMinor();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => claim({ missionId: 'quick-bet', periodKey: key })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200))
      expect(body(answer).code).toBe('MISSION_ALREADY_CLAIMED');
    expect(await mainMinor()).toBe(before + 250n);
    const rewards = await ctx.database.db
      .selectFrom('member_rewards')
      .select(sql<string>`count(*)`.as('count'))
      .where('source_key', '=', `mission:quick-bet:${key}`)
      .executeTakeFirstOrThrow();
    expect(Number(rewards.count)).toBe(1);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a trial account sees the missions but cannot claim', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const view = await summary(trial);
    expect(view.daily.missions.map((each) => each.id)).toEqual(['quick-bet']);
    const refused = await claim({ missionId: 'quick-bet', periodKey: view.daily.periodKey }, trial);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('NOT_REAL_ACCOUNT');
  });
});

describe('leaderboard', () => {
  it('ranks the brand’s members by valid bet in the period, masked, with the member’s place', async () => {
    const sub1 = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    // Today (Tuesday): demo_member 25 so far; demo_sub1 plays 60, demo_sub2 plays 10.
    await play(60, { account: 'demo_sub1' });
    await play(10, { account: 'demo_sub2' });
    const daily = await leaderboard('DAILY');
    expect(daily.list).toEqual([
      { rank: 1, username: 'de***b1', validBet: 60, isMe: false },
      { rank: 2, username: 'de***er', validBet: 25, isMe: true },
      { rank: 3, username: 'de***b2', validBet: 10, isMe: false },
    ]);
    expect(daily.me).toEqual({ rank: 2, validBet: 25 });
    // The week: demo_member 100 + 50.50 + 10 + 25 = 185.50 (the open round counts nothing).
    const weekly = await leaderboard('WEEKLY', sub1);
    expect(weekly.list.map((row) => [row.rank, row.validBet, row.isMe])).toEqual([
      [1, 185.5, false],
      [2, 60, true],
      [3, 10, false],
    ]);
    expect(weekly.me).toEqual({ rank: 2, validBet: 60 });
  });

  it('lists at most the brand’s leaderboard size, and still tells a member below it their rank', async () => {
    // leaderboardSize is 5 (set above): four players today, all listed; at 3, demo_sub2 (10)
    // is fourth, after demo_sub1 (61), demo_member (25) and demo_agent (17).
    for (const [account, stake] of [
      ['demo_agent', 17],
      ['demo_sub1', 1],
    ] as const)
      await play(stake, { account });
    const daily = await leaderboard('DAILY');
    expect(daily.list).toHaveLength(4);
    await ops('PATCH', '/ops/brands/PADMA', { missions: { leaderboardSize: 3 } });
    const sub2 = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const short = await leaderboard('DAILY', sub2);
    expect(short.list).toHaveLength(3);
    expect(short.list.some((row) => row.isMe)).toBe(false);
    expect(short.me).toEqual({ rank: 4, validBet: 10 });
  });

  it('a member with no valid bet in the period has no rank; another brand sees its own', async () => {
    ctx.clock.advance(DAY);
    const fresh = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const daily = await leaderboard('DAILY', fresh);
    expect(daily.list).toEqual([]);
    expect(daily.me).toEqual({ rank: null, validBet: 0 });
    const other = await login(ctx.app, 'demo_member', PASSWORDS.member, { Merchant: 'MEGHNA' });
    const weekly = body<MissionLeaderboard>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getMissionLeaderboard?period=WEEKLY',
        headers: authed(other, { Merchant: 'MEGHNA' }),
      }),
    ).value;
    expect(weekly.list).toEqual([]);
    const refused = await get(fresh, '/wps/relay/MCSFE_getMissionLeaderboard?period=MONTHLY');
    expect(refused.statusCode).toBe(400);
  });
});
