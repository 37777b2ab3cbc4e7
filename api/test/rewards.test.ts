// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import { BONUS_STATES, REWARD_STATES } from '../src/db/migrations/0029_member_rewards.js';
import { offerReward } from '../src/services/rewards/memberRewards.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import {
  assertLedgerConsistent,
  houseGameCode as catalogueHouseGame,
  memberId,
  seamless,
} from './support/wallet.js';
import { memberCalls, ops } from './support/withdrawal.js';

/**
 * The reward centre and bonus details (issue 13): an operator's grant, a claim that pays once
 * (also under 50 concurrent claims), a bonus whose turnover comes from house-game bets and
 * blocks withdrawal until met, expiry of rewards and bonuses with an injected clock, trial
 * accounts that see but cannot claim, and a paying promotion claimed through its reward.
 */
let ctx: TestContext;
let member: string;
let memberAccount: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  memberAccount = await memberId(ctx.database.db, 'PADMA', 'demo_member');
});
afterAll(async () => {
  await ctx.close();
});

let keys = 0;
const grant = (payload: Record<string, unknown>, headers: Record<string, string> = ops) =>
  ctx.app.inject({
    method: 'POST',
    url: '/ops/rewards',
    headers,
    payload: {
      brand: 'PADMA',
      account: 'demo_member',
      amount: 100,
      kind: 'CASH',
      reason: 'Loyalty thanks',
      idempotencyKey: `grant-key-${Date.now()}-${(keys += 1)}`,
      ...payload,
    },
  });

interface Reward {
  id: string;
  source: string;
  state: string;
  amount: number;
  payout: string;
}
interface Bonus {
  id: string;
  state: string;
  amount: number;
  turnoverRequired: number;
  turnoverDone: number;
}

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authed(token) });
const rewards = async (token = member) =>
  body<{ list: Reward[]; unclaimed: number }>(await get(token, '/wps/member/rewards')).value;
const bonuses = async (token = member) =>
  body<{ list: Bonus[] }>(await get(token, '/wps/member/bonuses')).value.list;
const claim = (id: string, token = member) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/member/rewards/claim',
    headers: authed(token),
    payload: { id },
  });
const mainBalance = async (account = memberAccount) => {
  const row = await ctx.database.db
    .selectFrom('wallet_accounts')
    .select('balance_minor')
    .where('member_id', '=', account)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  return Number(row?.balance_minor ?? 0) / 100;
};
const unreadRewards = async (token = member) =>
  body<{ rewards: number }>(await get(token, '/wps/relay/CSP_unreadCount')).value.rewards;

const houseGameCode = () => catalogueHouseGame(ctx.app);
let rounds = 0;
/** One settled house-game round: `stake` of valid bet, nothing won. */
async function playRound(stake: number, account = 'demo_member') {
  const roundId = `reward-round-${(rounds += 1)}`;
  const round = { account, roundId, gameCode: await houseGameCode() };
  const bet = await seamless(ctx.app, 'bet', {
    ...round,
    transactionId: `${roundId}-b`,
    amount: stake,
  });
  expect(bet.statusCode).toBe(200);
  const win = await seamless(ctx.app, 'win', {
    ...round,
    transactionId: `${roundId}-w`,
    amount: 0,
  });
  expect(win.statusCode).toBe(200);
}

