// On PostgreSQL too: concurrent requests on one member's money.
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { buildApp } from '../src/app.js';
import { decryptCustomerServicePath } from '../src/services/content/customerServicePath.js';
import { rewardPendingLevelUps, syncVipLevel } from '../src/services/content/vipService.js';
import { TEST_PASSWORD_HASH } from './support/env.js';
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
 * VIP level-up rewards (issue 13, spec §9): the level is raised where the totals change (a
 * deposit credited, a round settled), each level-up is recorded once and offered once in the
 * reward centre (VIP_LEVEL_UP, key `vip:<level>`), also under concurrent syncs; member info reads
 * the stored level and no totals.
 */
interface Reward {
  id: string;
  source: string;
  title: string;
  state: string;
  amount: number;
  payout: string;
  turnoverMultiple: number;
}

const SLOT = 'PADMA_FORTUNE';
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

let ctx: TestContext;
let sub2: Record<string, string>;
let sub2Id: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sub2 = authed(await login(ctx.app, 'demo_sub2', PASSWORDS.member)) as Record<string, string>;
  sub2Id = await memberId(ctx.database.db, 'PADMA', 'demo_sub2');
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });
const rewardsOf = async (headers: Record<string, string>) =>
  body<{ list: Reward[] }>(await get('/wps/member/rewards', headers)).value.list;
const vipRewards = async (headers: Record<string, string>) =>
  (await rewardsOf(headers)).filter((reward) => reward.source === 'VIP_LEVEL_UP');
const levelUps = (id: string) =>
  ctx.database.db
    .selectFrom('vip_level_ups')
    .select(['level', 'upgrade_bonus_minor', 'rewarded_at'])
    .where('member_id', '=', id)
    .orderBy('level')
    .execute();
const rewardRows = (id: string) =>
  ctx.database.db
    .selectFrom('member_rewards')
    .select(['source_key', 'amount_minor', 'payout', 'turnover_multiple'])
    .where('account_id', '=', id)
    .where('source', '=', 'VIP_LEVEL_UP')
    .orderBy('source_key')
    .execute();

async function round(id: string, stake: number, account = 'demo_sub2') {
  const base = { account, roundId: id, gameCode: SLOT };
  const bet = await seamless(ctx.app, 'bet', { ...base, transactionId: `${id}-b`, amount: stake });
  expect(bet.statusCode).toBe(200);
  const win = await seamless(ctx.app, 'win', { ...base, transactionId: `${id}-w`, amount: stake });
  expect(win.statusCode).toBe(200);
}

async function creditDeposit(headers: Record<string, string>, amount: number, key: string) {
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers,
    payload: { method: 'bkash', channel: 'bkash-personal', amount, idempotencyKey: key },
  });
  expect(made.statusCode).toBe(200);
  const reference = body<{ reference: string }>(made).value.reference;
  const credited = await ctx.app.inject({
    method: 'POST',
    url: `/ops/deposits/${reference}/credit`,
    headers: ops,
    payload: {},
  });
  expect(credited.statusCode).toBe(200);
}

