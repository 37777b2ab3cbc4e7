import { sql } from 'kysely';
import type { MissionSummary } from '@site/contracts';
import { runLotteryJob } from '../src/services/lottery/lotteryJob.js';
import { runSalaryJob } from '../src/services/agent/salaryJobs.js';
import { missionSummary } from '../src/services/missions/missionService.js';
import { agentChain } from './support/agentChain.js';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent } from './support/wallet.js';
import { signInOperator } from './support/operators.js';

/**
 * One brand time zone (issue 40 item 14) on the test clock, across the brand's midnight: a bet
 * at 23:59 and one at 00:01 Dhaka time (17:59 and 18:01 UTC) fall on two days for a brand on
 * Asia/Dhaka, and on one for a brand on Europe/London, where it is not midnight then. Salaries,
 * dividends, missions and the lottery's result days follow the zone; changing it never settles
 * an instant twice (the next period starts where the last settled one ended).
 */
const PASSWORD = 'Tzone@2026';
/** Wednesday 10 March 2027, 12:00 UTC (London is on UTC until the 28th). */
const START = Date.UTC(2027, 2, 10, 12);
const DHAKA_MIDNIGHT = Date.UTC(2027, 2, 10, 18);
const MINUTE = 60_000;

let ctx: TestContext;
const chain = agentChain(() => ctx, PASSWORD);
const contracts: Record<'salary' | 'dividend', string> = { salary: '', dividend: '' };

const moveTo = (at: number) => {
  const delta = at - ctx.clock.now().getTime();
  if (delta > 0) ctx.clock.advance(delta);
};

/** An admin operator's session (signed in afresh: the test clock outruns a session). */
async function adminHeaders() {
  return {
    authorization: `Bearer ${await signInOperator(ctx, 'tzadmin', 'a-long-admin-password')}`,
  };
}

/** Sets PADMA's zone as an operator does: the admin route the CLI calls, audited. */
const putZone = async (timeZone: string, reason = 'brand moves its clock') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/ops/brands/PADMA/time-zone',
    headers: await adminHeaders(),
    payload: { timeZone, reason },
  });

async function setZone(timeZone: string) {
  const response = await putZone(timeZone);
  expect(response.statusCode).toBe(200);
  return body<{ merchantCode: string; before: string; after: string }>(response).value;
}

const settlements = async (contractId: string) =>
  (
    await ctx.database.db
      .selectFrom('agent_settlements')
      .select(['period_start', 'period_end', 'basis_minor', 'state'])
      .where('contract_id', '=', contractId)
      .orderBy('period_start')
      .execute()
  ).map((row) => ({
    start: new Date(row.period_start).toISOString(),
    end: new Date(row.period_end).toISOString(),
    basis: String(row.basis_minor),
    state: row.state,
  }));

const roundsProgress = async (timeZone: string) => {
  const brand = await ctx.app.brands.byCode('PADMA');
  const summary: MissionSummary = await missionSummary(
    ctx.database.db,
    { config: { ...brand!.config, timeZone } },
    chain.ids.tzmember1!,
    ctx.clock.now(),
  );
  const slot = summary.daily.missions.find((mission) => mission.id === 'daily-slot-rounds')!;
  return { zone: summary.timeZone, key: summary.daily.periodKey, rounds: slot.progress };
};

const drawPeriods = async (date: string) =>
  body<{ list: Array<{ period: string }> }>(
    await ctx.app.inject({
      method: 'GET',
      url: `/lgw/vn/numeros/opened/game?gameCode=VN_FAST_1M&count=100&date=${date}`,
      headers: { Merchant: 'PADMA' },
    }),
  ).value.list.map((draw) => draw.period);

