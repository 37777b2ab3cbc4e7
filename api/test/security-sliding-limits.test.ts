import { REGISTRATIONS_PER_IP_PER_HOUR } from '../src/services/members/registration.js';
import { takeRate } from '../src/services/security/rateLimiter.js';
import { SMS_SENDS_PER_WINDOW, SMS_WINDOW_MS } from '../src/services/verification/smsCodes.js';
import {
  advanceTo,
  confirmEmailOnFile,
  latestSmsCode,
  nearBoundary,
  outboxCount,
  registrationForm,
  requestRegisterSms,
  smsRecipient,
  solvedCaptcha,
} from './support/security.js';
import { BRAND1, body, createTestContext, type TestContext } from './support/testApp.js';

/**
 * Every limit reads the last window as a sliding one: what happened just before a window
 * boundary still counts just after it (a fixed window would let the limit through twice), and
 * a window later it no longer holds anyone back.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SMS_TOO_MANY = 'too many requests (try again after 5 minutes)';
const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const now = () => ctx.clock.now().getTime();

const sendRegisterCode = (mobileNo: string, ip: string) =>
  requestRegisterSms(ctx.app, BRAND1, ip, mobileNo);
const sentTo = (recipient: string) => outboxCount(ctx.database.db, recipient);

describe('SMS sends', () => {
  it('per number: five sends just before a boundary still count after it, and free up a window on', async () => {
    expect(SMS_WINDOW_MS).toBe(QUARTER_HOUR);
    expect(SMS_SENDS_PER_WINDOW).toBe(5);
    const ip = '10.70.1.1';
    const mobileNo = '01870000001';
    // Five sends a minute apart (a code stays fresh for one), the last 6 s before the boundary.
    const boundary = nearBoundary(ctx.clock, QUARTER_HOUR, -(4 * 61_000 + 6_000));
    for (let i = 0; i < 5; i++) {
      if (i > 0) ctx.clock.advance(61_000);
      expect((await sendRegisterCode(mobileNo, ip)).statusCode).toBe(200);
    }
    const lastSend = now();
    expect(lastSend).toBe(boundary - 6_000);

    // A new fixed window would have started over; the five still count.
    ctx.clock.advance(61_000);
    const justAfter = await sendRegisterCode(mobileNo, ip);
    expect(justAfter.statusCode).toBe(429);
    expect(body(justAfter)).toMatchObject({ code: 'RATE_LIMITED', message: SMS_TOO_MANY });
    expect(await sentTo('+8801870000001')).toBe(5);

    advanceTo(ctx.clock, lastSend + QUARTER_HOUR);
    expect((await sendRegisterCode(mobileNo, ip)).statusCode).toBe(200);
    expect(await sentTo('+8801870000001')).toBe(6);
  });

  it('per IP: twenty sends just before a boundary still count after it, and free up a window on', async () => {
    const ip = '10.70.2.1';
    const number = (i: number) => `0187100${String(i).padStart(4, '0')}`;
    nearBoundary(ctx.clock, QUARTER_HOUR, -5_000);
    const burst = now();
    for (let i = 0; i < 20; i++) {
      expect((await sendRegisterCode(number(i), ip)).statusCode).toBe(200);
    }
    ctx.clock.advance(6_000); // 1 s into the next window
    const justAfter = await sendRegisterCode(number(20), ip);
    expect(justAfter.statusCode).toBe(429);
    expect(body(justAfter)).toMatchObject({ code: 'RATE_LIMITED', message: SMS_TOO_MANY });
    // Refused before anything was sent, and only this client.
    expect(await sentTo('+8801871000020')).toBe(0);
    expect((await sendRegisterCode(number(20), '10.70.2.2')).statusCode).toBe(200);

    advanceTo(ctx.clock, burst + QUARTER_HOUR);
    expect((await sendRegisterCode(number(21), ip)).statusCode).toBe(200);
  });
});

describe('password recovery by e-mail', () => {
  const ask = (username: string, email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: BRAND1,
      remoteAddress: ip,
      payload: { username, email },
    });

  it('per account: three mails just before a boundary still count after it, and free up a window on', async () => {
    await confirmEmailOnFile(ctx.database.db, 'demo_member');
    const email = 'demo_member@padma.example';
    const before = await sentTo(email);
    nearBoundary(ctx.clock, QUARTER_HOUR, -3_000);
    const burst = now();
    // From three addresses: only the account's count is in play.
    for (let i = 0; i < 3; i++) {
      expect(body(await ask('demo_member', email, `10.71.1.${i + 1}`)).value).toEqual({
        sent: true,
      });
    }
    expect(await sentTo(email)).toBe(before + 3);

    ctx.clock.advance(4_000);
    const justAfter = await ask('demo_member', email, '10.71.1.9');
    // The answer is the same either way; nothing is mailed.
    expect(justAfter.statusCode).toBe(200);
    expect(body(justAfter).value).toEqual({ sent: true });
    expect(await sentTo(email)).toBe(before + 3);

    advanceTo(ctx.clock, burst + QUARTER_HOUR);
    await ask('demo_member', email, '10.71.1.10');
    expect(await sentTo(email)).toBe(before + 4);
  });

  it('per IP: ten asks just before a boundary still count after it, and free up a window on', async () => {
    await confirmEmailOnFile(ctx.database.db, 'demo_agent');
    const ip = '10.71.2.1';
    const email = 'demo_agent@padma.example';
    const before = await sentTo(email);
    nearBoundary(ctx.clock, QUARTER_HOUR, -2_000);
    const burst = now();
    for (let i = 0; i < 10; i++) await ask(`nobody_${i}`, `nobody_${i}@padma.example`, ip);

    ctx.clock.advance(3_000);
    const justAfter = await ask('demo_agent', email, ip);
    expect(body(justAfter).value).toEqual({ sent: true });
    expect(await sentTo(email)).toBe(before);

    advanceTo(ctx.clock, burst + QUARTER_HOUR);
    await ask('demo_agent', email, ip);
    expect(await sentTo(email)).toBe(before + 1);
  });
});

describe('registrations per IP', () => {
  const ip = '10.72.1.1';
  let serial = 0;
  /** A whole registration: an SMS code and a solved captcha first (the captcha takes 1 s). */
  const registerOne = async () => {
    serial += 1;
    const mobileNum = `0187200${String(serial).padStart(4, '0')}`;
    expect((await sendRegisterCode(mobileNum, ip)).statusCode).toBe(200);
    const verificationCode = await latestSmsCode(ctx.database.db, smsRecipient(mobileNum));
    const captcha = await solvedCaptcha(ctx.app, ctx.clock, ip, BRAND1);
    return (advanceMs = 0) => {
      ctx.clock.advance(advanceMs);
      return ctx.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: BRAND1,
        remoteAddress: ip,
        payload: registrationForm({
          username: `slider${String(serial).padStart(4, '0')}`,
          mobileNum,
          verificationCode,
          captcha,
        }),
      });
    };
  };

  it('five registrations just before an hour boundary still count after it, and free up an hour on', async () => {
    expect(REGISTRATIONS_PER_IP_PER_HOUR).toBe(5);
    const boundary = nearBoundary(ctx.clock, HOUR, -60_000);
    const first = now();
    for (let i = 0; i < 5; i++) {
      const response = await (await registerOne())();
      expect(response.statusCode).toBe(200);
    }
    expect(now()).toBeLessThan(boundary);

    // A complete sixth, sent 1 s into the next hour: a fixed window would let it in.
    const sixth = await registerOne();
    const refused = await sixth(boundary + 1_000 - now());
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'too many requests, try again later',
    });

    advanceTo(ctx.clock, first + HOUR);
    expect((await (await registerOne())()).statusCode).toBe(200);
  });
});

