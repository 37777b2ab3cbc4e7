// On PostgreSQL too: limits counted across requests that arrive at once.
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { generateSecret, generateSync } from 'otplib';
import { createSecretBox } from '../src/services/security/secretBox.js';
import {
  consumeTotpCode,
  MEMBER_TOTP,
  resealTotpSecrets,
} from '../src/services/security-centre/totp.js';
import { latestSmsCode } from './support/security.js';
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
 * The security centre (spec §3, §4): profile rules, bindings confirmed by code and locked once
 * confirmed (also against raw SQL), the authenticator, the device list, and the extra
 * verification of a login from a new address.
 */
let ctx: TestContext;
let member: string;
const HOME = '127.0.0.1';

beforeAll(async () => {
  ctx = await createTestContext();
  // The first login of a seeded account trusts its address.
  member = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = member,
) => ctx.app.inject({ method, url, headers: authed(token), payload, remoteAddress: HOME });

const overview = async () =>
  body<{
    profile: Record<string, unknown>;
    mobile: { value: string | null; confirmed: boolean };
    email: { value: string | null; confirmed: boolean };
    totpEnabled: boolean;
  }>(await call('GET', '/wps/member/security')).value;

const loginFrom = (ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...BRAND1, 'user-agent': 'Test Browser/1.0', ...headers },
    remoteAddress: ip,
    payload: { type: 'username', username: 'demo_sub2', password: PASSWORDS.member },
  });

const verify = (ip: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify',
    headers: BRAND1,
    remoteAddress: ip,
    payload,
  });

