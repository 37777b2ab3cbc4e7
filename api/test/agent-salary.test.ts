// On PostgreSQL too: jobs run by two instances at once pay each period once.
import { sql } from 'kysely';
import type { AgentContractKind } from '../src/db/agentCentreSchema.js';
import {
  answerContract,
  offerContract,
  terminateContract,
  type ContractTerms,
} from '../src/services/agent/contracts.js';
import { runSalaryJob } from '../src/services/agent/salaryJobs.js';
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
 * Real-time salary settled by an idempotent job, against a hand-computed table. The chain:
 * platform → demo_agent → salsub1 → salsub2 → salmem1 (the player). Rates in basis points.
 *
 *   contract                 loss / win rate   single bet   W0: loss 100, win 30, a 0.50 round
 *   platform → demo_agent    100 / 50          1.00         1.00 + 0.15 = 1.15 (house pays)
 *   demo_agent → salsub1      80 / 40          200.00       nothing due (rounds under 200)
 *   salsub1 → salsub2         50 / 20          1.00         0.50 + 0.06 = 0.56 (salsub1 holds 0)
 */
const FIVE_MINUTES = 5 * 60_000;
const PASSWORD = 'Downline@2026';

let ctx: TestContext;
const chain = agentChain(() => ctx, PASSWORD);
const { ids, main, give, offerAndAccept } = chain;
const contracts: Record<string, string> = {};
let windowStart: number;
let brandId: string;

const terms = (rateBp: number, profitRateBp: number, minBet: number): ContractTerms => ({
  kind: 'REAL_TIME_SALARY',
  rateBp,
  profitRateBp,
  minBetMinor: BigInt(minBet * 100),
});

const salaries = (username: string) => chain.received(username, 'SALARY');

const settlements = () =>
  ctx.database.db
    .selectFrom('agent_settlements')
    .select(['contract_id', 'period_start', 'amount_minor', 'state'])
    .orderBy('id')
    .execute();

/** From the first window's day to the clock's: the windows may cross midnight (UTC). */
const salaryDays = () =>
  `from=${new Date(windowStart).toISOString().slice(0, 10)}&to=${ctx.clock.now().toISOString().slice(0, 10)}`;

const round = (id: string, stake: number, win: number) => chain.round('salmem1', id, stake, win);
const register = chain.register;

const run = (kind: AgentContractKind = 'REAL_TIME_SALARY', options = {}) =>
  runSalaryJob(ctx.database.db, kind, ctx.clock.now(), options);

