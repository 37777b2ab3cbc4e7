import { alignToWindow, latestSmsCode, outboxCount } from './support/security.js';
import {
  authed,
  BRAND1,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * The extra verification of a login from a new address (spec §4) against someone who has the
 * password: each login used to open a new challenge with five answers of its own, so guesses
 * at the real name never ran out (16 wrong over 4 challenges, then the right one logged in),
 * and each challenge could send the member another SMS or e-mail code. Wrong answers now count
 * per account across challenges, challenges are limited per account and address, and past the
 * limits the new-address path is locked, with a message to the member.
 */
let ctx: TestContext;
const HOME = '127.0.0.1';
const REAL_NAME = 'Karim Hossain';

beforeAll(async () => {
  ctx = await createTestContext();
  // First logins trust their address; each member then has a real name (and sub2 a phone).
  for (const username of ['demo_sub1', 'demo_sub2']) {
    const token = await login(ctx.app, username, PASSWORDS.member);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/profile',
      headers: authed(token),
      payload: { payeeName: REAL_NAME },
    });
    expect(saved.statusCode).toBe(200);
  }
  await ctx.database.db
    .updateTable('accounts')
    .set({ mobile_num: '01822233344', country_dialing_code: '880', mobile_verified_at: new Date() })
    .where('username_key', '=', 'demo_sub2')
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

const loginFrom = (username: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: BRAND1,
    remoteAddress: ip,
    payload: { type: 'username', username, password: PASSWORDS.member },
  });

const verify = (ip: string, challengeId: string, answer: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify',
    headers: BRAND1,
    remoteAddress: ip,
    payload: { challengeId, method: 'bankName', answer },
  });

const sendCode = (ip: string, challengeId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify/code',
    headers: BRAND1,
    remoteAddress: ip,
    payload: { challengeId, method: 'sms' },
  });

const challengeOf = (response: Awaited<ReturnType<typeof loginFrom>>) =>
  body<{ challengeId: string }>(response).value.challengeId;

async function lockNotices(username: string) {
  return ctx.database.db
    .selectFrom('member_messages as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['m.type', 'm.params'])
    .where('a.username_key', '=', username)
    .where('m.type', '=', 'login_verification_locked')
    .execute();
}

describe('new-address verification limits', () => {
  it('counts wrong answers across challenges: 16 guesses over 4 logins never reach the right one', async () => {
    const codes: unknown[] = [];
    let last = { ip: '', challengeId: '' };
    for (let login = 1; login <= 4; login++) {
      const ip = `10.90.1.${login}`;
      const opened = await loginFrom('demo_sub1', ip);
      codes.push(body(opened).code);
      if (opened.statusCode !== 403) continue;
      last = { ip, challengeId: challengeOf(opened) };
      for (let guess = 0; guess < 4; guess++)
        codes.push(body(await verify(ip, last.challengeId, `Wrong Name ${login}${guess}`)).code);
    }
    // The tenth wrong answer locks the new-address path: no challenge, no answer is taken.
    expect(codes.filter((code) => code === 'LOGIN_VERIFY_FAILED')).toHaveLength(9);
    expect(codes).toContain('LOGIN_VERIFICATION_LOCKED');
    const right = await verify(last.ip, last.challengeId, REAL_NAME);
    expect(right.statusCode).toBe(429);
    expect(body(right)).toMatchObject({
      success: false,
      code: 'LOGIN_VERIFICATION_LOCKED',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    const again = await loginFrom('demo_sub1', '10.90.1.9');
    expect(body(again).code).toBe('LOGIN_VERIFICATION_LOCKED');
    expect(body<{ challengeId?: string }>(again).value.challengeId).toBeUndefined();

    // The member is told once, and still logs in from an address used before.
    const notices = await lockNotices('demo_sub1');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ reason: 'answers', ip: expect.any(String) });
    expect((await loginFrom('demo_sub1', HOME)).statusCode).toBe(200);

    // A day later the path opens again.
    ctx.clock.advance(24 * 60 * 60_000 + 1_000);
    const later = await loginFrom('demo_sub1', '10.90.1.10');
    expect(body(later).code).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect((await verify('10.90.1.10', challengeOf(later), REAL_NAME)).statusCode).toBe(200);
  });

  it('limits challenges per address, and per account across addresses with a notice', async () => {
    // The hour's counts whole in one window (the limits read a sliding estimate).
    alignToWindow(ctx.clock, 60 * 60_000);
    // One address: five challenges an hour, then it is refused (the account is not locked).
    const same = '10.90.2.1';
    const fromOne = [];
    for (let i = 0; i < 6; i++) fromOne.push(body(await loginFrom('demo_sub2', same)).code);
    expect(fromOne.slice(0, 5)).toEqual(Array(5).fill('LOGIN_VERIFICATION_REQUIRED'));
    expect(fromOne[5]).toBe('LOGIN_VERIFICATION_LOCKED');
    expect(await lockNotices('demo_sub2')).toHaveLength(0);

    // Many addresses, each asking for an SMS code: ten challenges an hour, then the lock.
    const sms = '+8801822233344';
    const before = await outboxCount(ctx.database.db, sms);
    const codes: unknown[] = [];
    let open = { ip: '', challengeId: '' };
    for (let i = 1; i <= 14; i++) {
      ctx.clock.advance(61_000); // each code expires, so the next may be sent
      const ip = `10.90.3.${i}`;
      const opened = await loginFrom('demo_sub2', ip);
      codes.push(body(opened).code);
      if (opened.statusCode !== 403) continue;
      open = { ip, challengeId: challengeOf(opened) };
      codes.push(body(await sendCode(ip, open.challengeId)).code);
    }
    expect(codes.filter((code) => code === 'LOGIN_VERIFICATION_REQUIRED')).toHaveLength(5);
    expect(codes).toContain('LOGIN_VERIFICATION_LOCKED');
    // At most one code per challenge, and none once locked.
    expect((await outboxCount(ctx.database.db, sms)) - before).toBeLessThanOrEqual(5);
    const notices = await lockNotices('demo_sub2');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ reason: 'challenges' });

    // A challenge still open gets no code and takes no answer while locked, the right one neither.
    expect(body(await sendCode(open.ip, open.challengeId)).code).toBe('LOGIN_VERIFICATION_LOCKED');
    const code = await latestSmsCode(ctx.database.db, sms);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: BRAND1,
      remoteAddress: open.ip,
      payload: { challengeId: open.challengeId, method: 'sms', answer: code },
    });
    expect(body(answered).code).toBe('LOGIN_VERIFICATION_LOCKED');
    // The member reads the notice from a known address.
    const unread = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/CSP_unreadCount',
      headers: authed(body<{ token: string }>(await loginFrom('demo_sub2', HOME)).value.token),
    });
    expect(body<{ messages: number }>(unread).value.messages).toBeGreaterThan(0);
  });
});
