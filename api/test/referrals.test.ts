// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import { loadBrand } from '../src/services/brands/brandRepository.js';
import { runReferralJob, settleInvitee } from '../src/services/referrals/referralService.js';
import {
  latestSmsCode,
  registrationForm,
  requestRegisterSms,
  smsRecipient,
  solvedCaptcha,
} from './support/security.js';
import {
  authed,
  BRAND1,
  BRAND2,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId, seamless } from './support/wallet.js';

/**
 * Invite friends (issue 13, flag REFERRAL_PROMO) and the affiliate's sign-ups. The brand's
 * default rule: a first deposit of at least 500 and 1,000 of valid bets within 7 days of
 * registering; the referrer earns 100 CASH through the reward centre, at most 20 a month.
 */
interface Summary {
  code: string | null;
  link: string | null;
  qrSvg: string | null;
  rule: { minFirstDeposit: number; minValidBet: number; validBetDays: number; reward: number };
  invited: number;
  deposited: number;
  qualified: number;
  rewardedThisMonth: number;
  earned: number;
}
interface Invitee {
  account: string;
  state: 'registered' | 'deposited' | 'qualified';
  validBet: number;
  closed: boolean;
  capped: boolean;
  firstDepositAt: string | null;
  reward: { id: string; amount: number; payout: string; state: string } | null;
}

const DAY = 24 * 60 * 60 * 1000;
const SLOT = 'PADMA_FORTUNE';

let ctx: TestContext;
let referrer: Record<string, string>;
let ipSeq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  referrer = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<
    string,
    string
  >;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = referrer) =>
  ctx.app.inject({ method: 'GET', url, headers });
const summary = async (headers = referrer) =>
  body<Summary>(await get('/wps/member/referral', headers)).value;
const invitees = async (headers = referrer) =>
  body<{ list: Invitee[]; total: number }>(await get('/wps/member/referral/invitees', headers))
    .value;
const ops = (method: 'PATCH' | 'POST', url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload });

/** Registers a visitor through the public form, as the site does, with the link's codes. */
async function register(
  username: string,
  codes: { referralCode?: string; affiliateCode?: string },
  brand: Record<string, string> = BRAND1,
) {
  ipSeq += 1;
  const ip = `10.77.${Math.floor(ipSeq / 200)}.${ipSeq % 200}`;
  const captcha = await solvedCaptcha(ctx.app, ctx.clock, ip, brand);
  const mobileNum = `018${70_000_000 + ipSeq}`;
  const sent = await requestRegisterSms(ctx.app, brand, ip, mobileNum);
  if (sent.statusCode !== 200) throw new Error(`sms failed: ${sent.body}`);
  const verificationCode = await latestSmsCode(ctx.database.db, smsRecipient(mobileNum));
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: brand,
    remoteAddress: ip,
    payload: { ...registrationForm({ username, mobileNum, verificationCode, captcha }), ...codes },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return authed(body<{ token: string }>(response).value.token, brand) as Record<string, string>;
}

/** A deposit the member orders and the finance operator credits. */
async function deposit(headers: Record<string, string>, amount: number, key: string) {
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers,
    payload: { method: 'bkash', channel: 'bkash-personal', amount, idempotencyKey: key },
  });
  expect(made.statusCode).toBe(200);
  const reference = body<{ reference: string }>(made).value.reference;
  expect((await ops('POST', `/ops/deposits/${reference}/credit`, {})).statusCode).toBe(200);
}

/** A settled house round: the stake is the valid bet. */
async function round(account: string, id: string, stake: number) {
  ctx.clock.advance(1_000);
  const base = { account, roundId: id, gameCode: SLOT };
  const bet = await seamless(ctx.app, 'bet', { ...base, transactionId: `${id}-b`, amount: stake });
  expect(bet.statusCode).toBe(200);
  const win = await seamless(ctx.app, 'win', { ...base, transactionId: `${id}-w`, amount: stake });
  expect(win.statusCode).toBe(200);
}