describe('captcha refresh', () => {
  const issue = (ip: string) =>
    ctx.app.inject({ method: 'GET', url: '/wps/captcha', headers: BRAND1, remoteAddress: ip });

  it('is once a second timed from the last one, whatever second it falls in', async () => {
    const ip = '10.73.1.1';
    const boundary = nearBoundary(ctx.clock, 1_000, -100);
    expect((await issue(ip)).statusCode).toBe(200);
    // The next clock second has begun, but the last captcha is 200 ms old.
    advanceTo(ctx.clock, boundary + 100);
    expect((await issue(ip)).statusCode).toBe(429);
    advanceTo(ctx.clock, boundary + 899);
    expect((await issue(ip)).statusCode).toBe(429);
    // Exactly a second after the last one let through (the site waits just that long).
    advanceTo(ctx.clock, boundary + 900);
    expect((await issue(ip)).statusCode).toBe(200);
    advanceTo(ctx.clock, boundary + 1_900);
    expect((await issue(ip)).statusCode).toBe(200);
  });
});

describe('takeRate', () => {
  const rate = { scope: 'test-sliding', key: 'retrier', windowMs: 10_000, limit: 2 };
  const take = () => takeRate(ctx.database.db, rate, ctx.clock.now());

  it('lets the limit through in a window after an empty one, and does not count refusals', async () => {
    const boundary = nearBoundary(ctx.clock, rate.windowMs, -1_000);
    expect(await take()).toBe(true);
    expect(await take()).toBe(true);
    expect(await take()).toBe(false);
    // Retrying all through the next window: each try is refused, none is counted.
    for (let at = boundary; at < boundary + rate.windowMs; at += 1_000) {
      advanceTo(ctx.clock, at);
      const allowed = await take();
      // The two of 1 s before the boundary weigh 2 × (1 - elapsed share) on this window.
      expect(allowed).toBe(at >= boundary + rate.windowMs / 2);
      if (allowed) break;
    }
    // One let through in this window, and the previous one's two weigh a tenth or less now.
    advanceTo(ctx.clock, boundary + rate.windowMs - 1_000);
    expect(await take()).toBe(false); // 2 + 2 × 0.1 > 2
    advanceTo(ctx.clock, boundary + rate.windowMs);
    // The next window: one counted in the previous window weighs fully at its start.
    expect(await take()).toBe(true);
    expect(await take()).toBe(false);
  });
});
