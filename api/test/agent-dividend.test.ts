// On PostgreSQL too: jobs run by two instances at once pay each period once.
import { sql } from 'kysely';
import type { DividendTierRow } from '../src/db/agentCentreSchema.js';
import { offerContract, type ContractTerms } from '../src/services/agent/contracts.js';
import { periodEnd, periodStart } from '../src/services/agent/dividends.js';
import { runSalaryJob } from '../src/services/agent/salaryJobs.js';
import { agentChain } from './support/agentChain.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent } from './support/wallet.js';

/**
 * Dividends settled per period by the tier reached, against a hand-computed table. The chain:
 * platform → demo_agent → dvsub1 → dvsub2 → dvmem1 (a player); demo_agent → dvmem2 (a player).
 * Tiers: least valid bet / active members / team loss → rate.
 *
 *   A platform → demo_agent  WEEKLY       T1 100 / 1 / 0 → 10 %    T2 500 / 2 / 100 → 20 %
 *   B demo_agent → dvsub1    SEMIMONTHLY  T1 100 / 1 / 0 →  5 %    T2 300 / 2 / 200 → 10 %
 *   C dvsub1 → dvsub2        SEMIMONTHLY  T1 100 / 1 / 0 → 10 %
 *
 *   period                  rounds (stake → win)                    team result        pays
 *   A week Mon 1 – Mon 8    dvmem1 300 → 0; dvmem2 250 → 100         bet 550, 2, 450    T2 90.00
 *   A week 8 – 15           dvmem2 120 → 0; dvmem1 100 → 250         bet 220, 2, −30    nothing
 *   B half-month 1 – 16     dvmem1 300 → 0, 100 → 250, 50 → 0         bet 450, 1, 200    T1 10.00
 *   C half-month 1 – 16     (the same rounds)                        bet 450, 1, 200    T1 20.00
 *
 * (B's T2 needs two active members.) A is paid by the house; B by demo_agent; C by dvsub1, which
 * holds only B's 10.00 then: it stays
 * OUTSTANDING until dvsub1 receives money, and is then paid once.
 */
const PASSWORD = 'Downline@2026';
/** Monday 1 February 2027, 01:00 UTC. */
const START = Date.UTC(2027, 1, 1, 1);

let ctx: TestContext;
const chain = agentChain(() => ctx, PASSWORD);
const { ids } = chain;
const contracts: Record<string, string> = {};

const tier = (bet: number, members: number, loss: number, rateBp: number): DividendTierRow => ({
  minValidBetMinor: bet * 100,
  minActiveMembers: members,
  minTeamLossMinor: loss * 100,
  rateBp,
});

const dividend = (period: 'WEEKLY' | 'SEMIMONTHLY', tiers: DividendTierRow[]): ContractTerms => ({
  kind: 'DIVIDEND',
  rateBp: Math.max(...tiers.map((row) => row.rateBp)),
  profitRateBp: 0,
  minBetMinor: 0n,
  dividend: { period, tiers },
});

const run = (options = {}) => runSalaryJob(ctx.database.db, 'DIVIDEND', ctx.clock.now(), options);
const at = (ms: number) => ctx.clock.advance(ms - ctx.clock.now().getTime());
const agentHeaders = async (username: string, password = PASSWORD) =>
  authed(await login(ctx.app, username, password)) as Record<string, string>;

const settlements = async () =>
  (
    await ctx.database.db
      .selectFrom('agent_settlements')
      .select(['contract_id', 'period_start', 'amount_minor', 'state', 'tier'])
      .orderBy('id')
      .execute()
  ).map((row) => [
    row.contract_id,
    new Date(row.period_start).toISOString().slice(0, 10),
    row.amount_minor,
    row.state,
    row.tier,
  ]);