async function latestEmailCode(recipient: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('channel', '=', 'email')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

let totpSecret = '';
const totpAt = (offsetSteps = 0) =>
  generateSync({
    secret: totpSecret,
    epoch: Math.floor(ctx.clock.now().getTime() / 1000) + offsetSteps * 30,
  });

describe('security centre', () => {
  it('refuses trial accounts and strangers', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    expect(body(await call('GET', '/wps/member/security', undefined, trial)).code).toBe(
      'NOT_REAL_ACCOUNT',
    );
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/security',
      headers: BRAND1,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('edits the profile by the brand rules and changes nothing on bad input', async () => {
    const before = await overview();
    expect(before.profile).toMatchObject({ birthdayMinAge: 18, payeeName: '' });
    const bad: [object, string, string][] = [
      [{ birthday: '2020-01-01' }, 'birthday', 'age'],
      [{ birthday: '1990-02-30' }, 'birthday', 'pattern'],
      [{ nickname: '   ' }, 'nickname', 'required'],
      [{ nickname: 'bad\u0007name' }, 'nickname', 'controlCharacter'],
      [{ nickname: 'bad\u0000name' }, 'nickname', 'nulByte'],
      [{ payeeName: 'J0hn Smith' }, 'payeeName', 'pattern'],
      [{ labels: { zalo: 'abc' } }, 'zalo', 'pattern'],
      [{ labels: { telegram: 'has space' } }, 'telegram', 'pattern'],
      [{ nickname: 'Fine', birthday: '2015-05-05' }, 'birthday', 'age'],
    ];
    for (const [payload, field, rule] of bad) {
      const response = await call('PUT', '/wps/member/profile', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).value).toMatchObject({ field, rule });
    }
    expect(await overview()).toEqual(before);
    const saved = await call('PUT', '/wps/member/profile', {
      nickname: 'Rahim',
      birthday: '1990-04-12',
      payeeName: 'Rahim  Uddin',
      labels: { occupation: 'Engineer', telegram: '@rahim_u' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await overview()).profile).toMatchObject({
      nickname: 'Rahim',
      birthday: '1990-04-12',
      payeeName: 'Rahim Uddin',
      labels: { occupation: 'Engineer', telegram: '@rahim_u', address: '' },
    });
    // A label is cleared with ''; the real name is set once.
    await call('PUT', '/wps/member/profile', { labels: { occupation: '' } });
    expect((await overview()).profile).toMatchObject({ labels: { occupation: '' } });
    const rename = await call('PUT', '/wps/member/profile', { payeeName: 'Someone Else' });
    expect(body(rename).code).toBe('REAL_NAME_LOCKED');
    expect((await overview()).profile).toMatchObject({ payeeName: 'Rahim Uddin' });
  });

  it('binds a phone with a single-use code and refuses to change it once confirmed', async () => {
    const taken = await call('POST', '/wps/member/bindings/mobile/code', { value: '01712345678' });
    expect(body(taken).code).toBe('BINDING_TAKEN');
    const badNumber = await call('POST', '/wps/member/bindings/mobile/code', { value: '12ab' });
    expect(body(badNumber).value).toMatchObject({ field: 'mobileNum' });

    const sent = await call('POST', '/wps/member/bindings/mobile/code', { value: '01812345678' });
    expect(body(sent).value).toEqual({ expiredMinutes: 1 });
    const again = await call('POST', '/wps/member/bindings/mobile/code', { value: '01812345678' });
    expect(again.statusCode).toBe(429);
    const code = await latestSmsCode(ctx.database.db, '+8801812345678');
    // The code proves this number only.
    const other = await call('POST', '/wps/member/bindings/mobile', { value: '01812345679', code });
    expect(body(other).value).toMatchObject({ field: 'code' });
    const wrong = await call('POST', '/wps/member/bindings/mobile', {
      value: '01812345678',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(body(wrong).value).toMatchObject({ field: 'code' });
    expect((await overview()).mobile.confirmed).toBe(false);
    const ok = await call('POST', '/wps/member/bindings/mobile', { value: '01812345678', code });
    expect(ok.statusCode).toBe(200);
    expect((await overview()).mobile).toEqual({ value: '+880 •••••••5678', confirmed: true });
    // Used once.
    const replay = await call('POST', '/wps/member/bindings/mobile', {
      value: '01812345678',
      code,
    });
    expect(body(replay).code).toBe('BINDING_LOCKED');
    const second = await call('POST', '/wps/member/bindings/mobile/code', { value: '01912345678' });
    expect(second.statusCode).toBe(409);
    expect(body(second).code).toBe('BINDING_LOCKED');
    // The database refuses it too.
    await expect(
      sql`update accounts set mobile_num = '01912345678' where username_key = 'demo_sub2'`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('lets an e-mail code expire and burns it after five wrong guesses', async () => {
    const address = 'rahim@example.com';
    await call('POST', '/wps/member/bindings/email/code', { value: address });
    const first = await latestEmailCode(address);
    ctx.clock.advance(11 * 60_000);
    const late = await call('POST', '/wps/member/bindings/email', { value: address, code: first });
    expect(body(late).value).toMatchObject({ field: 'code' });
    await call('POST', '/wps/member/bindings/email/code', { value: address });
    const second = await latestEmailCode(address);
    const wrongGuess = second === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/wps/member/bindings/email', { value: address, code: wrongGuess }),
      ),
    );
    expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
    const burnt = await call('POST', '/wps/member/bindings/email', {
      value: address,
      code: second,
    });
    expect(body(burnt).value).toMatchObject({ field: 'code' });
    expect((await overview()).email.confirmed).toBe(false);
  });

  it('links an authenticator confirmed by a code, refusing replays', async () => {
    const enrol = body<{ secret: string; otpauthUri: string; qrDataUrl: string }>(
      await call('POST', '/wps/member/totp'),
    ).value;
    expect(enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    totpSecret = enrol.secret;
    const wrong = await call('POST', '/wps/member/totp/confirm', { code: '000000' });
    expect(body(wrong).code).toBe('TOTP_INVALID');
    expect((await overview()).totpEnabled).toBe(false);
    const code = totpAt();
    expect((await call('POST', '/wps/member/totp/confirm', { code })).statusCode).toBe(200);
    expect((await overview()).totpEnabled).toBe(true);
    expect(body(await call('POST', '/wps/member/totp')).code).toBe('TOTP_ALREADY_ENABLED');
    // Stored sealed: the database alone does not give the secret away.
    const stored = await ctx.database.db
      .selectFrom('member_totp')
      .select('secret')
      .executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^v1\.process\./);
    expect(stored.secret).not.toContain(totpSecret);
    // The same code cannot remove it.
    expect(body(await call('POST', '/wps/member/totp/remove', { code })).code).toBe('TOTP_INVALID');
    expect((await overview()).totpEnabled).toBe(true);
  });

  it('asks a login from a new address to verify, and gives no token before', async () => {
    const response = await loginFrom('10.9.0.1');
    expect(response.statusCode).toBe(403);
    const answer = body<{ token?: string; challengeId: string; methods: string[] }>(response);
    expect(answer.code).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect(answer.value.token).toBeUndefined();
    expect(answer.value.methods).toEqual(['sms', 'bankName', 'totp']);
    const { challengeId } = answer.value;

    // Bound to the address it was opened from.
    const elsewhere = await verify('10.9.0.99', {
      challengeId,
      method: 'bankName',
      answer: 'Rahim Uddin',
    });
    expect(body(elsewhere).code).toBe('LOGIN_CHALLENGE_INVALID');
    const unavailable = await verify('10.9.0.1', {
      challengeId,
      method: 'email',
      answer: '123456',
    });
    expect(body(unavailable).code).toBe('LOGIN_VERIFY_METHOD');
    const wrong = await verify('10.9.0.1', { challengeId, method: 'bankName', answer: 'Karim' });
    expect(body(wrong).code).toBe('LOGIN_VERIFY_FAILED');
    expect(body(wrong).value).toMatchObject({ attemptsLeft: 3 });
    const right = await verify('10.9.0.1', {
      challengeId,
      method: 'bankName',
      answer: '  rahim   UDDIN ',
    });
    expect(right.statusCode).toBe(200);
    const { token } = body<{ token: string }>(right).value;
    expect((await call('GET', '/wps/member/security', undefined, token)).statusCode).toBe(200);
    // Used once; the address is known from now on.
    const replay = await verify('10.9.0.1', {
      challengeId,
      method: 'bankName',
      answer: 'Rahim Uddin',
    });
    expect(body(replay).code).toBe('LOGIN_CHALLENGE_INVALID');
    expect((await loginFrom('10.9.0.1')).statusCode).toBe(200);
  });

  it('is not bypassed by a forged X-Forwarded-For', async () => {
    const forged = await loginFrom('10.9.0.2', { 'x-forwarded-for': HOME });
    expect(body(forged).code).toBe('LOGIN_VERIFICATION_REQUIRED');
  });

  it('allows five answers to a challenge even when they arrive at once', async () => {
    const { challengeId } = body<{ challengeId: string }>(await loginFrom('10.9.0.3')).value;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        verify('10.9.0.3', { challengeId, method: 'bankName', answer: 'Wrong Name' }),
      ),
    );
    const codes = answers.map((response) => body(response).code);
    expect(codes.filter((code) => code === 'LOGIN_VERIFY_FAILED').length).toBe(4);
    expect(codes.filter((code) => code === 'LOGIN_CHALLENGE_INVALID').length).toBe(8);
    const late = await verify('10.9.0.3', {
      challengeId,
      method: 'bankName',
      answer: 'Rahim Uddin',
    });
    expect(body(late).code).toBe('LOGIN_CHALLENGE_INVALID');
    const expired = body<{ challengeId: string }>(await loginFrom('10.9.0.3')).value;
    ctx.clock.advance(11 * 60_000);
    const tooLate = await verify('10.9.0.3', {
      challengeId: expired.challengeId,
      method: 'bankName',
      answer: 'Rahim Uddin',
    });
    expect(body(tooLate).code).toBe('LOGIN_CHALLENGE_INVALID');
  });

  it('verifies by an SMS code to the confirmed phone or by the authenticator', async () => {
    const sms = body<{ challengeId: string }>(await loginFrom('10.9.0.4')).value;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/verify/code',
      headers: BRAND1,
      remoteAddress: '10.9.0.4',
      payload: { challengeId: sms.challengeId, method: 'sms' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestSmsCode(ctx.database.db, '+8801812345678');
    const ok = await verify('10.9.0.4', {
      challengeId: sms.challengeId,
      method: 'sms',
      answer: code,
    });
    expect(ok.statusCode).toBe(200);

    ctx.clock.advance(60_000);
    const totp = body<{ challengeId: string }>(await loginFrom('10.9.0.5')).value;
    const byApp = await verify('10.9.0.5', {
      challengeId: totp.challengeId,
      method: 'totp',
      answer: totpAt(),
    });
    expect(byApp.statusCode).toBe(200);
  });

  it('lists sessions and addresses, and signs out the other sessions', async () => {
    const other = body<{ token: string }>(await loginFrom('10.9.0.1')).value.token;
    const devices = body<{
      sessions: { current: boolean; ip: string; userAgent: string }[];
      addresses: { ip: string }[];
    }>(await call('GET', '/wps/member/devices')).value;
    expect(devices.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(devices.sessions).toContainEqual(
      expect.objectContaining({ current: false, ip: '10.9.0.1', userAgent: 'Test Browser/1.0' }),
    );
    expect(devices.addresses.map((row) => row.ip).sort()).toEqual(
      ['10.9.0.1', '10.9.0.4', '10.9.0.5', HOME].sort(),
    );
    // Another member sees only their own.
    const stranger = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const theirs = body<{ addresses: { ip: string }[] }>(
      await call('GET', '/wps/member/devices', undefined, stranger),
    ).value;
    expect(theirs.addresses.map((row) => row.ip)).toEqual([HOME]);

    expect((await call('DELETE', '/wps/member/devices/others')).statusCode).toBe(200);
    expect((await call('GET', '/wps/member/security', undefined, other)).statusCode).toBe(401);
    expect((await call('GET', '/wps/member/security')).statusCode).toBe(200);
  });

  it('removes the authenticator with a fresh code', async () => {
    ctx.clock.advance(60_000);
    expect((await call('POST', '/wps/member/totp/remove', { code: totpAt() })).statusCode).toBe(
      200,
    );
    expect((await overview()).totpEnabled).toBe(false);
  });

  it('re-seals stored secrets under a new data key, including one stored before sealing', async () => {
    const db = ctx.database.db;
    const legacyOwner = (
      await db
        .selectFrom('accounts')
        .select('id')
        .where('username_key', '=', 'demo_sub1')
        .executeTakeFirstOrThrow()
    ).id;
    const legacySecret = generateSecret();
    // A row as it was stored before secrets were sealed.
    await db
      .insertInto('member_totp')
      .values({
        account_id: legacyOwner,
        secret: legacySecret,
        created_at: ctx.clock.now(),
        confirmed_at: ctx.clock.now(),
      })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ secret: legacySecret }))
      .execute();
    const next = { id: 'next', key: randomBytes(32) };
    const rotated = await ctx.buildApp({ dataKeys: [next, ...ctx.app.appConfig.dataKeys] });
    await rotated.ready();
    const rows = await db.selectFrom('member_totp').select(['account_id', 'secret']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.secret).toMatch(/^v1\.next\./);
    const box = createSecretBox([next]);
    const legacy = rows.find((row) => row.account_id === legacyOwner)!;
    expect(box.open(legacy.secret, legacyOwner)).toBe(legacySecret);
    // Sealed for one member, it does not open as another's.
    expect(() => box.open(legacy.secret, 'another-member')).toThrow();
    // Run again, nothing is left to move.
    expect(await resealTotpSecrets(db, box)).toBe(0);
    // Its codes still work.
    const code = generateSync({
      secret: legacySecret,
      epoch: Math.floor(ctx.clock.now().getTime() / 1000),
    });
    expect(
      await consumeTotpCode(db, box, MEMBER_TOTP, {
        id: legacyOwner,
        code,
        confirmed: true,
        now: ctx.clock.now(),
      }),
    ).toBe(true);
    await db.deleteFrom('member_totp').where('account_id', '=', legacyOwner).execute();
  });
});