const referralRewards = async () =>
  ctx.database.db
    .selectFrom('member_rewards')
    .select(['account_id', 'source_key', 'amount_minor', 'state'])
    .where('source', '=', 'REFERRAL')
    .orderBy('id')
    .execute();

const padma = async () => (await loadBrand(ctx.database.db, await brandId('PADMA')))!;
const brandId = async (code: string) =>
  (
    await ctx.database.db
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

let code: string;

describe('the member’s link', () => {
  it('gives a stable code that is not the account id, with the register link and QR code', async () => {
    const [first, second] = await Promise.all([summary(), summary()]);
    code = first.code!;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(second.code).toBe(code);
    expect((await summary()).code).toBe(code);
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    expect(code).not.toContain(id);
    expect(first.link).toMatch(new RegExp(`^https?://[^/]+/register\\?referralCode=${code}$`));
    expect(first.qrSvg).toMatch(/^<svg/);
    expect(first.rule).toMatchObject({ minFirstDeposit: 500, minValidBet: 1000, reward: 100 });
    expect(first).toMatchObject({ invited: 0, deposited: 0, qualified: 0, earned: 0 });
  });

  it('shows a trial account the programme without a code', async () => {
    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<
      string,
      string
    >;
    const seen = await summary(trial);
    expect(seen.code).toBeNull();
    expect(seen.link).toBeNull();
  });
});

describe('invitees and the reward', () => {
  let friend: Record<string, string>;

  it('records a visitor who registers through the link (the code in any case)', async () => {
    friend = await register('friend01', { referralCode: code.toLowerCase() });
    const page = await invitees();
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      account: 'fr****01',
      state: 'registered',
      firstDepositAt: null,
      reward: null,
      closed: false,
    });
    // An unknown code registers as before and refers nobody.
    await register('stranger1', { referralCode: 'ZZZZZZZZ' });
    expect((await invitees()).total).toBe(1);
  });

  it('moves to deposited, and offers nothing while the rule is not met', async () => {
    await deposit(friend, 2_000, 'ref-dep-0001');
    await round('friend01', 'ref-r1', 600);
    expect(await runReferralJob(ctx.database.db, ctx.clock.now())).toBe(1);
    expect((await invitees()).list[0]).toMatchObject({
      state: 'deposited',
      validBet: 600,
      reward: null,
    });
    expect(await runReferralJob(ctx.database.db, ctx.clock.now())).toBe(0);
    expect(await referralRewards()).toEqual([]);
  });

  it('qualifies once the rule is met and offers the reward once, whoever checks at once', async () => {
    await round('friend01', 'ref-r2', 400);
    const inviteeId = await memberId(ctx.database.db, 'PADMA', 'friend01');
    const brand = await padma();
    const now = ctx.clock.now();
    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, () => settleInvitee(ctx.database.db, brand, inviteeId, now)),
      runReferralJob(ctx.database.db, now),
      runReferralJob(ctx.database.db, now),
      summary(),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'rewarded')).toHaveLength(1);
    const rewards = await referralRewards();
    expect(rewards).toEqual([
      {
        account_id: await memberId(ctx.database.db, 'PADMA', 'demo_member'),
        source_key: `referral:${inviteeId}`,
        amount_minor: '10000',
        state: 'claim',
      },
    ]);
    const shown = (await invitees()).list[0]!;
    expect(shown).toMatchObject({ state: 'qualified', validBet: 1000, capped: false });
    expect(shown.reward).toMatchObject({ amount: 100, payout: 'CASH', state: 'claim' });
    expect(await summary()).toMatchObject({
      invited: 1,
      deposited: 1,
      qualified: 1,
      rewardedThisMonth: 1,
      earned: 100,
    });
    // The referrer was told.
    const message = await ctx.database.db
      .selectFrom('member_messages')
      .select('type')
      .where('account_id', '=', rewards[0]!.account_id)
      .where('type', '=', 'reward_granted')
      .executeTakeFirst();
    expect(message).toBeDefined();
    // Re-runs change nothing.
    expect(await runReferralJob(ctx.database.db, ctx.clock.now())).toBe(0);
    expect(await referralRewards()).toHaveLength(1);
  });

  it('pays the referrer once through the reward centre; a trial account cannot claim', async () => {
    const reward = (await invitees()).list[0]!.reward!;
    const referrerId = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    const before = (await balances(ctx.database.db, referrerId)).MAIN ?? 0n;
    const claim = (headers: Record<string, string> = referrer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/rewards/claim',
        headers,
        payload: { id: reward.id },
      });
    const answers = await Promise.all([claim(), claim(), claim()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await balances(ctx.database.db, referrerId)).MAIN).toBe(before + 10_000n);
    expect((await invitees()).list[0]!.reward!.state).toBe('claimed');

    // Another member cannot claim it (not theirs), and a trial account claims nothing.
    const other = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)) as Record<
      string,
      string
    >;
    const foreign = await claim(other);
    expect(foreign.statusCode).toBe(404);
    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<
      string,
      string
    >;
    const refused = await claim(trial);
    expect(body(refused).code).toBe('NOT_REAL_ACCOUNT');
    await assertLedgerConsistent(ctx.database.db);
  });

  it('counts only valid bets within the window: later ones qualify nobody', async () => {
    const late = await register('latefriend', { referralCode: code });
    await deposit(late, 1_500, 'ref-dep-0002');
    ctx.clock.advance(7 * DAY + 60 * 60 * 1000);
    // A week and an hour on, the referrer's session has long ended: it logs in again.
    referrer = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<
      string,
      string
    >;
    await round('latefriend', 'ref-late', 1_200);
    await runReferralJob(ctx.database.db, ctx.clock.now());
    await summary();
    const shown = (await invitees()).list.find((row) => row.account === 'la****nd')!;
    expect(shown).toMatchObject({ state: 'deposited', validBet: 0, closed: true, reward: null });
    expect(await referralRewards()).toHaveLength(1);
  });

  it('keeps to the monthly cap even when two invitees qualify at once', async () => {
    // One place left this month (the clock moved 8 days: the month may be a new one).
    const before = (await summary()).rewardedThisMonth;
    const patched = await ops('PATCH', '/ops/brands/PADMA', {
      referral: { maxRewardsPerMonth: before + 1, minFirstDepositMinor: 20_000 },
    });
    expect(patched.statusCode).toBe(200);
    const names = ['capfrienda', 'capfriendb'];
    for (const [index, name] of names.entries()) {
      const headers = await register(name, { referralCode: code });
      await deposit(headers, 1_000, `ref-dep-cap${index}`);
      await round(name, `ref-cap-${index}`, 1_000);
    }
    const brand = await padma();
    const now = ctx.clock.now();
    const ids = await Promise.all(names.map((name) => memberId(ctx.database.db, 'PADMA', name)));
    const outcomes = await Promise.all(
      ids.map((id) => settleInvitee(ctx.database.db, brand, id, now)),
    );
    expect([...outcomes].sort()).toEqual(['capped', 'rewarded']);
    expect((await summary()).rewardedThisMonth).toBe(before + 1);
    const capped = (await invitees()).list.find((row) => row.capped)!;
    expect(capped).toMatchObject({ state: 'qualified', reward: null });
    expect(await referralRewards()).toHaveLength(2);
  });

  it("follows the operator's rule, and refuses a bad one", async () => {
    const bad = await ops('PATCH', '/ops/brands/PADMA', { referral: { payout: 'GOLD' } });
    expect(bad.statusCode).toBe(400);
    const negative = await ops('PATCH', '/ops/brands/PADMA', { referral: { rewardMinor: -1 } });
    expect(negative.statusCode).toBe(400);
    const good = await ops('PATCH', '/ops/brands/PADMA', {
      referral: { rewardMinor: 25_000, payout: 'BONUS', turnoverMultiple: 3 },
    });
    expect(good.statusCode).toBe(200);
    expect((await summary()).rule).toMatchObject({ reward: 250, validBetDays: 7 });
  });
});