beforeAll(async () => {
  ctx = await createTestContext();
  moveTo(START);
  await chain.init();
  const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
    string,
    string
  >;
  await chain.register(agent, 'tzmember1', 'member');
  await chain.give('demo_agent', 'tzmember1', 1000, 'tz-fund-1');
  contracts.salary = await chain.offerAndAccept(null, 'demo_agent', {
    kind: 'DAILY_SALARY',
    rateBp: 100,
    profitRateBp: 0,
    minBetMinor: 0n,
  });
  contracts.dividend = await chain.offerAndAccept(null, 'demo_agent', {
    kind: 'DIVIDEND',
    rateBp: 1000,
    profitRateBp: 0,
    minBetMinor: 0n,
    dividend: {
      period: 'DAILY',
      tiers: [{ minValidBetMinor: 100, minActiveMembers: 1, minTeamLossMinor: 0, rateBp: 1000 }],
    },
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username: 'tzadmin', password: 'a-long-admin-password', roles: ['admin'] },
  });
  expect(created.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('one brand time zone', () => {
  it('the demo brand is on Asia/Dhaka and its site is told so', async () => {
    const permission = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/permission?url=localhost',
      headers: { Merchant: 'PADMA' },
    });
    expect(body<{ settings: { timeZone: string } }>(permission).value.settings.timeZone).toBe(
      'Asia/Dhaka',
    );
  });

  it('bets at 23:59 and 00:01 Dhaka time: two days on Dhaka, one on London', async () => {
    moveTo(DHAKA_MIDNIGHT - 3 * MINUTE);
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    moveTo(DHAKA_MIDNIGHT - MINUTE);
    await chain.round('tzmember1', 'tz-1', 100, 0);
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    moveTo(DHAKA_MIDNIGHT);
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    moveTo(DHAKA_MIDNIGHT + MINUTE);
    await chain.round('tzmember1', 'tz-2', 100, 0);
    await runLotteryJob(ctx.database.db, ctx.clock.now());
    moveTo(DHAKA_MIDNIGHT + MINUTE + 30_000);
    await runLotteryJob(ctx.database.db, ctx.clock.now());

    // Missions: at 00:01:30 Dhaka the day holds only the 00:01 round; London's holds both.
    expect(await roundsProgress('Asia/Dhaka')).toEqual({
      zone: 'Asia/Dhaka',
      key: 'D2027-03-11',
      rounds: 1,
    });
    expect(await roundsProgress('Europe/London')).toEqual({
      zone: 'Europe/London',
      key: 'D2027-03-10',
      rounds: 2,
    });

    // The lottery's result days: the 23:59 draw is on the 10th in Dhaka, the 00:01 one on the 11th.
    const tenth = await drawPeriods('2027-03-10');
    expect(tenth).toContain('202703101759');
    expect(tenth).not.toContain('202703101801');
    expect(await drawPeriods('2027-03-11')).toEqual(
      expect.arrayContaining(['202703101800', '202703101801']),
    );
    expect(await setZone('Europe/London')).toEqual({
      merchantCode: 'PADMA',
      before: 'Asia/Dhaka',
      after: 'Europe/London',
    });
    expect(await drawPeriods('2027-03-10')).toEqual(
      expect.arrayContaining(['202703101759', '202703101800', '202703101801']),
    );
    expect(await drawPeriods('2027-03-11')).not.toContain('202703101801');
    await setZone('Asia/Dhaka');
  });

  it('the daily salary and the daily dividend settle the two Dhaka days apart', async () => {
    moveTo(DHAKA_MIDNIGHT + 24 * 60 * MINUTE + 30_000);
    for (const kind of ['DAILY_SALARY', 'DIVIDEND'] as const)
      await runSalaryJob(ctx.database.db, kind, ctx.clock.now());
    for (const id of [contracts.salary, contracts.dividend]) {
      expect(await settlements(id)).toEqual([
        {
          start: '2027-03-09T18:00:00.000Z',
          end: '2027-03-10T18:00:00.000Z',
          basis: '10000',
          state: 'PAID',
        },
        {
          start: '2027-03-10T18:00:00.000Z',
          end: '2027-03-11T18:00:00.000Z',
          basis: '10000',
          state: 'PAID',
        },
      ]);
    }
  });

  it('on London the same two minutes are one day; the change settles no instant twice', async () => {
    await setZone('Europe/London');
    const nextMidnight = DHAKA_MIDNIGHT + 48 * 60 * MINUTE;
    moveTo(nextMidnight - MINUTE);
    await chain.round('tzmember1', 'tz-3', 100, 0);
    moveTo(nextMidnight + MINUTE);
    await chain.round('tzmember1', 'tz-4', 100, 0);
    // London's midnight: 00:00 UTC on the 13th.
    moveTo(Date.UTC(2027, 2, 13, 0, 0, 30));
    for (let run = 0; run < 2; run += 1)
      for (const kind of ['DAILY_SALARY', 'DIVIDEND'] as const)
        await runSalaryJob(ctx.database.db, kind, ctx.clock.now());
    for (const id of [contracts.salary, contracts.dividend]) {
      const rows = await settlements(id);
      expect(rows.slice(2)).toEqual([
        // From the last Dhaka midnight to London's next: a short period, with nothing in it.
        {
          start: '2027-03-11T18:00:00.000Z',
          end: '2027-03-12T00:00:00.000Z',
          basis: '0',
          state: 'NOTHING_DUE',
        },
        {
          start: '2027-03-12T00:00:00.000Z',
          end: '2027-03-13T00:00:00.000Z',
          basis: '20000',
          state: 'PAID',
        },
      ]);
      // The periods chain end to start: every round counted once, 4 rounds of 100.
      for (const [index, row] of rows.entries())
        if (index > 0) expect(row.start).toBe(rows[index - 1]!.end);
      expect(rows.reduce((sum, row) => sum + Number(row.basis), 0)).toBe(40_000);
    }
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses a name that is no IANA zone, changing nothing; the change is audited', async () => {
    for (const timeZone of ['+06:00', 'BST', 'Mars/Olympus', 'asia/dhaka']) {
      expect((await putZone(timeZone, 'typo')).statusCode).toBe(400);
    }
    const brand = await ctx.database.db
      .selectFrom('brands')
      .select(sql<string>`config->>'timeZone'`.as('zone'))
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    expect(brand.zone).toBe('Europe/London');
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'before', 'after', 'operator_name'])
      .where('action', '=', 'brand.time-zone')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.operator_name, row.before, row.after])).toEqual([
      ['tzadmin', { timeZone: 'Asia/Dhaka' }, { timeZone: 'Europe/London' }],
      ['tzadmin', { timeZone: 'Europe/London' }, { timeZone: 'Asia/Dhaka' }],
      ['tzadmin', { timeZone: 'Asia/Dhaka' }, { timeZone: 'Europe/London' }],
    ]);
  });
});