const ledgerCount = async () =>
  (
    await ctx.database.db
      .selectFrom('ledger_entries')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  ctx = await createTestContext();
  // The table is hand-computed on UTC days; brand-time-zone.test.ts crosses Dhaka's midnight.
  await sql`update brands set config = config || '{"timeZone":"UTC"}' where merchant_code = 'PADMA'`.execute(
    ctx.database.db,
  );
  at(START);
  await chain.init();
  const agent = await agentHeaders('demo_agent', PASSWORDS.agent);
  await chain.register(agent, 'dvsub1', 'agent');
  await chain.register(agent, 'dvmem2', 'member');
  await chain.register(await agentHeaders('dvsub1'), 'dvsub2', 'agent');
  await chain.register(await agentHeaders('dvsub2'), 'dvmem1', 'member');
  // The stake money passes down the chain: dvsub1 and dvsub2 keep nothing.
  await chain.give('demo_agent', 'dvsub1', 500, 'dv-fund-1');
  await chain.give('dvsub1', 'dvsub2', 500, 'dv-fund-2');
  await chain.give('dvsub2', 'dvmem1', 500, 'dv-fund-3');
  await chain.give('demo_agent', 'dvmem2', 300, 'dv-fund-4');
  contracts.A = await chain.offerAndAccept(
    null,
    'demo_agent',
    dividend('WEEKLY', [tier(100, 1, 0, 1000), tier(500, 2, 100, 2000)]),
  );
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('dividend periods on the brand calendar (UTC, and Asia/Dhaka at UTC+6)', () => {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  it.each([
    ['UTC', 'DAILY', '2027-02-14T23:59', '2027-02-14T00:00', '2027-02-15T00:00'],
    ['UTC', 'WEEKLY', '2027-02-14T23:59', '2027-02-08T00:00', '2027-02-15T00:00'],
    ['UTC', 'WEEKLY', '2027-02-15T00:00', '2027-02-15T00:00', '2027-02-22T00:00'],
    ['UTC', 'SEMIMONTHLY', '2027-02-15T23:59', '2027-02-01T00:00', '2027-02-16T00:00'],
    ['UTC', 'SEMIMONTHLY', '2027-02-16T00:00', '2027-02-16T00:00', '2027-03-01T00:00'],
    ['UTC', 'SEMIMONTHLY', '2026-12-31T12:00', '2026-12-16T00:00', '2027-01-01T00:00'],
    ['UTC', 'MONTHLY', '2027-02-28T23:59', '2027-02-01T00:00', '2027-03-01T00:00'],
    ['UTC', 'MONTHLY', '2026-12-01T00:00', '2026-12-01T00:00', '2027-01-01T00:00'],
    // 23:59 and 00:01 Dhaka time on Sunday 14 / Monday 15 February.
    ['Asia/Dhaka', 'DAILY', '2027-02-14T17:59', '2027-02-13T18:00', '2027-02-14T18:00'],
    ['Asia/Dhaka', 'DAILY', '2027-02-14T18:01', '2027-02-14T18:00', '2027-02-15T18:00'],
    ['Asia/Dhaka', 'WEEKLY', '2027-02-14T17:59', '2027-02-07T18:00', '2027-02-14T18:00'],
    ['Asia/Dhaka', 'WEEKLY', '2027-02-14T18:01', '2027-02-14T18:00', '2027-02-21T18:00'],
    ['Asia/Dhaka', 'SEMIMONTHLY', '2027-02-15T18:01', '2027-02-15T18:00', '2027-02-28T18:00'],
    ['Asia/Dhaka', 'MONTHLY', '2027-02-28T18:01', '2027-02-28T18:00', '2027-03-31T18:00'],
  ] as const)('%s %s at %s UTC: %s to %s', (zone, period, instant, start, end) => {
    const begins = periodStart(period, Date.parse(`${instant}Z`), zone);
    expect([iso(begins), iso(periodEnd(period, begins, zone))]).toEqual([start, end]);
  });
});

describe('contracts', () => {
  it('an agent offers its sub-agent a dividend through the API within its own top rate', async () => {
    const agent = await agentHeaders('demo_agent', PASSWORDS.agent);
    const offer = {
      kind: 'DIVIDEND',
      account: 'dvsub1',
      rateBp: 1000,
      period: 'SEMIMONTHLY',
      tiers: [
        { minValidBet: 100, minActiveMembers: 1, minTeamLoss: 0, rateBp: 500 },
        { minValidBet: 300, minActiveMembers: 2, minTeamLoss: 200, rateBp: 1000 },
      ],
    };
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/wps/agent/contracts', headers: agent, payload });
    // A dividend's rate is its top tier's; it needs a period and tiers; a salary has neither.
    expect(body(await post({ ...offer, rateBp: 900 })).value).toMatchObject({ field: 'rateBp' });
    const { period: _period, ...noPeriod } = offer;
    expect(body(await post(noPeriod)).value).toMatchObject({ field: 'period' });
    expect(
      body(await post({ ...offer, kind: 'DAILY_SALARY', rateBp: 10, tiers: undefined })).value,
    ).toMatchObject({ field: 'period' });
    // Above demo_agent's own top rate (20 %): refused by the database rule.
    const above = {
      ...offer,
      rateBp: 2100,
      tiers: [{ minValidBet: 0, minActiveMembers: 0, minTeamLoss: 0, rateBp: 2100 }],
    };
    expect(body(await post(above)).code).toBe('CONTRACT_ABOVE_OWN_RATE');
    const made = await post(offer);
    expect(made.statusCode).toBe(200);
    contracts.B = body<{ id: string }>(made).value.id;
    const sub1 = await agentHeaders('dvsub1');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/wps/agent/contracts/${contracts.B}/answer`,
          headers: sub1,
          payload: { answer: 'accept' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the sub-agent’s own offer is capped by its dividend, in the database', async () => {
    await expect(
      offerContract(ctx.database.db, {
        brandId: chain.brandId(),
        payerId: ids.dvsub1!,
        agentId: ids.dvsub2!,
        terms: dividend('SEMIMONTHLY', [tier(100, 1, 0, 1100)]),
        now: ctx.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'CONTRACT_ABOVE_OWN_RATE' });
    // A dividend whose rate is not its top tier's never gets in, even past the API.
    await expect(
      offerContract(ctx.database.db, {
        brandId: chain.brandId(),
        payerId: ids.dvsub1!,
        agentId: ids.dvsub2!,
        terms: { ...dividend('SEMIMONTHLY', [tier(100, 1, 0, 500)]), rateBp: 900 },
        now: ctx.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    contracts.C = await chain.offerAndAccept(
      'dvsub1',
      'dvsub2',
      dividend('SEMIMONTHLY', [tier(100, 1, 0, 1000)]),
    );
    // The terms never change.
    await expect(
      ctx.database.db
        .updateTable('agent_contracts')
        .set({ period: 'DAILY' })
        .where('id', '=', contracts.C)
        .execute(),
    ).rejects.toThrow();
  });
});

describe('settlement by the table', () => {
  it('week 1: nothing before the week ends, then the house pays tier 2', async () => {
    at(START + 60_000);
    await chain.round('dvmem1', 'dv-1', 300, 0);
    await chain.round('dvmem2', 'dv-2', 250, 100);
    at(Date.UTC(2027, 1, 7, 23, 59));
    expect(await run()).toEqual({ settled: 0, paid: 0, outstanding: 0 });
    const before = await chain.main('demo_agent');
    at(Date.UTC(2027, 1, 8, 0, 1));
    expect(await run()).toEqual({ settled: 1, paid: 1, outstanding: 0 });
    expect(await chain.main('demo_agent')).toBe(before + 9000n);
    expect(await settlements()).toEqual([[contracts.A, '2027-02-01', '9000', 'PAID', 2]]);
  });

  it('the agent sees its current tier and its payouts', async () => {
    await chain.round('dvmem2', 'dv-3', 120, 0);
    ctx.clock.advance(60_000);
    const view = body<{
      mine: Array<{ period: string; tiers: unknown[] }>;
      settlements: Array<{ amount: number; state: string; tier: number | null }>;
      progress: Record<string, unknown>;
      downlineAgents: string[];
    }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/agent/contracts?kind=DIVIDEND',
        headers: await agentHeaders('demo_agent', PASSWORDS.agent),
      }),
    ).value;
    expect(view.mine[0]).toMatchObject({ period: 'WEEKLY' });
    expect(view.mine[0]!.tiers).toEqual([
      { minValidBet: 100, minActiveMembers: 1, minTeamLoss: 0, rateBp: 1000 },
      { minValidBet: 500, minActiveMembers: 2, minTeamLoss: 100, rateBp: 2000 },
    ]);
    expect(view.settlements).toEqual([
      expect.objectContaining({ amount: 90, state: 'PAID', tier: 2 }),
    ]);
    expect(view.progress).toEqual({
      periodStart: '2027-02-08T00:00:00.000Z',
      periodEnd: '2027-02-15T00:00:00.000Z',
      validBet: 120,
      activeMembers: 1,
      teamLoss: 120,
      tier: 1,
    });
    expect(view.downlineAgents).toEqual(['dvsub1']);
  });

  it('week 2: the team won, no tier, nothing due', async () => {
    // dvmem2 lost 120 above; dvmem1 wins 150: the team won 30.
    await chain.round('dvmem1', 'dv-4', 100, 250);
    at(Date.UTC(2027, 1, 15, 0, 1));
    expect(await run()).toEqual({ settled: 1, paid: 0, outstanding: 0 });
    expect((await settlements())[1]).toEqual([contracts.A, '2027-02-08', '0', 'NOTHING_DUE', null]);
  });

  it('half-month: killed midway, two instances at once, run again: each period once', async () => {
    await chain.round('dvmem1', 'dv-6', 50, 0);
    at(Date.UTC(2027, 1, 16, 0, 1));
    const sub1Before = await chain.main('dvsub1');
    expect(await run({ maxPeriods: 1 })).toEqual({ settled: 1, paid: 1, outstanding: 0 });
    const other = await ctx.buildApp();
    const [a, b] = await Promise.all([run(), runSalaryJob(other.db, 'DIVIDEND', ctx.clock.now())]);
    expect(a.settled + b.settled).toBe(1);
    expect(a.outstanding + b.outstanding).toBe(1);
    const count = await ledgerCount();
    expect(await run()).toEqual({ settled: 0, paid: 0, outstanding: 0 });
    expect(await ledgerCount()).toBe(count);
    expect((await settlements()).slice(2)).toEqual([
      [contracts.B, '2027-02-01', '1000', 'PAID', 1],
      [contracts.C, '2027-02-01', '2000', 'OUTSTANDING', 1],
    ]);
    expect(await chain.main('dvsub1')).toBe(sub1Before + 1000n);
    expect(await chain.received('dvsub2', 'DIVIDEND')).toBe('0');
    await assertLedgerConsistent(ctx.database.db);
  });

  it('the outstanding dividend is paid once when the upline has funds', async () => {
    await chain.give('demo_agent', 'dvsub1', 20, 'dv-fund-5');
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.paid + b.paid).toBe(1);
    expect((await run()).paid).toBe(0);
    expect(await chain.received('dvsub2', 'DIVIDEND')).toBe('2000');
    expect(await chain.main('dvsub1')).toBe(1000n + 2000n - 2000n);
    expect((await settlements()).map((row) => row[3])).toEqual([
      'PAID',
      'NOTHING_DUE',
      'PAID',
      'PAID',
    ]);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a lower dividend for the agent terminates the higher one it gave', async () => {
    await chain.offerAndAccept(null, 'demo_agent', dividend('WEEKLY', [tier(0, 0, 0, 800)]));
    const states = await ctx.database.db
      .selectFrom('agent_contracts')
      .select(['id', 'state'])
      .where('kind', '=', 'DIVIDEND')
      .orderBy('id')
      .execute();
    expect(states.map((row) => [row.id, row.state]).slice(0, 3)).toEqual([
      [contracts.A, 'COMPLETED'],
      [contracts.B, 'TERMINATED'],
      [contracts.C, 'ACCEPTED'],
    ]);
  });
});
