import type {
  AgentNode,
  AgentNodePage,
  OpsAgentContractPage,
  OpsAgentPayoutPage,
} from '@site/contracts';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { signInOperator } from './support/operators.js';

/**
 * The agent tree in the operator console (issue 45 item 7): support and finance read a brand's
 * agents, an account's direct downlines one level at a time, an agent's contracts and payouts,
 * never another brand's for an operator limited to brands; finance offers the platform's
 * contract, which the agent centre then shows.
 *
 * PADMA's tree here: demo_agent (top) → demo_sub1, demo_sub2 (seeded members), atsub (a
 * sub-agent) → atdeep (its member); atzero, a second top agent with no team.
 */
let ctx: TestContext;
type Bearer = { authorization: string };
const bearer = (token: string): Bearer => ({ authorization: `Bearer ${token}` });
let support: Bearer;
let finance: Bearer;
let meghnaSupport: Bearer;
let release: Bearer;
let brandId: string;

/** An account of PADMA made in the database, under `upline` (a username) or none. */
async function addAccount(username: string, isAgent: number, upline: string | null) {
  const { db } = ctx.database;
  const template = await db
    .selectFrom('accounts')
    .selectAll()
    .where('username_key', '=', 'demo_agent')
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  const parent = upline
    ? await db
        .selectFrom('accounts')
        .select('id')
        .where('username_key', '=', upline)
        .where('brand_id', '=', brandId)
        .executeTakeFirstOrThrow()
    : null;
  return db
    .insertInto('accounts')
    .values({
      brand_id: brandId,
      username,
      username_key: username,
      password_hash: template.password_hash,
      nickname: `Nick ${username}`,
      is_agent: isAgent,
      upline_id: parent?.id ?? null,
      password_changed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ctx = await createTestContext();
  brandId = (
    await ctx.database.db
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow()
  ).id;
  const create = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload,
    });
  for (const [username, roles, brands] of [
    ['sana', ['support'], ['PADMA']],
    ['farid', ['finance'], ['PADMA']],
    ['mina', ['support'], ['MEGHNA']],
    ['rafi', ['release'], undefined],
  ] as const)
    expect(
      (await create({ username, password: 'a-long-operator-password', roles, brands })).statusCode,
    ).toBe(200);
  support = bearer(await signInOperator(ctx, 'sana', 'a-long-operator-password'));
  finance = bearer(await signInOperator(ctx, 'farid', 'a-long-operator-password'));
  meghnaSupport = bearer(await signInOperator(ctx, 'mina', 'a-long-operator-password'));
  release = bearer(await signInOperator(ctx, 'rafi', 'a-long-operator-password'));
  await addAccount('atsub', 2, 'demo_agent');
  await addAccount('atdeep', 0, 'atsub');
  await addAccount('atzero', 1, null);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Bearer) => ctx.app.inject({ method: 'GET', url, headers });