beforeAll(async () => {
  ctx = await createTestContext();
  const now = ctx.clock.now().getTime();
  windowStart = Math.ceil(now / FIVE_MINUTES) * FIVE_MINUTES + FIVE_MINUTES;
  ctx.clock.advance(windowStart + 30_000 - now);
  await chain.init();
  brandId = chain.brandId();
  const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
    string,
    string
  >;
  await register(agent, 'salsub1', 'agent');
  const sub1 = authed(await login(ctx.app, 'salsub1', PASSWORD)) as Record<string, string>;
  await register(sub1, 'salsub2', 'agent');
  const sub2 = authed(await login(ctx.app, 'salsub2', PASSWORD)) as Record<string, string>;
  await register(sub2, 'salmem1', 'member');
  // The player's stake money passes down the chain, leaving salsub1 and salsub2 with nothing.
  await give('demo_agent', 'salsub1', 500, 'sal-fund-1');
  await give('salsub1', 'salsub2', 500, 'sal-fund-2');
  await give('salsub2', 'salmem1', 500, 'sal-fund-3');
  contracts.top = await offerAndAccept(null, 'demo_agent', terms(100, 50, 1));
  contracts.sub1 = await offerAndAccept('demo_agent', 'salsub1', terms(80, 40, 200));
  contracts.sub2 = await offerAndAccept('salsub1', 'salsub2', terms(50, 20, 1));
  // Many logins and registrations: slow on a busy machine with the embedded database.
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('real-time salary', () => {
  it('pays nothing before the window closes', async () => {
    await round('sal-1', 100, 0);
    await round('sal-2', 50, 80);
    await round('sal-3', 0.5, 0);
    expect(await run()).toEqual({ settled: 0, paid: 0, outstanding: 0 });
  });

  it('settles the window by the table: the platform pays, a short upline owes', async () => {
    const agentBefore = await main('demo_agent');
    ctx.clock.advance(FIVE_MINUTES);
    expect(await run()).toEqual({ settled: 3, paid: 1, outstanding: 1 });
    expect(await main('demo_agent')).toBe(agentBefore + 115n);
    expect(await salaries('salsub1')).toBe('0');
    expect(await salaries('salsub2')).toBe('0');
    const rows = await settlements();
    expect(rows.map((row) => [row.contract_id, row.amount_minor, row.state])).toEqual([
      [contracts.top, '115', 'PAID'],
      [contracts.sub1, '0', 'NOTHING_DUE'],
      [contracts.sub2, '56', 'OUTSTANDING'],
    ]);
    expect(rows.every((row) => new Date(row.period_start).getTime() === windowStart)).toBe(true);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('run twice and by two instances at once: the same ledger', async () => {
    const before = await ctx.database.db
      .selectFrom('ledger_entries')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(await run()).toEqual({ settled: 0, paid: 0, outstanding: 0 });
    const other = await ctx.buildApp();
    const [a, b] = await Promise.all([
      runSalaryJob(ctx.database.db, 'REAL_TIME_SALARY', ctx.clock.now()),
      runSalaryJob(other.db, 'REAL_TIME_SALARY', ctx.clock.now()),
    ]);
    expect(a.settled + b.settled).toBe(0);
    const after = await ctx.database.db
      .selectFrom('ledger_entries')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('pays the outstanding salary once when the upline has funds', async () => {
    await give('demo_agent', 'salsub1', 10, 'sal-fund-4');
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.paid + b.paid).toBe(1);
    expect(await salaries('salsub2')).toBe('56');
    expect(await main('salsub1')).toBe(1000n - 56n);
    expect((await run()).paid).toBe(0);
    expect((await settlements()).map((row) => row.state)).toEqual(['PAID', 'NOTHING_DUE', 'PAID']);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('a run killed midway and run again settles each window once, window by window', async () => {
    // Two more windows: a loss of 40 in the first, a win of 10 in the second.
    await round('sal-4', 40, 0);
    ctx.clock.advance(FIVE_MINUTES);
    await round('sal-5', 20, 30);
    ctx.clock.advance(FIVE_MINUTES);
    const stopped = await run('REAL_TIME_SALARY', { maxPeriods: 2 });
    expect(stopped.settled).toBe(2);
    const finished = await run();
    expect(finished.settled).toBe(4);
    // demo_agent: 40 × 1 % = 0.40, then 10 × 0.5 % = 0.05; salsub2: 0.20, then 0.02.
    expect(await salaries('salsub2')).toBe(String(56 + 20 + 2));
    const rows = await settlements();
    expect(rows).toHaveLength(9);
    expect(
      new Set(rows.map((row) => `${row.contract_id}@${new Date(row.period_start).getTime()}`)).size,
    ).toBe(9);
    await assertLedgerConsistent(ctx.database.db);
  });
});

describe('contract states and the higher-rate rule', () => {
  it('refuses an offer above the upline’s own rate, in the database', async () => {
    await expect(
      offerContract(ctx.database.db, {
        brandId,
        payerId: ids.salsub1!,
        agentId: ids.salsub2!,
        terms: terms(90, 20, 1),
        now: ctx.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'CONTRACT_ABOVE_OWN_RATE' });
    // And a state the machine does not allow.
    await expect(
      ctx.database.db
        .updateTable('agent_contracts')
        .set({ state: 'OFFERED' })
        .where('id', '=', contracts.top!)
        .execute(),
    ).rejects.toThrow();
  });

  it('a new lower contract for the agent completes its old one and terminates the higher downline contract', async () => {
    const lower = await offerAndAccept(null, 'demo_agent', terms(60, 30, 1));
    const states = await ctx.database.db
      .selectFrom('agent_contracts')
      .select(['id', 'state'])
      .orderBy('id')
      .execute();
    expect(states.map((row) => [row.id, row.state])).toEqual([
      [contracts.top, 'COMPLETED'],
      [contracts.sub1, 'TERMINATED'],
      [contracts.sub2, 'ACCEPTED'],
      [lower, 'ACCEPTED'],
    ]);
    await expect(
      terminateContract(ctx.database.db, {
        payerId: ids.demo_agent!,
        contractId: contracts.sub1!,
        now: ctx.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'CONTRACT_STATE' });
  });

  it('the agent sees the salary in its account record', async () => {
    const sub2 = authed(await login(ctx.app, 'salsub2', PASSWORD)) as Record<string, string>;
    const record = body<{ list: Array<{ kind: string; amount: number }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/wps/member/records/account?${salaryDays()}&tzOffset=0&kind=SALARY`,
        headers: sub2,
      }),
    ).value;
    expect(record.list.map((row) => row.amount).sort()).toEqual([0.02, 0.2, 0.56]);
  });
});

describe('contracts and income through the API', () => {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('an agent offers its direct sub-agent a contract within its own, the sub-agent accepts, both see it', async () => {
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    const sub1 = authed(await login(ctx.app, 'salsub1', PASSWORD)) as Record<string, string>;
    const offer = {
      kind: 'REAL_TIME_SALARY',
      account: 'salsub1',
      rateBp: 50,
      profitRateBp: 30,
      minBet: 1,
    };
    // Above demo_agent's own 60 / 30: refused, and nothing is offered.
    const above = await call('POST', '/wps/agent/contracts', agent, { ...offer, rateBp: 61 });
    expect(body(above).code).toBe('CONTRACT_ABOVE_OWN_RATE');
    // Not a direct downline, or not an agent.
    expect(
      body(await call('POST', '/wps/agent/contracts', agent, { ...offer, account: 'salsub2' }))
        .code,
    ).toBe('NOT_IN_TEAM');
    const offered = await call('POST', '/wps/agent/contracts', agent, offer);
    expect(offered.statusCode).toBe(200);
    const id = body<{ id: string }>(offered).value.id;
    // Only the agent it was offered to answers it.
    const stranger = authed(await login(ctx.app, 'salsub2', PASSWORD)) as Record<string, string>;
    expect(
      body(await call('POST', `/wps/agent/contracts/${id}/answer`, stranger, { answer: 'accept' }))
        .code,
    ).toBe('CONTRACT_STATE');
    expect(
      (await call('POST', `/wps/agent/contracts/${id}/answer`, sub1, { answer: 'accept' }))
        .statusCode,
    ).toBe(200);
    expect(
      body(await call('POST', `/wps/agent/contracts/${id}/answer`, sub1, { answer: 'accept' }))
        .code,
    ).toBe('CONTRACT_STATE');
    const view = body<{ mine: Array<{ id: string; state: string; payer: string }> }>(
      await call('GET', '/wps/agent/contracts?kind=REAL_TIME_SALARY', sub1),
    ).value;
    expect(view.mine[0]).toMatchObject({ id, state: 'ACCEPTED', payer: 'demo_agent' });
    const given = body<{ given: Array<{ id: string; agent: string }> }>(
      await call('GET', '/wps/agent/contracts?kind=REAL_TIME_SALARY', agent),
    ).value;
    expect(given.given.map((row) => row.agent)).toContain('salsub1');
    expect(
      (
        await call('POST', `/wps/agent/contracts/${id}/answer`, sub1, {
          answer: 'requestTermination',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/wps/agent/contracts/${id}/terminate`, agent)).statusCode).toBe(
      200,
    );
  });

  it('my income sums the salaries received', async () => {
    const sub2 = authed(await login(ctx.app, 'salsub2', PASSWORD)) as Record<string, string>;
    const income = body<{ total: number; byKind: Array<{ kind: string; amount: number }> }>(
      await call('GET', `/wps/agent/income?${salaryDays()}&tzOffset=0`, sub2),
    ).value;
    expect(income).toEqual({ total: 0.78, byKind: [{ kind: 'SALARY', amount: 0.78 }] });
  });
});

describe('platform offers (operator)', () => {
  it('a finance operator offers a top agent a contract, audited; other roles and non-top agents are refused', async () => {
    const operator = async (username: string, roles: string[]) => {
      const password = `${username}-long-password`;
      await ctx.app.inject({
        method: 'POST',
        url: '/ops/operators',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { username, password, roles },
      });
      return { authorization: `Bearer ${await signInOperator(ctx, username, password)}` };
    };
    const finance = await operator('fiona', ['finance']);
    const support = await operator('sam', ['support']);
    const offer = {
      brand: 'PADMA',
      account: 'demo_agent',
      kind: 'HOURLY_SALARY',
      rateBp: 30,
      minBet: 100,
      reason: 'Launch terms',
    };
    const post = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/ops/agent-contracts', headers, payload });
    expect((await post(support, offer)).statusCode).toBe(403);
    expect(body(await post(finance, { ...offer, account: 'salsub1' })).value).toMatchObject({
      field: 'account',
    });
    const made = await post(finance, offer);
    expect(made.statusCode).toBe(200);
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    const view = body<{ mine: Array<{ state: string; payer: string | null; minBet: number }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/agent/contracts?kind=HOURLY_SALARY',
        headers: agent,
      }),
    ).value;
    expect(view.mine[0]).toMatchObject({ state: 'OFFERED', payer: null, minBet: 100 });
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select('action')
      .where('action', '=', 'agent-contract.offer')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('hourly salary', () => {
  it('pays the rate of the hour’s team valid bet once it reaches the bet amount, once', async () => {
    // The platform's hourly offer above (0.30 %, bet amount 100.00), accepted now.
    const offer = await ctx.database.db
      .selectFrom('agent_contracts')
      .select('id')
      .where('kind', '=', 'HOURLY_SALARY')
      .where('state', '=', 'OFFERED')
      .executeTakeFirstOrThrow();
    await answerContract(ctx.database.db, {
      agentId: ids.demo_agent!,
      contractId: offer.id,
      answer: 'accept',
      now: ctx.clock.now(),
    });
    await round('sal-h1', 150, 100);
    await round('sal-h2', 50, 0);
    const before = await main('demo_agent');
    ctx.clock.advance(60 * 60_000);
    // 200.00 of valid bet × 0.30 % = 0.60, paid by the platform; a second run pays nothing.
    expect(await run('HOURLY_SALARY')).toEqual({ settled: 1, paid: 1, outstanding: 0 });
    expect(await run('HOURLY_SALARY')).toEqual({ settled: 0, paid: 0, outstanding: 0 });
    expect(await main('demo_agent')).toBe(before + 60n);
    // The next hour had no play: nothing due.
    ctx.clock.advance(60 * 60_000);
    expect(await run('HOURLY_SALARY')).toEqual({ settled: 1, paid: 0, outstanding: 0 });
    await assertLedgerConsistent(ctx.database.db);
  });
});
