import { hitRate } from '../src/services/security/rateLimiter.js';
import {
  latestSmsCode,
  requestRegisterSms,
  smsRecipient,
  solvedCaptcha,
} from './support/security.js';
import { authed, BRAND1, body, createTestContext, type TestContext } from './support/testApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const IP = '10.20.0.1';

const register = (payload: Record<string, unknown>, url = '/wps/member/register', ip = IP) =>
  ctx.app.inject({ method: 'PUT', url, headers: BRAND1, remoteAddress: ip, payload });

const counts = async () => {
  const db = ctx.database.db;
  const [accounts, wallets, sessions] = await Promise.all([
    db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('wallets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return [accounts.n, wallets.n, sessions.n].map(Number);
};

const VALID = {
  username: 'newplayer1',
  password: 'Secret@2026',
  confirmPassword: 'Secret@2026',
  mobileNum: '01811111111',
  countryDialingCode: '880',
  verificationCode: '000000',
  captcha: '0000',
  captchaId: 'none',
};

async function sendRegisterCode(mobileNo: string, ip = IP): Promise<string> {
  const response = await requestRegisterSms(ctx.app, BRAND1, ip, mobileNo);
  expect(response.statusCode).toBe(200);
  expect(body(response).value).toEqual({ expiredMinutes: 1 });
  return latestSmsCode(ctx.database.db, smsRecipient(mobileNo));
}

describe('GET /wps/system/setting/register and /wps/agent/affiliate', () => {
  it('lists the rules and the registration flags', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: BRAND1,
    });
    const value = body<Record<string, unknown> & { registerRules: unknown[] }>(response).value;
    expect(value.registerRules).toHaveLength(15);
    expect(value).toMatchObject({
      mobileRegister: true,
      smsVerification: true,
      mobileRegisterPassword: true,
      ageLimit: 18,
    });
  });

  it('checks affiliate codes case-insensitively', async () => {
    const good = await ctx.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=padma-karim&domain=localhost',
      headers: BRAND1,
    });
    expect(body(good).value).toMatchObject({ valid: true, affiliateCode: 'PADMA-KARIM' });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=MEGHNA-KARIM',
      headers: BRAND1,
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({
      message: 'Invalid invitation code',
      value: { rule: 'code' },
    });
  });
});

