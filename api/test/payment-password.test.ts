// On PostgreSQL too: limits counted across requests that arrive at once.
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
 * The payment password: set once with the session, changed only with the current one, six
 * digits, and locked for 30 minutes after five wrong answers, even when they arrive at once.
 */
let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const status = async (token = member) =>
  body<{ isSet: boolean; lockedUntil: string | null; attemptsLeft: number }>(
    await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/payment-password',
      headers: authed(token),
    }),
  ).value;

const put = (payload: object, token = member) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: authed(token),
    payload,
  });

describe('payment password', () => {
  it('is set the first time with the session alone, six digits only', async () => {
    expect(await status()).toEqual({ isSet: false, lockedUntil: null, attemptsLeft: 5 });
    for (const bad of ['12345', '1234567', 'abcdef', '12 456', '１２３４５６']) {
      const response = await put({ newPassword: bad });
      expect(response.statusCode).toBe(400);
    }
    expect((await status()).isSet).toBe(false);
    expect((await put({ newPassword: '246810' })).statusCode).toBe(200);
    expect((await status()).isSet).toBe(true);
  });

  it('is changed only with the current one', async () => {
    const missing = await put({ newPassword: '135790' });
    expect(body(missing).value).toMatchObject({ field: 'oldPassword' });
    const wrong = await put({ oldPassword: '000000', newPassword: '135790' });
    expect(body(wrong).code).toBe('PAYMENT_PASSWORD_INVALID');
    expect(body(wrong).value).toMatchObject({ attemptsLeft: 4 });
    expect((await put({ oldPassword: '246810', newPassword: '135790' })).statusCode).toBe(200);
    // A right answer clears the count.
    expect((await status()).attemptsLeft).toBe(5);
  });

  it('locks after five wrong answers fired at once, and the right one is refused until it lapses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => put({ oldPassword: '111111', newPassword: '222222' })),
    );
    const codes = responses.map((response) => body(response).code);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID').length).toBeLessThanOrEqual(
      4,
    );
    expect(codes).toContain('PAYMENT_PASSWORD_LOCKED');
    const right = await put({ oldPassword: '135790', newPassword: '222222' });
    expect(body(right).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await status()).lockedUntil).not.toBeNull();
    ctx.clock.advance(31 * 60_000);
    expect((await put({ oldPassword: '135790', newPassword: '222222' })).statusCode).toBe(200);
    expect(await status()).toEqual({ isSet: true, lockedUntil: null, attemptsLeft: 5 });
  });

  it('lets any number of right answers through at once: only wrong ones count', async () => {
    // The password is 222222 after the test above; the lock has lapsed.
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => put({ oldPassword: '222222', newPassword: '222222' })),
    );
    expect(responses.map((response) => body(response).code)).toEqual(Array(12).fill(0));
    expect(await status()).toEqual({ isSet: true, lockedUntil: null, attemptsLeft: 5 });

    // Right and wrong answers at once: the right ones pass, the wrong ones count, none locks.
    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        put({ oldPassword: index % 4 === 0 ? '999999' : '222222', newPassword: '222222' }),
      ),
    );
    const codes = mixed.map((response) => body(response).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(9);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(3);
    expect((await status()).lockedUntil).toBeNull();
    expect((await put({ oldPassword: '222222', newPassword: '222222' })).statusCode).toBe(200);
  });

  it('is refused to a trial account', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const response = await put({ newPassword: '123123' }, trial);
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('NOT_REAL_ACCOUNT');
  });

  it("another brand's token does not reach the member", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/payment-password',
      headers: authed(member, { Merchant: 'MEGHNA' }),
    });
    expect(response.statusCode).toBe(401);
    expect(BRAND1.Merchant).toBe('PADMA');
  });
});
