import type { EngagementSettings } from '@site/contracts';
import { signInOperator } from './support/operators.js';
import { body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';

/**
 * The console's engagement settings (issue 45 item 5): an admin reads a brand's missions, wheel
 * and envelopes, raffles and rebate rates as its site uses them; a finance operator and an admin
 * of another brand are refused; a new mission may not take the id of a removed one that paid
 * rewards (its reward key), and such a refusal changes nothing.
 */
let ctx: TestContext;
let admin: { authorization: string };

const createOperator = async (username: string, roles: string[], brands?: string[]) => {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, password: 'a-long-admin-password', roles, brands },
  });
  expect(created.statusCode).toBe(200);
  return {
    authorization: `Bearer ${await signInOperator(ctx, username, 'a-long-admin-password')}`,
  };
};

const read = (headers: { authorization: string }, code = 'PADMA') =>
  ctx.app.inject({ method: 'GET', url: `/ops/brands/${code}/engagement`, headers });

const patchMissions = (list: EngagementSettings['missions']['list']) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/ops/brands/PADMA/settings',
    headers: admin,
    payload: { patch: { missions: { list } }, reason: 'mission line-up' },
  });

const auditRows = () =>
  ctx.database.db
    .selectFrom('operator_audit')
    .select('id')
    .where('action', '=', 'brand.settings')
    .execute();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createOperator('engageadmin', ['admin']);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('engagement settings from the console', () => {
  it('reads the brand as its site uses it: defaults where the brand sets nothing', async () => {
    const response = await read(admin);
    expect(response.statusCode).toBe(200);
    const view = body<EngagementSettings>(response).value;
    expect(view.merchantCode).toBe('PADMA');
    expect(view.timeZone).toBe('Asia/Dhaka');
    expect(view.missions.list.map((mission) => mission.id)).toContain('daily-deposit');
    expect(view.missions.retiredIds).toEqual([]);
    expect(view.luckyDraw.wheel.prizes.length).toBeGreaterThanOrEqual(2);
    expect(view.luckyDraw.envelope.times.length).toBeGreaterThan(0);
    expect(view.raffles.map((raffle) => raffle.code)).toContain('DAILY_RAFFLE');
    expect(view.rebate.ratesPercent.RNG).toEqual(expect.any(Number));
  });

  it('refuses an operator without the admin role and an admin of another brand', async () => {
    const finance = await createOperator('engagefinance', ['finance']);
    expect((await read(finance)).statusCode).toBe(403);
    const other = await createOperator('engageother', ['admin'], ['MEGHNA']);
    expect((await read(other)).statusCode).toBe(403);
    expect((await read(other, 'MEGHNA')).statusCode).toBe(200);
    expect((await read(admin, 'NOSUCH')).statusCode).toBe(404);
  });

  it('keeps a removed mission id that paid rewards from coming back, and changes nothing', async () => {
    const before = body<EngagementSettings>(await read(admin)).value;
    const brand = await ctx.database.db
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    const account = await ctx.database.db
      .selectFrom('accounts')
      .select('id')
      .where('brand_id', '=', brand.id)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('member_rewards')
      .values({
        brand_id: brand.id,
        account_id: account.id,
        source: 'MISSION',
        source_key: 'mission:daily-deposit:D2026-11-30',
        title: 'Deposit once today',
        amount_minor: 1000n,
        payout: 'CASH',
        created_at: new Date(),
      })
      .execute();

    // An edit of a rewarded mission that stays listed keeps its id: allowed.
    const edited = before.missions.list.map((mission) =>
      mission.id === 'daily-deposit' ? { ...mission, reward: 12 } : mission,
    );
    expect((await patchMissions(edited)).statusCode).toBe(200);
    expect(body<EngagementSettings>(await read(admin)).value.missions.retiredIds).toEqual([]);

    // Removed: its id is retired.
    const without = edited.filter((mission) => mission.id !== 'daily-deposit');
    expect((await patchMissions(without)).statusCode).toBe(200);
    const after = body<EngagementSettings>(await read(admin)).value;
    expect(after.missions.retiredIds).toEqual(['daily-deposit']);
    expect(after.missions.list.map((mission) => mission.id)).not.toContain('daily-deposit');

    // A new mission under the retired id: refused, nothing stored, nothing audited.
    const audited = (await auditRows()).length;
    const reused = await patchMissions([
      ...without,
      {
        ...edited.find((mission) => mission.id === 'daily-deposit')!,
        title: { bn: 'নতুন', en: 'New' },
      },
    ]);
    expect(reused.statusCode).toBe(400);
    expect(body(reused)).toMatchObject({
      code: 'MISSION_ID_RETIRED',
      value: { field: `missions.list.${without.length}.id`, id: 'daily-deposit' },
    });
    expect(body<EngagementSettings>(await read(admin)).value.missions.list).toEqual(
      after.missions.list,
    );
    expect(await auditRows()).toHaveLength(audited);

    // A fresh id is fine.
    const fresh = await patchMissions([
      ...without,
      { ...edited.find((mission) => mission.id === 'daily-deposit')!, id: 'daily-deposit-2' },
    ]);
    expect(fresh.statusCode).toBe(200);
  });
});