describe('what does nothing', () => {
  it('refers nobody across brands or oneself', async () => {
    // A PADMA code on the MEGHNA site: the account registers, referred by nobody.
    await register('meghnafriend', { referralCode: code }, BRAND2);
    const meghnaId = await memberId(ctx.database.db, 'MEGHNA', 'meghnafriend');
    const rows = await ctx.database.db
      .selectFrom('member_referrals')
      .select('invitee_id')
      .where('invitee_id', '=', meghnaId)
      .execute();
    expect(rows).toEqual([]);
    const referrerId = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    // The database refuses both, even written by hand.
    await expect(
      sql`insert into member_referrals (invitee_id, brand_id, referrer_id, registered_at)
        values (${meghnaId}, ${await brandId('MEGHNA')}, ${referrerId}, now())`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/one brand/);
    await expect(
      sql`insert into member_referrals (invitee_id, brand_id, referrer_id, registered_at)
        values (${referrerId}, ${await brandId('PADMA')}, ${referrerId}, now())`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/member_referrals_not_self/);
    // And a state never goes back, nor does who referred whom change.
    await expect(
      sql`update member_referrals set state = 'registered' where state = 'qualified'`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update member_referral_codes set code = 'ABCDEFGH'`.execute(ctx.database.db),
    ).rejects.toThrow(/never changes/);
  });

  it('is refused where the flag is off, and a link then refers nobody', async () => {
    expect(
      (await ops('PATCH', '/ops/brands/PADMA', { flags: { REFERRAL_PROMO: false } })).statusCode,
    ).toBe(200);
    const off = await get('/wps/member/referral');
    expect(off.statusCode).toBe(403);
    expect(body(off).code).toBe('MODULE_DISABLED');
    expect(body(await get('/wps/member/referral/invitees')).code).toBe('MODULE_DISABLED');
    const total = await ctx.database.db
      .selectFrom('member_referrals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await register('offfriend1', { referralCode: code });
    const after = await ctx.database.db
      .selectFrom('member_referrals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(total.n);
    expect(
      (await ops('PATCH', '/ops/brands/PADMA', { flags: { REFERRAL_PROMO: true } })).statusCode,
    ).toBe(200);
    expect((await get('/wps/member/referral')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const anonymous = await get('/wps/member/referral', BRAND1);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the affiliate’s sign-ups', () => {
  it('lists the members who registered with the agent’s code, with their first deposit', async () => {
    const agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<
      string,
      string
    >;
    const signups = async () =>
      body<{
        thisMonth: number;
        thisMonthDeposited: number;
        total: number;
        list: Array<{
          account: string;
          firstDeposit: number | null;
          firstDepositAt: string | null;
        }>;
      }>(await get('/wps/agent/signups', agent)).value;
    expect(await signups()).toMatchObject({ thisMonth: 0, total: 0, list: [] });

    const joined = await register('affjoin01', { affiliateCode: 'padma-karim' });
    // A downline the agent registers by hand is not a sign-up.
    const byHand = await ctx.app.inject({
      method: 'POST',
      url: '/wps/agent/team/register',
      headers: agent,
      payload: {
        username: 'handmade01',
        password: 'Secret@2026',
        confirmPassword: 'Secret@2026',
        type: 'member',
      },
    });
    expect(byHand.statusCode).toBe(200);
    const first = await signups();
    expect(first).toMatchObject({ thisMonth: 1, thisMonthDeposited: 0, total: 1 });
    expect(first.list).toEqual([
      expect.objectContaining({ account: 'affjoin01', firstDeposit: null, firstDepositAt: null }),
    ]);
    await deposit(joined, 700, 'aff-dep-0001');
    const deposited = await signups();
    expect(deposited.thisMonthDeposited).toBe(1);
    expect(deposited.list[0]).toMatchObject({ account: 'affjoin01', firstDeposit: 700 });

    // A member is not an agent: nothing, not even a validation message.
    const member = await get('/wps/agent/signups?pageNo=abc', referrer);
    expect(member.statusCode).toBe(403);
    expect(body(member).code).toBe('NOT_AGENT');
  });
});
