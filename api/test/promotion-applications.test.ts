// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import { drawDueRaffles } from '../src/services/promotions/raffles.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';
import { image, ops } from './support/withdrawal.js';
import { promotionIds } from './support/promotions.js';

/**
 * Promotion applications reviewed by operators and raffles with their draw (issue 13): every
 * move of spec §4 and the illegal ones (refused by the database too), another member neither
 * sees nor acts, an issued application's reward claimed once; a raffle claimed twice is one
 * ticket, a draw run twice or concurrently pays once, and its winners are recorded before any
 * reward is offered. The clock is the test's own.
 */
let ctx: TestContext;
let member: string;
let sub: string;
let memberAccount: string;
let promos: Record<string, number>;
const DAY = 24 * 60 * 60 * 1000;

/** Moves the test clock; sessions idle that long are over, so both members log in again. */
async function advance(ms: number) {
  ctx.clock.advance(ms);
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  sub = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
}

beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  sub = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
  memberAccount = await memberId(ctx.database.db, 'PADMA', 'demo_member');
  promos = await promotionIds(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

interface Application {
  id: string;
  status: string;
  member: string;
  comment: string | null;
  reason: string | null;
  images: { path: string }[];
  reward: { id: string; amount: number; state: string } | null;
}
interface Detail {
  memberState: string;
  application: { id: number; status: string; reason: string | null } | null;
  raffle?: {
    period: string;
    drawAt: number;
    tickets: number[];
    lastDraw: { period: string; winners: { account: string }[]; won: boolean } | null;
  };
}

const apply = (token: string, promotionId: number, comment: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_applyActivity',
    headers: authed(token),
    payload: { promotionId, comment, images: [image()] },
  });
const detail = async (token: string, id: number) =>
  body<Detail>(
    await ctx.app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getPromotionDetail?id=${id}`,
      headers: authed(token),
    }),
  ).value;
const move = (id: string, action: string, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/applications/${id}/${action}`,
    headers: ops,
    payload,
  });
const queue = async (query = '') =>
  body<{ list: Application[] }>(
    await ctx.app.inject({ method: 'GET', url: `/ops/applications${query}`, headers: ops }),
  ).value.list;
const messages = async (token: string) =>
  body<{ list: { type: string; params: Record<string, unknown> }[] }>(
    await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/messages?pageSize=50',
      headers: authed(token),
    }),
  ).value.list;
const rewards = async (token: string) =>
  body<{ list: { id: string; source: string; state: string; amount: number }[] }>(
    await ctx.app.inject({ method: 'GET', url: '/wps/member/rewards', headers: authed(token) }),
  ).value.list;
const claimReward = (token: string, id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/member/rewards/claim',
    headers: authed(token),
    payload: { id },
  });

