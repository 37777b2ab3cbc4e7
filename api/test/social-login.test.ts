import { sql } from 'kysely';
import { startLocalOidc, signInAtProvider, type LocalOidc } from './support/localOidc.js';
import {
  latestSmsCode,
  requestRegisterSms,
  smsRecipient,
  solvedCaptcha,
} from './support/security.js';
import {
  body,
  createTestContext,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * Social login through this machine's OpenID provider (tooling/oidc-provider.mjs): the flow, and
 * what an attacker tries (a replayed state, a wrong nonce, another brand's callback, a code or
 * id_token issued to another client, another browser, linking by e-mail alone).
 */
let ctx: TestContext;
let oidc: LocalOidc;
beforeAll(async () => {
  oidc = await startLocalOidc();
  ctx = await createTestContext({
    socialLogin: { localIssuer: oidc.issuerBase, clientSecrets: { '*': oidc.secret } },
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await oidc?.stop();
});

const PADMA = { host: 'localhost:3000' };
const MEGHNA = { host: 'lite.localhost:3000' };
const IP = '10.7.0.1';

const cookieOf = (setCookie: string | string[] | undefined) => {
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (line ?? '').split(';')[0]!;
};

async function start(site = PADMA, provider = 'google', cookie?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/session/social/${provider}/start?returnTo=/vip`,
    headers: { ...site, ...(cookie ? { cookie } : {}) },
    remoteAddress: IP,
  });
  expect(response.statusCode).toBe(302);
  return {
    authorizationUrl: String(response.headers.location),
    cookie: cookie ?? cookieOf(response.headers['set-cookie']),
  };
}

async function callback(returned: URL, cookie: string, site = PADMA) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: { ...site, cookie },
    remoteAddress: IP,
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

const complete = (cookie: string, site = PADMA, ip = IP) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/social/complete',
    headers: { ...site, cookie },
    remoteAddress: ip,
  });

const link = (cookie: string, payload: Record<string, unknown>, site = PADMA, ip = IP) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/social/link',
    headers: { ...site, cookie },
    remoteAddress: ip,
    payload: { type: 'username', ...payload },
  });

/** A whole trip: start, sign in at the provider as `name`, come back. */
async function signIn(name: string, site = PADMA) {
  const started = await start(site);
  const returned = await signInAtProvider(started.authorizationUrl, { customName: name });
  const back = await callback(returned, started.cookie, site);
  return { ...started, returned, back };
}

describe('social login', () => {
  it('lists the brand’s configured providers', async () => {
    const padma = await ctx.app.inject({ url: '/wps/session/social/providers', headers: PADMA });
    expect(body(padma).value).toEqual({
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'facebook', name: 'Facebook' },
      ],
    });
    const meghna = await ctx.app.inject({ url: '/wps/session/social/providers', headers: MEGHNA });
    expect(body(meghna).value).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
    // Not configured for the brand: no start.
    const facebook = await ctx.app.inject({
      url: '/wps/session/social/facebook/start',
      headers: MEGHNA,
    });
    expect(facebook.statusCode).toBe(404);
  });

  it('starts a code flow with PKCE, state and nonce to the exact callback of the brand’s origin', async () => {
    const { authorizationUrl, cookie } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${oidc.issuerBase}/google/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/wps/session/social/google/callback',
    );
    expect(url.searchParams.get('client_id')).toBe('padma-web');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(cookie).toMatch(/^site_social=[A-Za-z0-9_-]{20,}$/);
    // A host that is not one of the brand's site origins gets no flow.
    const foreign = await ctx.app.inject({
      url: '/wps/session/social/google/start',
      headers: { host: 'localhost:9999', Merchant: 'PADMA' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).code).toBe('SOCIAL_ORIGIN');
  });

  it('links a new identity only after the account’s password, then signs in directly', async () => {
    const first = await signIn('Nadia Link');
    expect(first.back.href).toBe('http://localhost:3000/vip?social=done');
    const toLink = await complete(first.cookie);
    expect(toLink.statusCode).toBe(200);
    expect(body(toLink).value).toEqual({
      status: 'link',
      identity: { provider: 'google', name: 'Nadia Link', email: 'nadia.link@example.test' },
    });
    // A wrong password links nothing (and still leaves the identity to link).
    const wrong = await link(first.cookie, { username: 'demo_member', password: 'Wrong@2026' });
    expect(wrong.statusCode).toBe(401);
    const linked = await link(first.cookie, {
      username: 'demo_member',
      password: PASSWORDS.member,
    });
    expect(linked.statusCode).toBe(200);
    expect(body<{ token: string }>(linked).value.token).toBeTruthy();
    // The attempt is used up: linking again with it is refused.
    const again = await link(first.cookie, { username: 'demo_agent', password: PASSWORDS.agent });
    expect(body(again).code).toBe('SOCIAL_EXPIRED');

    const second = await signIn('Nadia Link');
    const signedIn = await complete(second.cookie);
    expect(signedIn.statusCode).toBe(200);
    const value = body<{ status: string; login: { token: string } }>(signedIn).value;
    expect(value.status).toBe('signedIn');
    const info = await ctx.app.inject({
      url: '/wps/member/info',
      headers: { ...PADMA, authorization: `Bearer ${value.login.token}` },
    });
    expect(body<{ account: string }>(info).value.account).toBe('demo_member');
    // complete uses the attempt once.
    expect(body(await complete(second.cookie)).code).toBe('SOCIAL_EXPIRED');
  });

  it('never links by e-mail match: an identity with a member’s e-mail still asks for the password', async () => {
    const trip = await signIn('demo member');
    expect(body<{ status: string }>(await complete(trip.cookie)).value.status).toBe('link');
  });

  it('refuses a replayed state', async () => {
    const trip = await signIn('Replay Case');
    const replayed = await callback(trip.returned, trip.cookie);
    expect(replayed.searchParams.get('social')).toBe('expired');
  });

  it('refuses another browser’s callback (the state is bound to the cookie)', async () => {
    const started = await start();
    const returned = await signInAtProvider(started.authorizationUrl, {
      customName: 'Other Browser',
    });
    const stranger = await start();
    const back = await callback(returned, stranger.cookie);
    expect(back.searchParams.get('social')).toBe('expired');
  });

  it('refuses a wrong nonce', async () => {
    const started = await start();
    await ctx.database.db
      .updateTable('social_login_attempts')
      .set({ nonce: 'not-the-nonce-sent' })
      .where('status', '=', 'started')
      .execute();
    const returned = await signInAtProvider(started.authorizationUrl, { customName: 'Nonce Case' });
    const back = await callback(returned, started.cookie);
    expect(back.searchParams.get('social')).toBe('failed');
    expect((await complete(started.cookie)).statusCode).toBe(400);
  });

  it('refuses another brand’s callback', async () => {
    const started = await start(PADMA);
    const returned = await signInAtProvider(started.authorizationUrl, { customName: 'Brand Case' });
    // The same code and state brought to the other brand's callback: no attempt of that brand.
    const back = await callback(returned, started.cookie, MEGHNA);
    expect(back.searchParams.get('social')).toBe('expired');
    expect(back.origin).toBe('http://lite.localhost:3000');
  });

  it('refuses a code (and so an id_token) issued to another client', async () => {
    // The attacker signs in at MEGHNA's client and plants that code into a PADMA flow.
    const meghna = await start(MEGHNA);
    const theirs = await signInAtProvider(meghna.authorizationUrl, { customName: 'Client Case' });
    const padma = await start(PADMA);
    const planted = new URL('http://localhost:3000/wps/session/social/google/callback');
    planted.searchParams.set('code', theirs.searchParams.get('code')!);
    planted.searchParams.set('state', new URL(padma.authorizationUrl).searchParams.get('state')!);
    planted.searchParams.set('iss', theirs.searchParams.get('iss')!);
    const back = await callback(planted, padma.cookie);
    expect(back.searchParams.get('social')).toBe('failed');
  });

  it('tells the page when the member cancels at the provider', async () => {
    const started = await start();
    const state = new URL(started.authorizationUrl).searchParams.get('state')!;
    const cancelled = new URL('http://localhost:3000/wps/session/social/google/callback');
    cancelled.searchParams.set('error', 'access_denied');
    cancelled.searchParams.set('state', state);
    const back = await callback(cancelled, started.cookie);
    expect(back.searchParams.get('social')).toBe('cancelled');
  });

  it('keeps the new-address check for a social sign-in', async () => {
    // demo_sub1 with a real name on file (a verification method) has logged in from IP.
    const first = await signIn('Sub One');
    await ctx.database.db
      .updateTable('accounts')
      .set({ profile: sql`profile || '{"payeeName":"Sub One Real"}'::jsonb` })
      .where('username_key', '=', 'demo_sub1')
      .execute();
    expect(
      (await link(first.cookie, { username: 'demo_sub1', password: PASSWORDS.member })).statusCode,
    ).toBe(200);
    // From another address: no token, the same challenge as a password login.
    const second = await signIn('Sub One');
    const challenged = await complete(second.cookie, PADMA, '10.7.9.9');
    expect(challenged.statusCode).toBe(403);
    expect(body(challenged).code).toBe('LOGIN_VERIFICATION_REQUIRED');
  });

  it('links after the new-address verification when the linking login is challenged', async () => {
    // demo_sub2 has logged in from IP before and has a real name on file.
    const before = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: PADMA,
      remoteAddress: IP,
      payload: { type: 'username', username: 'demo_sub2', password: PASSWORDS.member },
    });
    expect(before.statusCode).toBe(200);
    await ctx.database.db
      .updateTable('accounts')
      .set({ profile: sql`profile || '{"payeeName":"Sub Two Real"}'::jsonb` })
      .where('username_key', '=', 'demo_sub2')
      .execute();
    const trip = await signIn('Sub Two');
    const elsewhere = '10.7.8.8';
    const challenged = await link(
      trip.cookie,
      { username: 'demo_sub2', password: PASSWORDS.member },
      PADMA,
      elsewhere,
    );
    expect(body(challenged).code).toBe('LOGIN_VERIFICATION_REQUIRED');
    // Not linked before the verification.
    const linkedBefore = await ctx.database.db
      .selectFrom('social_identities')
      .select('id')
      .where('subject', 'like', 'named-%')
      .where('email', '=', 'sub.two@example.test')
      .execute();
    expect(linkedBefore).toHaveLength(0);
    const { challengeId } = body<{ challengeId: string }>(challenged).value;
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: PADMA,
      remoteAddress: elsewhere,
      payload: {
        challengeId,
        method: 'bankName',
        answer: 'Sub Two Real',
      },
    });
    expect(verified.statusCode).toBe(200);
    // Now linked: the same identity signs in directly (from the verified address).
    const again = await signIn('Sub Two');
    const signedIn = await complete(again.cookie, PADMA, elsewhere);
    expect(body<{ status: string }>(signedIn).value.status).toBe('signedIn');
  });

  it('links an identity to one account only', async () => {
    const trip = await signIn('Only Once');
    expect(
      (await link(trip.cookie, { username: 'demo_agent', password: PASSWORDS.agent })).statusCode,
    ).toBe(200);
    // demo_agent now has a google identity: another one is refused.
    const other = await signIn('Someone Else');
    const refused = await link(other.cookie, { username: 'demo_agent', password: PASSWORDS.agent });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('SOCIAL_ALREADY_LINKED');
  });

  it('lets an operator change the brand’s providers (never their secrets)', async () => {
    const patch = (socialLogin: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/MEGHNA',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { socialLogin },
      });
    expect((await patch({ providers: [] })).statusCode).toBe(200);
    const none = await ctx.app.inject({ url: '/wps/session/social/providers', headers: MEGHNA });
    expect(body(none).value).toEqual({ providers: [] });
    const plain = await patch({
      providers: [{ id: 'google', issuer: 'http://evil.example', clientId: 'x' }],
    });
    expect(plain.statusCode).toBe(400);
    // A secret is never taken into the brand's configuration (the schema drops it).
    await patch({
      providers: [{ id: 'google', issuer: 'local', clientId: 'meghna-web', clientSecret: 's' }],
    });
    const stored = await ctx.database.db
      .selectFrom('brands')
      .select('config')
      .where('merchant_code', '=', 'MEGHNA')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.config)).not.toContain('clientSecret');
    const back = await ctx.app.inject({ url: '/wps/session/social/providers', headers: MEGHNA });
    expect(body(back).value).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
  });

  it('limits the flows one address starts', async () => {
    const startFrom = () =>
      ctx.app.inject({
        url: '/wps/session/social/google/start',
        headers: PADMA,
        remoteAddress: '10.7.77.77',
      });
    for (let index = 0; index < 30; index += 1) expect((await startFrom()).statusCode).toBe(302);
    const refused = await startFrom();
    expect(refused.statusCode).toBe(429);
  });
});

describe('linking after a registration by mobile', () => {
  const PADMA_BRAND = { ...PADMA, Merchant: 'PADMA' };

  /** Registers a member through the mobile tab (SMS code, no username), as the register modal does. */
  async function registerByMobile(mobileNo: string): Promise<string> {
    ctx.clock.advance(61_000);
    expect((await requestRegisterSms(ctx.app, PADMA_BRAND, IP, mobileNo)).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      headers: PADMA_BRAND,
      remoteAddress: IP,
      payload: {
        username: '',
        mobileNum: mobileNo,
        countryDialingCode: '880',
        password: 'Mobile@2026',
        confirmPassword: 'Mobile@2026',
        verificationCode: await latestSmsCode(ctx.database.db, smsRecipient(mobileNo)),
        ...(await solvedCaptcha(ctx.app, ctx.clock, IP, PADMA_BRAND)),
      },
    });
    expect(response.statusCode).toBe(200);
    return body<{ token: string }>(response).value.token;
  }

  const linkRegistered = (cookie: string, token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/session/social/link/registration',
      headers: { ...PADMA, cookie, authorization: `Bearer ${token}` },
      remoteAddress: IP,
    });

  const loginBy = (payload: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: PADMA_BRAND,
      remoteAddress: IP,
      payload,
    });

  const accountOf = async (token: string) =>
    body<{ account: string }>(
      await ctx.app.inject({
        url: '/wps/member/info',
        headers: { ...PADMA, authorization: `Bearer ${token}` },
      }),
    ).value.account;

  it('links the identity to the account the member just registered with an SMS code', async () => {
    const trip = await signIn('Mobile Newcomer');
    expect(body<{ status: string }>(await complete(trip.cookie)).value.status).toBe('link');
    const token = await registerByMobile('01855500001');
    // A session the registration did not open (the same account's password login) links nothing.
    const byPassword = await loginBy({
      type: 'username',
      username: await accountOf(token),
      password: 'Mobile@2026',
    });
    expect(byPassword.statusCode).toBe(200);
    const refused = await linkRegistered(
      trip.cookie,
      body<{ token: string }>(byPassword).value.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('SOCIAL_PROOF_REQUIRED');

    const linked = await linkRegistered(trip.cookie, token);
    expect(linked.statusCode).toBe(200);
    // Once: the attempt is used up.
    expect(body(await linkRegistered(trip.cookie, token)).code).toBe('SOCIAL_EXPIRED');

    // The identity now signs the new member in.
    const again = await signIn('Mobile Newcomer');
    const signedIn = body<{ status: string; login: { token: string } }>(
      await complete(again.cookie),
    ).value;
    expect(signedIn.status).toBe('signedIn');
    expect(await accountOf(signedIn.login.token)).toBe(await accountOf(token));
  });

  it('does not link an identity that came back after the registration', async () => {
    const token = await registerByMobile('01855500002');
    const trip = await signIn('Later Identity');
    const refused = await linkRegistered(trip.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('SOCIAL_PROOF_REQUIRED');
    expect(body<{ status: string }>(await complete(trip.cookie)).value.status).toBe('link');
  });

  it('links by an SMS code where mobile registration is on, even with code login off', async () => {
    const token = await registerByMobile('01855500003');
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    const codeLogin = (on: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: ops,
        payload: { flags: { VERIFICATION_CODE_LOGIN: on } },
      });
    expect((await codeLogin(false)).statusCode).toBe(200);
    try {
      const trip = await signIn('Code Linker');
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: PADMA,
        remoteAddress: IP,
        payload: { mobileNum: '01855500003', countryDialingCode: '880' },
      });
      expect(sent.statusCode).toBe(200);
      const code = await latestSmsCode(ctx.database.db, smsRecipient('01855500003'));
      // Signing in by a code stays off.
      const smsLogin = await loginBy({
        type: 'sms',
        mobileNum: '01855500003',
        verificationCode: code,
      });
      expect(body(smsLogin).code).toBe('MODULE_DISABLED');
      const linked = await link(trip.cookie, {
        type: 'sms',
        mobileNum: '01855500003',
        verificationCode: code,
      });
      expect(linked.statusCode).toBe(200);
      expect(await accountOf(body<{ token: string }>(linked).value.token)).toBe(
        await accountOf(token),
      );
    } finally {
      await codeLogin(true);
    }
  });
});
