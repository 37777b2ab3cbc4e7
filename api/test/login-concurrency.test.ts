// On PostgreSQL too: limits counted across requests that arrive at once.
import type { LightMyRequestResponse } from 'fastify';
import { solvedCaptcha } from './support/security.js';
import { BRAND2, body, createTestContext, PASSWORDS, type TestContext } from './support/testApp.js';

/**
 * Login attempts fired at once (real concurrency on PostgreSQL). Every attempt is counted
 * before its password is checked, so parallel attempts cannot all pass the captcha threshold,
 * and back-off is per (account, address) pair, so a stranger cannot lock the owner out.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const login = (username: string, password: string, ip: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: BRAND2,
    remoteAddress: ip,
    payload: { type: 'username', username, password, ...extra },
  });

const codes = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => String(body(response).code));

const countOf = (list: string[], code: string) => list.filter((item) => item === code).length;

async function sessionsOf(username: string): Promise<number> {
  const rows = await ctx.database.db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .innerJoin('brands', 'brands.id', 'accounts.brand_id')
    .select('sessions.token_hash')
    .where('brands.merchant_code', '=', 'MEGHNA')
    .where('accounts.username_key', '=', username)
    .execute();
  return rows.length;
}

/** Resolves once the server has counted `count` attempts on the account. */
async function attemptsCounted(username: string, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await ctx.database.db
      .selectFrom('rate_limits')
      .select(({ fn }) => fn.sum<string>('count').as('total'))
      .where('scope', '=', 'login-fail')
      .where('key', 'like', `%:${username}`)
      .executeTakeFirst();
    if (Number(row?.total ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`never counted ${count} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('concurrent login attempts', () => {
  it('20 parallel wrong tries check only 3 passwords, and the right one after them is refused', async () => {
    // From 20 addresses at once (a botnet), so only the account's count stands in the way.
    const wrong = Array.from({ length: 20 }, (_, i) =>
      login('demo_member', `Wrong@${i}`, `10.60.1.${i + 1}`),
    );
    // The right password goes out once three tries are counted, while they are still being
    // checked: it is past the captcha threshold whatever the order the rest arrive in.
    await attemptsCounted('demo_member', 3);
    const right = await login('demo_member', PASSWORDS.member, '10.60.2.1');
    const wrongCodes = codes(await Promise.all(wrong));

    expect(countOf(wrongCodes, 'LOGIN_FAILED')).toBe(3);
    expect(countOf(wrongCodes, 'CAPTCHA_REQUIRED')).toBe(17);
    expect(right.statusCode).toBe(400);
    expect(body(right)).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    expect(await sessionsOf('demo_member')).toBe(0);
  });

  it('20 parallel wrong tries from one address check at most 3 passwords', async () => {
    const ip = '10.60.0.1';
    const wrongCodes = codes(
      await Promise.all(Array.from({ length: 20 }, (_, i) => login('demo_sub2', `Wrong@${i}`, ip))),
    );
    // Fewer than 3 when a try refused for the address's count held an account slot a moment.
    const checked = countOf(wrongCodes, 'LOGIN_FAILED');
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(3);
    expect(countOf(wrongCodes, 'CAPTCHA_REQUIRED')).toBe(20 - checked);
  });

  it('10 parallel wrong tries from one address do not stop the owner at another', async () => {
    const attacker = '10.61.0.1';
    const owner = '10.61.0.2';
    const attack = codes(
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('demo_sub1', `Wrong@${i}`, attacker)),
      ),
    );
    const checked = countOf(attack, 'LOGIN_FAILED');
    expect(checked).toBeLessThanOrEqual(3);
    expect(countOf(attack, 'CAPTCHA_REQUIRED')).toBe(10 - checked);

    // The owner answers the captcha the account now asks for, and is in.
    const captcha = await solvedCaptcha(ctx.app, ctx.clock, owner, BRAND2);
    const ownerLogin = await login('demo_sub1', PASSWORDS.member, owner, captcha);
    expect(ownerLogin.statusCode).toBe(200);

    // The attacker goes on with solved captchas until his pair has failed 3 times...
    const withCaptcha = async (password: string) =>
      login(
        'demo_sub1',
        password,
        attacker,
        await solvedCaptcha(ctx.app, ctx.clock, attacker, BRAND2),
      );
    // No row yet when none of the ten was checked: each counts on the account and on the address
    // in turn, so under real concurrency each may find the other count past the captcha's.
    const pairFailures = async () =>
      (
        await ctx.database.db
          .selectFrom('login_throttle')
          .select('failures')
          .where('key', 'like', '%:demo_sub1|10.61.0.1')
          .executeTakeFirst()
      )?.failures ?? 0;
    while ((await pairFailures()) < 3) {
      ctx.clock.advance(10_000);
      expect(body(await withCaptcha('Wrong@more')).code).toBe('LOGIN_FAILED');
    }
    // ...then parallel tries, each with a solved captcha, do not slip through his wait
    // together: one is checked, the others wait.
    const captchas = [];
    for (let i = 0; i < 5; i++) {
      captchas.push(await solvedCaptcha(ctx.app, ctx.clock, attacker, BRAND2));
    }
    ctx.clock.advance(60_000);
    const retries = codes(
      await Promise.all(
        captchas.map((solved, i) => login('demo_sub1', `Again@${i}`, attacker, solved)),
      ),
    );
    expect(countOf(retries, 'LOGIN_FAILED')).toBe(1);
    expect(countOf(retries, 'LOGIN_DELAYED')).toBe(4);
  });
});