describe('promotion applications', () => {
  let applicationId: string;

  it('lists a pending application with its comment and image for the operator', async () => {
    const applied = await apply(member, promos.WELCOME100!, 'First deposit 500');
    expect(applied.statusCode).toBe(200);
    applicationId = String(body<{ applicationId: number }>(applied).value.applicationId);
    const pending = (await queue('?brand=PADMA')).find((row) => row.id === applicationId)!;
    expect(pending).toMatchObject({
      status: 'applying',
      member: 'demo_member',
      comment: 'First deposit 500',
    });
    expect(pending.images).toHaveLength(1);
    // The queue's filters (issue 45): by member, by age on the test's clock, a page with the total.
    const page = async (query: string) =>
      body<{ list: Application[]; total: number }>(
        await ctx.app.inject({ method: 'GET', url: `/ops/applications${query}`, headers: ops }),
      ).value;
    const mine = await page('?brand=PADMA&member=demo_member&pageNo=1&pageSize=1');
    expect(mine.list.map((row) => row.id)).toEqual([applicationId]);
    expect(mine.total).toBe(1);
    expect((await page('?brand=PADMA&member=demo_sub1&pageNo=1&pageSize=5')).total).toBe(0);
    expect((await page('?brand=PADMA&member=demo_member&minAgeMinutes=5')).total).toBe(0);
    expect((await page('?brand=PADMA&member=demo_member&pageNo=2&pageSize=1')).list).toEqual([]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/ops/applications?pageSize=101&pageNo=1',
      headers: ops,
    });
    expect(bad.statusCode).toBe(400);
    const picture = await ctx.app.inject({
      method: 'GET',
      url: pending.images[0]!.path,
      headers: ops,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // Another brand's queue does not hold it; a member's token is no operator's.
    expect((await queue('?brand=MEGHNA')).map((row) => row.id)).not.toContain(applicationId);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/ops/applications',
          headers: authed(member),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('moves applying → process → issued once; wrong moves get 409 and change nothing', async () => {
    expect(body(await move(applicationId, 'issue', { amount: 25 })).code).toBe('APPLICATION_STATE');
    const processed = await move(applicationId, 'process');
    expect(processed.statusCode).toBe(200);
    expect(body<Application>(processed).value.status).toBe('process');
    const again = await move(applicationId, 'process');
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('APPLICATION_STATE');
    expect((await detail(member, promos.WELCOME100!)).memberState).toBe('process');

    // WELCOME100 pays nothing by itself: the amount is needed, and nothing changes without it.
    const noAmount = await move(applicationId, 'issue');
    expect(noAmount.statusCode).toBe(400);
    expect(body(noAmount).code).toBe('VALIDATION_FAILED');
    expect((await move(applicationId, 'issue', { amount: 'abc' })).statusCode).toBe(400);
    expect((await move(applicationId, 'issue', { amount: -5 })).statusCode).toBe(400);
    expect((await detail(member, promos.WELCOME100!)).memberState).toBe('process');

    // Two operators issue at once: one wins, the other gets a clear 409.
    const both = await Promise.all([
      move(applicationId, 'issue', { amount: 25 }),
      move(applicationId, 'issue', { amount: 25 }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const issued = body<Application>(both.find((response) => response.statusCode === 200)!).value;
    expect(issued).toMatchObject({ status: 'issued', reward: { amount: 25, state: 'claim' } });
    expect((await move(applicationId, 'reject', { reason: 'late' })).statusCode).toBe(409);

    const seen = await detail(member, promos.WELCOME100!);
    expect(seen.memberState).toBe('issued');
    const types = (await messages(member)).map((message) => message.type);
    expect(types).toEqual(expect.arrayContaining(['application_process', 'application_issued']));
  });

  it('the issued reward is claimed once in the reward centre', async () => {
    const reward = (await rewards(member)).find(
      (entry) => entry.source === 'PROMOTION' && entry.state === 'claim' && entry.amount === 25,
    )!;
    expect(reward).toBeDefined();
    // Another member cannot claim it.
    expect((await claimReward(sub, reward.id)).statusCode).toBe(404);
    const before = (await balances(ctx.database.db, memberAccount)).MAIN!;
    const claims = await Promise.all([
      claimReward(member, reward.id),
      claimReward(member, reward.id),
    ]);
    expect(claims.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await balances(ctx.database.db, memberAccount)).MAIN).toBe(before + 2500n);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('another member neither sees the application nor its image', async () => {
    const theirs = await detail(sub, promos.WELCOME100!);
    expect(theirs.application).toBeNull();
    expect(theirs.memberState).toBe('join');
    const pending = await queue('?status=issued');
    const path = pending.find((row) => row.id === applicationId)!.images[0]!.path;
    const imageId = path.split('/').pop();
    const asSub = await ctx.app.inject({
      method: 'GET',
      url: `/assets/applications/${imageId}`,
      headers: authed(sub),
    });
    expect(asSub.statusCode).toBe(404);
  });

  it('rejects with a reason the member sees, who may apply again', async () => {
    const applied = await apply(member, promos.CASHBACK10!, 'user id demo_member');
    const id = String(body<{ applicationId: number }>(applied).value.applicationId);
    expect((await move(id, 'reject', {})).statusCode).toBe(400);
    expect((await move(id, 'reject', { reason: '   ' })).statusCode).toBe(400);
    const rejected = await move(id, 'reject', { reason: 'No net loss last week' });
    expect(body<Application>(rejected).value).toMatchObject({
      status: 'rejected',
      reason: 'No net loss last week',
      reward: null,
    });
    const seen = await detail(member, promos.CASHBACK10!);
    expect(seen.memberState).toBe('rejected');
    expect(seen.application).toMatchObject({ reason: 'No net loss last week' });
    const message = (await messages(member)).find(
      (entry) => entry.type === 'application_rejected',
    )!;
    expect(message.params).toMatchObject({ reason: 'No net loss last week' });
    expect((await move(id, 'process')).statusCode).toBe(409);
    expect((await apply(member, promos.CASHBACK10!, 'second try')).statusCode).toBe(200);
    expect((await move('999999999', 'process')).statusCode).toBe(404);
  });

  it('the database refuses other moves and edits, even from raw SQL', async () => {
    const db = ctx.database.db;
    await expect(
      sql`update activity_applications set status = 'applying' where id = ${applicationId}`.execute(
        db,
      ),
    ).rejects.toThrow(/cannot go from issued to applying/);
    await expect(
      sql`update activity_applications set comment = 'changed' where id = ${applicationId}`.execute(
        db,
      ),
    ).rejects.toThrow(/cannot change/);
    const fresh = await sql<{ id: string }>`select id from activity_applications
      where status = 'applying' limit 1`.execute(db);
    const pendingId = fresh.rows[0]!.id;
    await expect(
      sql`update activity_applications set status = 'issued' where id = ${pendingId}`.execute(db),
    ).rejects.toThrow(/cannot go from applying to issued/);
    await expect(
      sql`update activity_applications set status = 'rejected' where id = ${pendingId}`.execute(db),
    ).rejects.toThrow(/rejected_reason/);
    await expect(
      sql`insert into activity_applications (member_id, promotion_id, status, created_at, updated_at)
        values (${memberAccount}, ${promos.EID_SPECIAL}, 'issued', now(), now())`.execute(db),
    ).rejects.toThrow(/starts applying/);
  });
});

describe('raffles', () => {
  const claim = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      headers: authed(token),
      payload: { promotionId: promos.DAILY_RAFFLE },
    });
  const draw = (period: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/ops/raffles/draw',
      headers: ops,
      payload: { brand: 'PADMA', promotion: 'DAILY_RAFFLE', period, ...extra },
    });
  const raffleRewards = (period: string) =>
    ctx.database.db
      .selectFrom('member_rewards')
      .select(['account_id', 'amount_minor'])
      .where('source', '=', 'RAFFLE')
      .where('source_key', '=', `raffle:${promos.DAILY_RAFFLE}:${period}`)
      .execute();

  it('a claim twice is one ticket for the coming draw at 22:00 Dhaka', async () => {
    const [first, second] = await Promise.all([claim(member), claim(member)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const values = [first, second].map(
      (response) =>
        body<{
          alreadyClaimed: boolean;
          raffle: { period: string; drawAt: number; tickets: number[] };
        }>(response).value,
    );
    expect(values.map((value) => value.alreadyClaimed).sort()).toEqual([false, true]);
    const { period, drawAt, tickets } = values[0]!.raffle;
    expect(tickets).toEqual([1]);
    expect(new Date(drawAt).toISOString()).toMatch(/T16:00:00\.000Z$/);
    expect(drawAt).toBeGreaterThan(ctx.clock.now().getTime());
    expect(drawAt - ctx.clock.now().getTime()).toBeLessThanOrEqual(DAY);
    const seen = await detail(member, promos.DAILY_RAFFLE!);
    expect(seen.memberState).toBe('claimed');
    expect(seen.raffle).toMatchObject({ period, tickets: [1] });
    expect((await detail(sub, promos.DAILY_RAFFLE!)).raffle!.tickets).toEqual([]);
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    expect((await claim(trial)).statusCode).toBe(403);
  });

  it('a draw before its time is refused unless early; run twice or concurrently it pays once', async () => {
    await claim(sub);
    const { period } = (await detail(member, promos.DAILY_RAFFLE!)).raffle!;
    const notDue = await draw(period);
    expect(notDue.statusCode).toBe(409);
    expect(body(notDue).code).toBe('RAFFLE_NOT_DUE');
    expect((await draw('2026-02-30')).statusCode).toBe(400);
    expect((await draw('2026-13-01', { promotion: 'WELCOME100' })).statusCode).toBe(404);

    // Winners are recorded before any reward is offered: a check in the database says so.
    await sql`create function test_raffle_recorded_first() returns trigger language plpgsql as $$
      begin
        if new.source = 'RAFFLE' and not exists (select 1 from raffle_winners w
            where w.account_id = new.account_id
              and 'raffle:' || w.promotion_id || ':' || w.period = new.source_key) then
          raise exception 'raffle reward offered before its winner was recorded';
        end if;
        return new;
      end $$`.execute(ctx.database.db);
    await sql`create trigger test_raffle_recorded_first before insert on member_rewards
      for each row execute function test_raffle_recorded_first()`.execute(ctx.database.db);

    await advance(DAY + 60_000);
    const runs = await Promise.all([
      drawDueRaffles(ctx.database.db, ctx.clock.now()),
      drawDueRaffles(ctx.database.db, ctx.clock.now()),
      draw(period),
    ]);
    await sql`drop trigger test_raffle_recorded_first on member_rewards`.execute(ctx.database.db);
    await sql`drop function test_raffle_recorded_first()`.execute(ctx.database.db);
    expect(runs[2].statusCode).toBe(200);
    const drawnNow = [
      ...runs[0].filter((result) => result.period === period),
      ...runs[1].filter((result) => result.period === period),
      body<{ drawnNow: boolean; period: string }>(runs[2]).value,
    ].filter((result) => result.drawnNow);
    expect(drawnNow).toHaveLength(1);

    const paid = await raffleRewards(period);
    // Three prizes of 100 by default, two entrants: both win, once each.
    expect(paid).toHaveLength(2);
    expect(paid.every((row) => row.amount_minor === '10000')).toBe(true);
    const repeat = body<{ drawnNow: boolean; winners: unknown[] }>(await draw(period)).value;
    expect(repeat).toMatchObject({ drawnNow: false });
    expect(repeat.winners).toHaveLength(2);
    expect(await drawDueRaffles(ctx.database.db, ctx.clock.now())).toEqual([]);
    expect(await raffleRewards(period)).toHaveLength(2);

    const seen = await detail(member, promos.DAILY_RAFFLE!);
    expect(seen.raffle!.lastDraw).toMatchObject({ period, won: true });
    expect(seen.raffle!.lastDraw!.winners.map((winner) => winner.account)).toEqual(
      expect.arrayContaining(['de***er', 'de***b1']),
    );
    expect(seen.raffle!.tickets).toEqual([]);
    expect(seen.memberState).toBe('claim');
    expect((await messages(member)).map((message) => message.type)).toContain('raffle_won');
    const prize = (await rewards(member)).find((entry) => entry.source === 'RAFFLE')!;
    expect(prize).toMatchObject({ state: 'claim', amount: 100 });
    expect((await claimReward(member, prize.id)).statusCode).toBe(200);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a draw that fails part-way leaves nothing, and the rerun pays once', async () => {
    await claim(member);
    const { period } = (await detail(member, promos.DAILY_RAFFLE!)).raffle!;
    await sql`create function test_fail_raffle() returns trigger language plpgsql as $$
      begin raise exception 'crash while paying'; end $$`.execute(ctx.database.db);
    await sql`create trigger test_fail_raffle before insert on member_rewards
      for each row execute function test_fail_raffle()`.execute(ctx.database.db);
    await advance(DAY + 60_000);
    await expect(drawDueRaffles(ctx.database.db, ctx.clock.now())).rejects.toThrow(/crash/);
    await sql`drop trigger test_fail_raffle on member_rewards`.execute(ctx.database.db);
    await sql`drop function test_fail_raffle()`.execute(ctx.database.db);
    const draws = await ctx.database.db
      .selectFrom('raffle_draws')
      .select('period')
      .where('period', '=', period)
      .execute();
    expect(draws).toHaveLength(0);
    const results = await drawDueRaffles(ctx.database.db, ctx.clock.now());
    expect(results.map((result) => result.period)).toEqual([period]);
    expect(await raffleRewards(period)).toHaveLength(1);
    await expect(
      sql`update raffle_winners set rank = 2 where period = ${period}`.execute(ctx.database.db),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('an early draw closes its period: the next claim is for the following draw', async () => {
    await claim(sub);
    const { period } = (await detail(sub, promos.DAILY_RAFFLE!)).raffle!;
    const early = await draw(period, { early: true });
    expect(body<{ early: boolean; winners: unknown[] }>(early).value).toMatchObject({
      early: true,
    });
    const next = body<{ raffle: { period: string } }>(await claim(sub)).value.raffle.period;
    expect(next > period).toBe(true);
  });
});