describe('VIP level-up rewards', () => {
  it('records a level-up where a round settles and offers its reward once', async () => {
    // demo_sub2 is seeded at level 1 (Bronze): level 2 asks 5,000 deposited and 50,000 bet.
    await creditDeposit(sub2, 5_000, 'vip-reward-deposit-1');
    for (let i = 1; i <= 4; i += 1) await round(`vr-${i}`, 10_000);
    expect(await levelUps(sub2Id)).toEqual([]);
    expect(await vipRewards(sub2)).toEqual([]);

    // The fifth round reaches 50,000: the level rises in its settlement, nobody opened a page.
    await round('vr-5', 10_000);
    const ups = await levelUps(sub2Id);
    expect(ups).toEqual([
      { level: 2, upgrade_bonus_minor: '20000', rewarded_at: expect.any(Date) },
    ]);
    const [reward] = await vipRewards(sub2);
    expect(reward).toMatchObject({
      source: 'VIP_LEVEL_UP',
      title: 'VIP 2 · সিলভার / Silver',
      state: 'claim',
      amount: 200,
      payout: 'CASH',
    });
    expect(await rewardRows(sub2Id)).toEqual([
      expect.objectContaining({ source_key: 'vip:2', amount_minor: '20000' }),
    ]);
    const message = await ctx.database.db
      .selectFrom('member_messages')
      .select(['type', 'params'])
      .where('account_id', '=', sub2Id)
      .where('type', '=', 'reward_granted')
      .executeTakeFirstOrThrow();
    expect(message.params).toMatchObject({ amount: '200.00', rewardId: reward!.id });

    // Member info shows the new club label; the VIP page agrees; nothing is recorded twice.
    // (A session cached before the level rose is dropped when the account's change is announced:
    // at once on PGlite, within moments on PostgreSQL, SESSION_CACHE_TTL_MS at the most.)
    let label: unknown = null;
    for (let tries = 0; tries < 30; tries += 1) {
      label = body<{ clubLabel: unknown }>(await get('/wps/member/info', sub2)).value.clubLabel;
      if ((label as { rankLevel: number }).rankLevel === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(label).toEqual({ labelName: 'Silver', rankLevel: 2 });
    const vip = body<{ member: { currentLevel: number; progress: { validBet: number } } }>(
      await get('/wps/relay/MCSFE_getVipLevels?language=en', sub2),
    ).value.member;
    expect(vip).toMatchObject({ currentLevel: 2, progress: { validBet: 50_000 } });
    await round('vr-6', 100);
    expect(await rewardRows(sub2Id)).toHaveLength(1);

    // Claimed in the reward centre, it pays 200 once.
    const before = (await balances(ctx.database.db, sub2Id)).MAIN ?? 0n;
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/wps/member/rewards/claim',
          headers: sub2,
          payload: { id: reward!.id },
        }),
      ),
    );
    for (const claimed of claims) expect(claimed.statusCode).toBe(200);
    expect((await balances(ctx.database.db, sub2Id)).MAIN).toBe(before + 20_000n);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('raises the level on a credited deposit too', async () => {
    const sub1 = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)) as Record<
      string,
      string
    >;
    const sub1Id = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    // demo_sub1 is Silver (2); Gold asks 20,000 deposited and 200,000 bet: bets first.
    await sql`insert into vip_totals (member_id, valid_bet_minor) values (${sub1Id}, 19990000)
      on conflict (member_id) do update
      set valid_bet_minor = vip_totals.valid_bet_minor + excluded.valid_bet_minor`.execute(
      ctx.database.db,
    );
    await round('vd-1', 100, 'demo_sub1');
    expect(await levelUps(sub1Id)).toEqual([]);
    await creditDeposit(sub1, 20_000, 'vip-reward-deposit-2');
    expect((await levelUps(sub1Id)).map((up) => up.level)).toEqual([3]);
    expect((await vipRewards(sub1)).map((reward) => reward.amount)).toEqual([600]);
  });

  it('member info reads neither the totals nor the history', async () => {
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(JSON.stringify(args.node satisfies RootOperationNode));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const app = await buildApp({
      db: ctx.database.db.withPlugin(recorder),
      notifications: ctx.database,
      clock: ctx.clock,
      config: {
        passwordHash: TEST_PASSWORD_HASH,
        opsToken: OPS_TOKEN,
        nodeEnv: 'test',
        withdrawalAutoConfirmEveryMs: 0,
        agentSettlementEveryMs: 0,
        lotteryJobEveryMs: 0,
        vipRewardJobEveryMs: 0,
      },
    });
    try {
      const headers = authed(await login(app, 'demo_sub2', PASSWORDS.member)) as Record<
        string,
        string
      >;
      statements.length = 0;
      for (let i = 0; i < 5; i += 1)
        expect(
          (await app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode,
        ).toBe(200);
      const touched = statements.join('\n');
      expect(touched).not.toMatch(/"bet_records"|"deposit_orders"|"vip_totals"|"vip_level_ups"/);
    } finally {
      await app.close();
    }
  });

  it('keeps the totals in step with settlements, rollbacks and trial play', async () => {
    const totals = async (id: string) =>
      ctx.database.db
        .selectFrom('vip_totals')
        .select(['deposit_minor', 'valid_bet_minor'])
        .where('member_id', '=', id)
        .executeTakeFirst()
        .then((row) => row ?? { deposit_minor: '0', valid_bet_minor: '0' });
    const sums = async (id: string) => {
      const { rows } = await sql<{ deposit_minor: string; valid_bet_minor: string }>`
        select
          (select coalesce(sum(amount_minor), 0) from deposit_orders
            where account_id = ${id} and state = 'credited')::text as deposit_minor,
          (select coalesce(sum(valid_bet_minor), 0) from bet_records
            where member_id = ${id} and status = 'SETTLED' and not is_trial)::text
            as valid_bet_minor`.execute(ctx.database.db);
      return rows[0];
    };
    // A round rolled back leaves the total; an open one does not count yet.
    const base = { account: 'demo_sub2', gameCode: SLOT };
    await seamless(ctx.app, 'bet', {
      ...base,
      roundId: 'tr-1',
      transactionId: 'tr-1-b',
      amount: 70,
    });
    await seamless(ctx.app, 'rollback', {
      ...base,
      roundId: 'tr-1',
      transactionId: 'tr-1-rb',
      originalTransactionId: 'tr-1-b',
    });
    await seamless(ctx.app, 'bet', {
      ...base,
      roundId: 'tr-2',
      transactionId: 'tr-2-b',
      amount: 30,
    });
    for (const username of ['demo_sub2', 'demo_member', 'demo_agent']) {
      const id = await memberId(ctx.database.db, 'PADMA', username);
      expect(await totals(id)).toEqual(await sums(id));
    }
    // A trial account's play never counts, and its level stays.
    const trialId = await memberId(ctx.database.db, 'PADMA', 'demo_trial');
    expect((await syncVipLevel(ctx.database.db, { id: trialId }, ctx.clock.now())).level).toBe(0);
    expect(await levelUps(trialId)).toEqual([]);
  });

  it('records and rewards each level once under concurrent syncs, at the brand amounts', async () => {
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/ops/brands/PADMA',
      headers: ops,
      payload: { vip: { upgradeBonus: { '4': 1_234.5 }, upgradeTurnoverMultiple: 3 } },
    });
    expect(patched.statusCode).toBe(200);
    const agentId = await memberId(ctx.database.db, 'PADMA', 'demo_agent');
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    // demo_sub2 (now Silver) reaches Platinum (4) at once: levels 3 and 4 are recorded.
    await sql`update vip_totals set deposit_minor = 5000000, valid_bet_minor = 60000000
      where member_id = ${sub2Id}`.execute(ctx.database.db);
    const now = ctx.clock.now();
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => syncVipLevel(ctx.database.db, { id: sub2Id }, now)),
      ...Array.from({ length: 4 }, () => get('/wps/relay/MCSFE_getVipLevels?language=bn', sub2)),
    ]);
    expect(answers).toHaveLength(16);
    expect((await levelUps(sub2Id)).map((up) => [up.level, up.upgrade_bonus_minor])).toEqual([
      [2, '20000'],
      [3, '60000'],
      [4, '123450'],
    ]);
    expect(await rewardRows(sub2Id)).toEqual([
      { source_key: 'vip:2', amount_minor: '20000', payout: 'CASH', turnover_multiple: '0.00' },
      { source_key: 'vip:3', amount_minor: '60000', payout: 'BONUS', turnover_multiple: '3.00' },
      { source_key: 'vip:4', amount_minor: '123450', payout: 'BONUS', turnover_multiple: '3.00' },
    ]);
    const messages = await ctx.database.db
      .selectFrom('member_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', sub2Id)
      .where('type', '=', 'reward_granted')
      .executeTakeFirstOrThrow();
    expect(Number(messages.count)).toBe(3);
    // An operator's level is a floor: the agent (Diamond, 5) has no level-ups to pay.
    expect((await get('/wps/member/info', agent)).statusCode).toBe(200);
    expect(await levelUps(agentId)).toEqual([]);
  });

  it('refuses a bad VIP setting and changes nothing', async () => {
    for (const vip of [
      { upgradeBonus: { '4': -1 } },
      { upgradeBonus: { '11': 5 } },
      { upgradeBonus: { '4': 'lots' } },
      { upgradeTurnoverMultiple: 1_000 },
      {},
    ]) {
      const refused = await ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: ops,
        payload: { vip },
      });
      expect([JSON.stringify(vip), refused.statusCode]).toEqual([JSON.stringify(vip), 400]);
    }
    const brand = await ctx.database.db
      .selectFrom('brands')
      .select('config')
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    expect(brand.config.vip).toEqual({
      upgradeBonus: { '4': 1_234.5 },
      upgradeTurnoverMultiple: 3,
    });
  });

  it('pays level-ups recorded without a reward once, however often the job runs', async () => {
    const memberIdGold = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    const brand = await ctx.database.db
      .selectFrom('accounts')
      .select('brand_id')
      .where('id', '=', memberIdGold)
      .executeTakeFirstOrThrow();
    // As recorded before 0035: a level-up with its bonus, not yet rewarded.
    await ctx.database.db
      .insertInto('vip_level_ups')
      .values({
        brand_id: brand.brand_id,
        member_id: memberIdGold,
        level: 3,
        reached_at: ctx.clock.now(),
        deposit_minor: 0n,
        valid_bet_minor: 0n,
        upgrade_bonus_minor: 60_000n,
      })
      .execute();
    const now = ctx.clock.now();
    const runs = await Promise.all(
      [1, 2, 3].map(() => rewardPendingLevelUps(ctx.database.db, now)),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await rewardPendingLevelUps(ctx.database.db, now)).toBe(0);
    expect((await rewardRows(memberIdGold)).map((row) => row.source_key)).toEqual(['vip:3']);
    const [up] = await levelUps(memberIdGold);
    expect(up!.rewarded_at).toEqual(now);
    // A level-up is history: rewarded once, never changed.
    await expect(
      sql`update vip_level_ups set rewarded_at = now() where member_id = ${memberIdGold}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/only marked rewarded, once/);
    await expect(
      sql`update vip_level_ups set upgrade_bonus_minor = 1 where member_id = ${sub2Id}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/only marked rewarded, once/);
  });
});