const read = async <Value>(url: string, headers: Bearer = support) => {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  return body<Value>(response).value;
};
const offer = (headers: Bearer, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/ops/agent-contracts', headers, payload });

describe('the brand’s agents', () => {
  it('lists the top agents with their direct downlines and team sizes', async () => {
    const page = await read<AgentNodePage>('/ops/agents?brand=PADMA');
    const accounts = page.list.map((node) => node.account);
    expect(accounts).toContain('demo_agent');
    expect(accounts).toContain('atzero');
    // A sub-agent has an upline: it is no root of the tree.
    expect(accounts).not.toContain('atsub');
    expect(page.list.find((node) => node.account === 'demo_agent')).toMatchObject({
      agent: true,
      upline: null,
      directCount: 3,
      teamSize: 4,
      contracts: [],
    });
    expect(page.list.find((node) => node.account === 'atzero')).toMatchObject({
      directCount: 0,
      teamSize: 0,
    });
  });

  it('searches every agent by the beginning of its username, top agents first', async () => {
    const page = await read<AgentNodePage>('/ops/agents?brand=PADMA&q=AT');
    expect(page.list.map((node) => node.account)).toEqual(['atzero', 'atsub']);
    expect(page.list[1]).toMatchObject({ upline: 'demo_agent', directCount: 1, teamSize: 1 });
    // Members are no agents; `%` is a letter.
    expect((await read<AgentNodePage>('/ops/agents?brand=PADMA&q=atdeep')).total).toBe(0);
    expect((await read<AgentNodePage>('/ops/agents?brand=PADMA&q=%25')).total).toBe(0);
  });

  it('pages the list', async () => {
    const first = await read<AgentNodePage>('/ops/agents?brand=PADMA&q=at&pageSize=1');
    const second = await read<AgentNodePage>('/ops/agents?brand=PADMA&q=at&pageSize=1&pageNo=2');
    expect([first.total, first.totalPages]).toEqual([2, 2]);
    expect([first.list[0]!.account, second.list[0]!.account]).toEqual(['atzero', 'atsub']);
  });

  it('is for support and finance of the brand only', async () => {
    expect((await get('/ops/agents?brand=PADMA', finance)).statusCode).toBe(200);
    expect((await get('/ops/agents?brand=PADMA', release)).statusCode).toBe(403);
    expect((await get('/ops/agents?brand=PADMA', meghnaSupport)).statusCode).toBe(403);
    expect((await get('/ops/agents/PADMA/demo_agent/downlines', meghnaSupport)).statusCode).toBe(
      403,
    );
    expect((await get('/ops/agents/PADMA/demo_agent/contracts', meghnaSupport)).statusCode).toBe(
      403,
    );
    expect((await get('/ops/agents?brand=NOPE', support)).statusCode).toBe(404);
    expect((await get('/ops/agents', support)).statusCode).toBe(400);
    // The MEGHNA operator reads its own brand's tree.
    const meghna = await read<AgentNodePage>('/ops/agents?brand=MEGHNA', meghnaSupport);
    expect(meghna.list.map((node) => node.account)).toEqual(['demo_agent']);
  });
});

describe('one level of the tree', () => {
  it('lists the direct downlines, agents first, never a downline’s own downlines', async () => {
    const page = await read<AgentNodePage>('/ops/agents/PADMA/demo_agent/downlines');
    expect(page.list.map((node) => node.account)).toEqual(['atsub', 'demo_sub1', 'demo_sub2']);
    expect(page.list.map((node) => node.account)).not.toContain('atdeep');
    expect(page.list[0]).toMatchObject({ agent: true, upline: 'demo_agent', directCount: 1 });
    expect(page.list[1]).toMatchObject({ agent: false, isAgent: 0, directCount: 0 });
    const deeper = await read<AgentNodePage>('/ops/agents/PADMA/atsub/downlines');
    expect(deeper.list.map((node) => node.account)).toEqual(['atdeep']);
  });

  it('pages a level', async () => {
    const second = await read<AgentNodePage>(
      '/ops/agents/PADMA/demo_agent/downlines?pageNo=2&pageSize=2',
    );
    expect(second).toMatchObject({ total: 3, totalPages: 2 });
    expect(second.list.map((node) => node.account)).toEqual(['demo_sub2']);
  });

  it('answers 404 for an unknown or trial account', async () => {
    expect((await get('/ops/agents/PADMA/nobody/downlines', support)).statusCode).toBe(404);
    expect((await get('/ops/agents/PADMA/demo_trial', support)).statusCode).toBe(404);
  });
});

describe('contracts and payouts', () => {
  it('lists the platform’s offer and the settled periods, newest first, paged', async () => {
    const terms = {
      brand: 'PADMA',
      account: 'demo_agent',
      kind: 'DAILY_SALARY',
      rateBp: 50,
      minBet: 100,
      reason: 'Console tree test',
    };
    expect((await offer(support, terms)).statusCode).toBe(403);
    const made = await offer(finance, terms);
    expect(made.statusCode).toBe(200);
    const contractId = body<{ id: string }>(made).value.id;
    // A sub-agent is offered contracts by its upline, not by the platform.
    const sub = await offer(finance, { ...terms, account: 'atsub' });
    expect(sub.statusCode).toBe(400);

    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'target_id', 'reason'])
      .where('action', '=', 'agent-contract.offer')
      .execute();
    expect(audit).toEqual([
      { action: 'agent-contract.offer', target_id: contractId, reason: 'Console tree test' },
    ]);

    const node = await read<AgentNode>('/ops/agents/PADMA/demo_agent');
    expect(node.contracts).toEqual([{ kind: 'DAILY_SALARY', state: 'OFFERED' }]);
    const contracts = await read<OpsAgentContractPage>('/ops/agents/PADMA/demo_agent/contracts');
    expect(contracts.total).toBe(1);
    expect(contracts.list[0]).toMatchObject({
      id: contractId,
      kind: 'DAILY_SALARY',
      payer: null,
      state: 'OFFERED',
      rateBp: 50,
      minBet: 100,
    });
    // The agent's side sees the same offer.
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    const view = await ctx.app.inject({
      method: 'GET',
      url: '/wps/agent/contracts?kind=DAILY_SALARY',
      headers: agent,
    });
    expect(body<{ mine: { id: string; payer: string | null }[] }>(view).value.mine).toEqual([
      expect.objectContaining({ id: contractId, payer: null }),
    ]);

    const day = 86_400_000;
    const start = Date.UTC(2026, 0, 1);
    await ctx.database.db
      .insertInto('agent_settlements')
      .values([
        {
          contract_id: contractId,
          period_start: new Date(start),
          period_end: new Date(start + day),
          basis_minor: '250000',
          amount_minor: '1250',
          state: 'OUTSTANDING',
          created_at: new Date(start + day),
        },
        {
          contract_id: contractId,
          period_start: new Date(start + day),
          period_end: new Date(start + 2 * day),
          basis_minor: '0',
          amount_minor: '0',
          state: 'NOTHING_DUE',
          created_at: new Date(start + 2 * day),
        },
      ])
      .execute();
    const payouts = await read<OpsAgentPayoutPage>(
      '/ops/agents/PADMA/demo_agent/payouts?pageSize=1',
      finance,
    );
    expect(payouts).toMatchObject({ total: 2, totalPages: 2 });
    expect(payouts.list[0]).toMatchObject({
      contractId,
      kind: 'DAILY_SALARY',
      payer: null,
      periodStart: new Date(start + day).toISOString(),
      state: 'NOTHING_DUE',
      amount: 0,
    });
    const older = await read<OpsAgentPayoutPage>(
      '/ops/agents/PADMA/demo_agent/payouts?pageSize=1&pageNo=2',
    );
    expect(older.list[0]).toMatchObject({ state: 'OUTSTANDING', amount: 12.5, basis: 2500 });
    // Another agent's list holds none of them.
    expect((await read<OpsAgentPayoutPage>('/ops/agents/PADMA/atsub/payouts')).total).toBe(0);
    expect((await read<OpsAgentContractPage>('/ops/agents/PADMA/atsub/contracts')).total).toBe(0);
  });
});