describe('operator grant and claim', () => {
  it('grants a cash reward with a message, claims it once, and the badge follows', async () => {
    const unreadBefore = await unreadRewards();
    const granted = await grant({ amount: '25.50', reason: 'Sorry for the outage' });
    expect(granted.statusCode).toBe(200);
    const reward = body<{ reward: Reward; replayed: boolean }>(granted).value;
    expect(reward).toMatchObject({
      replayed: false,
      reward: { source: 'OPERATOR', state: 'claim', amount: 25.5, payout: 'CASH' },
    });
    expect(await unreadRewards()).toBe(unreadBefore + 1);
    const message = await ctx.database.db
      .selectFrom('member_messages')
      .select(['type', 'params'])
      .where('account_id', '=', memberAccount)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ type: 'reward_granted', params: { amount: '25.50' } });

    const before = await mainBalance();
    const first = await claim(reward.reward.id);
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toMatchObject({
      alreadyClaimed: false,
      bonusId: null,
      reward: { state: 'claimed' },
    });
    expect(await mainBalance()).toBeCloseTo(before + 25.5, 2);
    const again = await claim(reward.reward.id);
    expect(body(again).value).toMatchObject({ alreadyClaimed: true });
    expect(await mainBalance()).toBeCloseTo(before + 25.5, 2);
    expect(await unreadRewards()).toBe(unreadBefore);
    const listed = (await rewards()).list.find((item) => item.id === reward.reward.id);
    expect(listed?.state).toBe('claimed');
    const movement = await ctx.database.db
      .selectFrom('wallet_transactions')
      .select('kind')
      .where('idempotency_key', '=', `reward:${reward.reward.id}`)
      .execute();
    expect(movement).toEqual([{ kind: 'BONUS' }]);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('replays a grant with the same key, and refuses bad grants', async () => {
    const key = 'grant-replay-0001';
    const one = body<{ reward: Reward; replayed: boolean }>(
      await grant({ idempotencyKey: key }),
    ).value;
    const two = body<{ reward: Reward; replayed: boolean }>(
      await grant({ idempotencyKey: key }),
    ).value;
    expect(two).toMatchObject({ replayed: true, reward: { id: one.reward.id } });
    expect(body(await grant({ kind: 'CASH', turnover: 3 })).code).toBe('VALIDATION_FAILED');
    expect((await grant({ amount: 0 })).statusCode).toBe(400);
    expect(body(await grant({ account: 'demo_trial' })).code).toBe('NOT_REAL_ACCOUNT');
    expect(body(await grant({ account: 'nobody_here' })).code).toBe('MEMBER_NOT_FOUND');
    // Nobody but a finance operator grants; a member's token is not an operator's.
    expect((await grant({}, { authorization: `Bearer ${member}` })).statusCode).toBe(401);
    const listed = body<{ list: Array<Reward & { account: string }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/ops/rewards?brand=PADMA&account=demo_member&state=claim',
        headers: ops,
      }),
    ).value.list;
    expect(listed.some((item) => item.id === one.reward.id && item.account === 'demo_member')).toBe(
      true,
    );
  });

  it('pays one credit for 50 concurrent claims', async () => {
    const reward = body<{ reward: Reward }>(await grant({ amount: 7 })).value.reward;
    const before = await mainBalance();
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(reward.id)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const fresh = answers.filter(
      (answer) => !body<{ alreadyClaimed: boolean }>(answer).value.alreadyClaimed,
    );
    expect(fresh).toHaveLength(1);
    expect(await mainBalance()).toBeCloseTo(before + 7, 2);
    const credits = await ctx.database.db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('idempotency_key', '=', `reward:${reward.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(1);
    await assertLedgerConsistent(ctx.database.db);
  });
});

describe('bonus turnover', () => {
  it('counts house-game bets, blocks withdrawal until met, then completes', async () => {
    const calls = memberCalls(ctx.app, member);
    expect((await calls.setPassword('246810')).statusCode).toBe(200);
    const added = await calls.addAccount({
      provider: 'BKASH',
      accountNumber: '01712345678',
      holderName: 'Rahim Uddin',
    });
    expect(added.statusCode).toBe(200);
    const payoutId = body<Array<{ id: string }>>(added).value[0]!.id;

    const reward = body<{ reward: Reward }>(
      await grant({ amount: 100, kind: 'BONUS', turnover: 5, reason: 'Welcome bonus' }),
    ).value.reward;
    const claimed = body<{ bonusId: string }>(await claim(reward.id)).value;
    expect(claimed.bonusId).toMatch(/^\d+$/);
    ctx.clock.advance(1000);
    let [bonus] = await bonuses();
    expect(bonus).toMatchObject({
      id: claimed.bonusId,
      state: 'ACTIVE',
      amount: 100,
      turnoverRequired: 500,
      turnoverDone: 0,
    });
    let overview = await calls.overview();
    expect(overview.blockers).toContainEqual({ code: 'BONUS_TURNOVER', remaining: 500 });
    const refused = await calls.withdraw({
      payoutAccountId: payoutId,
      amount: 100,
      paymentPassword: '246810',
    });
    expect(body(refused)).toMatchObject({
      code: 'WITHDRAWAL_BONUS_TURNOVER',
      value: { remaining: 500 },
    });

    await playRound(120);
    await playRound(180);
    [bonus] = await bonuses();
    expect(bonus).toMatchObject({ state: 'ACTIVE', turnoverDone: 300 });
    overview = await calls.overview();
    expect(overview.blockers).toContainEqual({ code: 'BONUS_TURNOVER', remaining: 200 });

    await playRound(250);
    [bonus] = await bonuses();
    expect(bonus).toMatchObject({ state: 'COMPLETED', turnoverDone: 500 });
    overview = await calls.overview();
    expect(overview.blockers.map((blocker) => blocker.code)).not.toContain('BONUS_TURNOVER');
    const allowed = await calls.withdraw({
      payoutAccountId: payoutId,
      amount: 100,
      paymentPassword: '246810',
    });
    expect(allowed.statusCode).toBe(200);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('expires an unclaimed reward and an unmet bonus with the clock', async () => {
    const soon = body<{ reward: Reward }>(await grant({ amount: 5, expiresInDays: 1 })).value
      .reward;
    const bonusReward = body<{ reward: Reward }>(
      await grant({ amount: 10, kind: 'BONUS', turnover: 10 }),
    ).value.reward;
    const opened = body<{ bonusId: string }>(await claim(bonusReward.id)).value;
    const unclaimedBefore = (await rewards()).unclaimed;
    ctx.clock.advance(2 * DAY);
    // Sessions end while idle for days: log in again at the new time.
    member = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const listed = await rewards();
    expect(listed.list.find((item) => item.id === soon.id)?.state).toBe('close');
    expect(listed.unclaimed).toBe(unclaimedBefore - 1);
    const before = await mainBalance();
    expect(body(await claim(soon.id)).code).toBe('REWARD_EXPIRED');
    expect(await mainBalance()).toBe(before);
    const stored = await ctx.database.db
      .selectFrom('member_rewards')
      .select('state')
      .where('id', '=', soon.id)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe('close');

    expect((await bonuses()).find((bonus) => bonus.id === opened.bonusId)?.state).toBe('ACTIVE');
    ctx.clock.advance(30 * DAY);
    member = await login(ctx.app, 'demo_member', PASSWORDS.member);
    expect((await bonuses()).find((bonus) => bonus.id === opened.bonusId)?.state).toBe('EXPIRED');
    const overview = await memberCalls(ctx.app, member).overview();
    expect(overview.blockers.map((blocker) => blocker.code)).not.toContain('BONUS_TURNOVER');
  });
});

describe('who may claim', () => {
  it('lets a trial account see its rewards but not claim them', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const trialId = await memberId(ctx.database.db, 'PADMA', 'demo_trial');
    const brand = await ctx.database.db
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    const wheelPrize = (amountMinor: bigint) =>
      offerReward(ctx.database.db, {
        brandId: brand.id,
        accountId: trialId,
        source: 'WHEEL',
        sourceKey: 'trial-spin-1',
        title: 'Wheel prize',
        amountMinor,
        payout: 'CASH',
        expiresAt: null,
        now: ctx.clock.now(),
      });
    const { reward } = await wheelPrize(500n);
    const seen = await rewards(trial);
    expect(seen.list.map((item) => item.id)).toContain(reward.id);
    const refused = await claim(reward.id, trial);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('NOT_REAL_ACCOUNT');
    // Someone else's reward is not found.
    expect((await claim(reward.id, member)).statusCode).toBe(404);
    // A second offer of the same earning is the same reward.
    const again = await wheelPrize(900n);
    expect(again).toMatchObject({ created: false, reward: { id: reward.id, amount_minor: '500' } });
  });
});

describe('spec §8: contacts a bonus needs', () => {
  it('refuses a bonus until the Zalo ID is given, when the brand asks for it', async () => {
    const patch = (rewards: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: ops,
        payload: { rewards },
      });
    expect((await patch({ bonusRequiresContact: ['zalo'] })).statusCode).toBe(200);
    expect((await patch({ bonusRequiresContact: ['telegram'] })).statusCode).toBe(400);
    const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const reward = body<{ reward: Reward }>(
      await grant({ account: 'demo_sub2', kind: 'BONUS', turnover: 1 }),
    ).value.reward;
    const refused = await claim(reward.id, token);
    expect(body(refused)).toMatchObject({ code: 'BONUS_ZALO_REQUIRED', value: { field: 'zalo' } });
    await sql`update accounts set profile = profile || '{"zalo":"0987654321"}'::jsonb
      where username_key = 'demo_sub2'`.execute(ctx.database.db);
    expect(body(await claim(reward.id, token)).value).toMatchObject({ alreadyClaimed: false });
    expect((await patch({ bonusRequiresContact: [] })).statusCode).toBe(200);
  });
});

describe('promotion claims pay through the reward', () => {
  it('a paying promotion credits once and shows as a claimed PROMOTION reward', async () => {
    const sub = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const subId = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    const promotion = await ctx.database.db
      .updateTable('promotions')
      .set({ reward_minor: 5000n, reward_payout: 'CASH' })
      .where('code', '=', 'BPL_FREEBET')
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await mainBalance(subId);
    const claimPromotion = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        headers: authed(sub),
        payload: { promotionId: Number(promotion.id) },
      });
    const [first, second] = await Promise.all([claimPromotion(), claimPromotion()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await mainBalance(subId)).toBeCloseTo(before + 50, 2);
    const listed = await rewards(sub);
    expect(listed.list).toContainEqual(
      expect.objectContaining({ source: 'PROMOTION', state: 'claimed', amount: 50 }),
    );
    await assertLedgerConsistent(ctx.database.db);
  });
});

describe('state machines in the database', () => {
  it('refuses other state changes and edits of the offer, even from raw SQL', async () => {
    expect(REWARD_STATES).toEqual(['claim', 'claimed', 'close']);
    expect(BONUS_STATES).toContain('ACTIVE');
    const claimed = await ctx.database.db
      .selectFrom('member_rewards')
      .select('id')
      .where('state', '=', 'claimed')
      .executeTakeFirstOrThrow();
    await expect(
      sql`update member_rewards set state = 'claim' where id = ${claimed.id}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/cannot go from claimed to claim/);
    await expect(
      sql`update member_rewards set amount_minor = amount_minor + 1 where id = ${claimed.id}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/offer cannot change/);
    const completed = await ctx.database.db
      .selectFrom('member_bonuses')
      .select('id')
      .where('state', '=', 'COMPLETED')
      .executeTakeFirstOrThrow();
    await expect(
      sql`update member_bonuses set state = 'ACTIVE' where id = ${completed.id}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/cannot go from COMPLETED to ACTIVE/);
  });
});