describe('VIP customer service', () => {
  const vipService = async (headers: Record<string, string>) =>
    body<{ available: boolean; path: string | null }>(
      await get('/wps/relay/MCSFE_getVipService', headers),
    ).value;

  it('gives the VIP desk from rank level 5, never below it, to trial accounts or visitors', async () => {
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    const member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<
      string,
      string
    >;
    const vip = await vipService(agent);
    expect(vip.available).toBe(true);
    const url = decryptCustomerServicePath(vip.path!);
    expect(url).toMatch(/\/chat\/PADMA\?desk=vip$/);
    const page = await ctx.app.inject({ method: 'GET', url: '/chat/PADMA?desk=vip&lang=en' });
    expect(page.body).toContain('VIP customer service');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/chat/PADMA?lang=bn' })).body,
    ).not.toContain('ভিআইপি');

    // demo_member is Gold (3): no VIP desk, and no link to it.
    expect(await vipService(member)).toEqual({ available: false, path: null });
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getVipService',
      headers: { Merchant: 'PADMA' },
    });
    expect(visitor.statusCode).toBe(401);
    // A trial account never gets it, whatever its level says.
    await sql`update accounts set club_rank_level = 6 where username = 'demo_trial'`.execute(
      ctx.database.db,
    );
    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<
      string,
      string
    >;
    expect(await vipService(trial)).toEqual({ available: false, path: null });

    // The brand's own VIP link, set and cleared by the operator without a rebuild.
    const patch = (vipPatch: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: ops,
        payload: { vip: vipPatch },
      });
    expect((await patch({ serviceUrl: 'http://plain.example' })).statusCode).toBe(400);
    expect((await patch({ serviceUrl: 'https://t.me/padma_vip' })).statusCode).toBe(200);
    expect(decryptCustomerServicePath((await vipService(agent)).path!)).toBe(
      'https://t.me/padma_vip',
    );
    expect((await patch({ serviceUrl: null })).statusCode).toBe(200);
    expect(decryptCustomerServicePath((await vipService(agent)).path!)).toMatch(/desk=vip$/);
  });

  it('follows the level the member reaches', async () => {
    // demo_sub2 reached Platinum (4) above; Diamond (5) asks 150,000 deposited and 1,500,000 bet.
    await sql`update vip_totals set deposit_minor = 15000000, valid_bet_minor = 150000000
      where member_id = ${sub2Id}`.execute(ctx.database.db);
    expect((await vipService(sub2)).available).toBe(false);
    await syncVipLevel(ctx.database.db, { id: sub2Id }, ctx.clock.now());
    expect((await vipService(sub2)).available).toBe(true);
  });
});