describe('PUT /wps/member/register validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['username missing', { username: '' }, 'username', 'required', 'Input cannot be empty'],
    [
      'username short',
      { username: 'abc' },
      'username',
      'length',
      'Please fill in your username with 6 - 16 characters',
    ],
    [
      'username digit first',
      { username: '1player' },
      'username',
      'pattern',
      'Please fill in your username with 6 - 16 characters, starting with a letter, letters and digits only',
    ],
    [
      'password missing',
      { password: '', confirmPassword: '' },
      'password',
      'required',
      'Input cannot be empty',
    ],
    [
      'password short',
      { password: 'Ab1!', confirmPassword: 'Ab1!' },
      'password',
      'length',
      'Please fill in your password with 6 - 20 characters',
    ],
    [
      'password with space',
      { password: 'Secret 2026', confirmPassword: 'Secret 2026' },
      'password',
      'pattern',
      'Please fill in your password with 6 - 20 letters, digits or symbols',
    ],
    [
      'confirmation differs',
      { confirmPassword: 'Secret@2027' },
      'confirmPassword',
      'mismatch',
      'Incorrect confirmation input',
    ],
    [
      'payee name digits',
      { payeeName: 'J0hn Smith' },
      'payeeName',
      'pattern',
      'Real name format is incorrect',
    ],
    [
      'payee name short',
      { payeeName: 'J' },
      'payeeName',
      'length',
      'Real name format is incorrect',
    ],
    [
      'whatsapp letters',
      { whatsapp: '8801abc11111' },
      'whatsapp',
      'pattern',
      'Phone number format is incorrect',
    ],
    [
      'email',
      { email: 'not-an-email' },
      'email',
      'pattern',
      'Please fill in your e-mail address with a valid e-mail address',
    ],
    ['mobile missing', { mobileNum: '' }, 'mobileNum', 'required', 'Input cannot be empty'],
    [
      'mobile short',
      { mobileNum: '0181111' },
      'mobileNum',
      'length',
      'Please enter a valid mobile number',
    ],
    [
      'mobile letters',
      { mobileNum: '0181111111a' },
      'mobileNum',
      'pattern',
      'Please enter a valid mobile number',
    ],
    [
      'affiliate with space',
      { affiliateCode: 'PADMA KARIM' },
      'affiliateCode',
      'pattern',
      'Invalid invitation code',
    ],
    ['captcha missing', { captcha: '' }, 'captcha', 'required', 'Please enter the captcha'],
    [
      'captcha not a number',
      { captcha: 'abc' },
      'captcha',
      'pattern',
      'Please fill in your captcha with 1 - 6 digits',
    ],
    [
      'verification code missing',
      { verificationCode: '' },
      'verificationCode',
      'required',
      'Please enter a valid verification code',
    ],
    ['wrong captcha', {}, 'captcha', 'code', 'Invalid captcha, please try again'],
  ];

  it.each(cases)(
    '%s → the rule message, nothing created',
    async (_name, patch, field, rule, message) => {
      const before = await counts();
      const response = await register({ ...VALID, ...patch });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message,
        value: { field, rule },
      });
      expect(await counts()).toEqual(before);
    },
  );

  it('reports min, max and patternId', async () => {
    const response = await register({ ...VALID, username: 'abc' });
    expect(body(response).value).toEqual({
      field: 'username',
      rule: 'length',
      min: 6,
      max: 16,
      patternId: 1,
    });
  });

  it('refuses an unknown invitation code, a taken number and a wrong SMS code', async () => {
    const before = await counts();
    const captcha = () => solvedCaptcha(ctx.app, ctx.clock, IP, BRAND1);
    const affiliate = await register({
      ...VALID,
      affiliateCode: 'NOPE-CODE',
      ...(await captcha()),
    });
    expect(body(affiliate)).toMatchObject({
      message: 'Invalid invitation code',
      value: { field: 'affiliateCode', rule: 'code' },
    });
    const takenMobile = await register({
      ...VALID,
      mobileNum: '01712345678',
      ...(await captcha()),
    });
    expect(body(takenMobile)).toMatchObject({ value: { field: 'mobileNum', rule: 'taken' } });
    await sendRegisterCode('01811111111');
    const wrongCode = await register({
      ...VALID,
      verificationCode: '12345a',
      ...(await captcha()),
    });
    expect(body(wrongCode)).toMatchObject({
      message: 'Please enter a valid verification code',
      value: { field: 'verificationCode', rule: 'code' },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('successful registration', () => {
  it('creates the member under the affiliate agent, with a wallet, and logs in', async () => {
    ctx.clock.advance(61_000); // the previous code expired
    const code = await sendRegisterCode('01811111111');
    const captcha = await solvedCaptcha(ctx.app, ctx.clock, IP, BRAND1);
    const response = await register({
      ...VALID,
      verificationCode: code,
      affiliateCode: 'padma-karim',
      referralCode: 'FRIEND42',
      payeeName: 'Nadia Islam',
      email: 'nadia@example.com',
      ...captcha,
    });
    expect(response.statusCode).toBe(200);
    const { token } = body<{ token: string }>(response).value;
    const info = body<{ account: string; uplineAccount: string; isAgent: number }>(
      await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) }),
    ).value;
    expect(info).toMatchObject({ account: 'newplayer1', uplineAccount: 'demo_agent', isAgent: 0 });
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: authed(token),
    });
    expect(balance.statusCode).toBe(200);
    expect(body<{ sumBalance: number }>(balance).value.sumBalance).toBe(0);
    const row = await ctx.database.db
      .selectFrom('accounts')
      .select(['password_hash', 'referral_code', 'email', 'mobile_num', 'must_change_password'])
      .where('username_key', '=', 'newplayer1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      referral_code: 'FRIEND42',
      email: 'nadia@example.com',
      mobile_num: '01811111111',
      must_change_password: false,
    });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    // The code was single use.
    const again = await register({
      ...VALID,
      username: 'newplayer2',
      verificationCode: code,
      mobileNum: '01811111111',
      ...(await solvedCaptcha(ctx.app, ctx.clock, IP, BRAND1)),
    });
    expect(body(again).value).toMatchObject({ field: 'mobileNum', rule: 'taken' });
    const takenName = await register({
      ...VALID,
      username: 'NewPlayer1',
      mobileNum: '01833333333',
      ...(await solvedCaptcha(ctx.app, ctx.clock, IP, BRAND1)),
    });
    expect(body(takenName).value).toMatchObject({ field: 'username', rule: 'taken' });
  });

  it('registers through the mobile tab without a username', async () => {
    ctx.clock.advance(61_000);
    const code = await sendRegisterCode('01822222222');
    const response = await register(
      {
        username: '',
        mobileNum: '01822222222',
        password: '123456',
        confirmPassword: '123456',
        verificationCode: code,
        ...(await solvedCaptcha(ctx.app, ctx.clock, IP, BRAND1)),
      },
      '/wps/member/register/mobile',
    );
    expect(response.statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('accounts')
      .select(['username', 'must_change_password'])
      .where('mobile_num', '=', '01822222222')
      .executeTakeFirstOrThrow();
    expect(row.username).toMatch(/^mb[0-9a-f]{10}$/);
    expect(row.must_change_password).toBe(true);
  });

  it('allows 5 registrations per IP per hour and brand, and says how long to wait', async () => {
    const ip = '10.20.9.9';
    const padmaId = (await ctx.app.brands.byCode('PADMA'))!.id;
    for (let i = 0; i < 5; i++) {
      await hitRate(
        ctx.database.db,
        { scope: 'register-ip', key: `${padmaId}:${ip}`, windowMs: 60 * 60 * 1000 },
        ctx.clock.now(),
      );
    }
    const response = await register({ ...VALID, username: 'sixthplayer' }, undefined, ip);
    expect(response.statusCode).toBe(429);
    expect(body(response)).toMatchObject({
      code: 'RATE_LIMITED',
      value: { retryAfterSeconds: 3600 },
    });
    // The other brand from the same address is not held back (issue 40 item 9).
    const other = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { Merchant: 'MEGHNA' },
      remoteAddress: ip,
      payload: { ...VALID, username: 'sixthplayer' },
    });
    expect(body(other).code).not.toBe('RATE_LIMITED');
  });
});
