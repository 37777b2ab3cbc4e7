// On PostgreSQL too: the same code sent twice at once signs in once.
import { createHash } from 'node:crypto';
import type { OperatorSession, OperatorTotpEnrolment, OperatorView } from '@site/contracts';
import { generateSync } from 'otplib';
import { nextTotpCode, operatorAuthenticator, signInOperator } from './support/operators.js';
import { body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';

/**
 * The operator console's sign-in (issue 45): admin and finance operators give an authenticator
 * code besides the password, enrol one at their first sign-in (a session good for nothing
 * else until then), sessions end after OPERATOR_IDLE_MINUTES unused, and an admin may unlink
 * another operator's authenticator within its brands, with a reason, audited.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const [username, roles, brands] of [
    ['alice', ['admin'], undefined],
    ['meg', ['admin'], ['MEGHNA']],
    ['fiona', ['finance'], ['PADMA']],
    ['farid', ['finance'], ['MEGHNA']],
    ['sam', ['support'], undefined],
  ] as const) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: root,
      payload: { username, password: `${username}-long-password`, roles, brands },
    });
    expect(created.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
});

const root = { authorization: `Bearer ${OPS_TOKEN}` };
const password = (username: string) => `${username}-long-password`;

const signIn = (username: string, extra: { code?: string } = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/ops/session',
    payload: { username, password: password(username), ...extra },
    remoteAddress,
  });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

const countSessions = async () =>
  (
    await ctx.database.db
      .selectFrom('operator_sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const auditOf = (action: string, targetId: string) =>
  ctx.database.db
    .selectFrom('operator_audit')
    .select(['operator_name', 'reason', 'after'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();

const codeAt = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(ctx.clock.now().getTime() / 1000) + offsetSteps * 30 });

describe('enrolment at the first sign-in', () => {
  it('gives a session good only for enrolling, made whole by the confirmation, both audited', async () => {
    const signedIn = await signIn('alice');
    expect(signedIn.statusCode).toBe(200);
    const session = body<OperatorSession>(signedIn).value;
    expect(session.idleMinutes).toBe(30);
    expect(session.operator).toEqual({
      id: expect.any(String),
      username: 'alice',
      roles: ['admin'],
      brandIds: null,
      brands: null,
      totp: false,
      secondFactor: 'enrolment-required',
    });
    const { token } = session;
    expect(body<OperatorView>(await call('GET', '/ops/me', token)).value.secondFactor).toBe(
      'enrolment-required',
    );
    for (const [method, url] of [
      ['GET', '/ops/audit'],
      ['GET', '/ops/withdrawals'],
    ] as const) {
      const refused = await call(method, url, token);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).code).toBe('OPERATOR_TOTP_ENROLMENT_REQUIRED');
    }
    const create = await call('POST', '/ops/operators', token, {
      username: 'mallory',
      password: 'a-long-other-password',
      roles: ['admin'],
    });
    expect(body(create).code).toBe('OPERATOR_TOTP_ENROLMENT_REQUIRED');

    const enrolment = body<OperatorTotpEnrolment>(await call('POST', '/ops/me/totp', token)).value;
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*alice.*secret=/);
    expect(enrolment.otpauthUrl).toContain(enrolment.secret);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await call('POST', '/ops/me/totp/confirm', token, {
      code: codeAt(enrolment.secret, 5),
    });
    expect(body(wrong).code).toBe('TOTP_INVALID');
    const confirmed = await call('POST', '/ops/me/totp/confirm', token, {
      code: codeAt(enrolment.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(body<OperatorView>(confirmed).value).toMatchObject({
      totp: true,
      secondFactor: 'verified',
    });
    expect((await call('GET', '/ops/audit', token)).statusCode).toBe(200);
    // A linked authenticator is not replaced by a new enrolment.
    expect(body(await call('POST', '/ops/me/totp', token)).code).toBe('TOTP_ALREADY_ENABLED');

    const aliceId = session.operator.id!;
    expect(await auditOf('operator.totp.enrol', aliceId)).toEqual([
      expect.objectContaining({ operator_name: 'alice' }),
    ]);
    expect(await auditOf('operator.totp.confirm', aliceId)).toEqual([
      expect.objectContaining({ operator_name: 'alice' }),
    ]);
    // Signing out is open to an enrolling session too.
    const other = body<OperatorSession>(await signIn('farid')).value.token;
    expect((await call('DELETE', '/ops/session', other)).statusCode).toBe(200);
    expect(body(await call('GET', '/ops/me', other)).code).toBe('OPERATOR_UNAUTHORIZED');
  });

  it('limits authenticator guesses at the confirmation', async () => {
    // Any operator may link one; a support operator's sign-in never asks for it.
    const token = body<OperatorSession>(await signIn('sam')).value.token;
    const { secret } = body<OperatorTotpEnrolment>(await call('POST', '/ops/me/totp', token)).value;
    for (let i = 0; i < 10; i++) {
      const wrong = await call('POST', '/ops/me/totp/confirm', token, {
        code: codeAt(secret, 10 + i),
      });
      expect(body(wrong).code).toBe('TOTP_INVALID');
    }
    const limited = await call('POST', '/ops/me/totp/confirm', token, { code: codeAt(secret) });
    expect(limited.statusCode).toBe(429);
  });

  it('needs no code from a support operator, nor from the root token', async () => {
    const support = body<OperatorSession>(await signIn('sam')).value;
    expect(support.operator).toMatchObject({ totp: false, secondFactor: 'not-required' });
    expect((await call('GET', '/ops/applications', support.token)).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/ops/me', headers: root });
    expect(body(me).value).toEqual({
      id: null,
      username: 'root',
      roles: ['admin', 'finance', 'support', 'release'],
      brandIds: null,
      brands: null,
      totp: false,
      secondFactor: 'not-required',
    });
  });
});

describe('signing in with a linked authenticator', () => {
  it('asks for the code, refuses a wrong or replayed one, and counts wrong ones', async () => {
    await signInOperator(ctx, 'fiona', password('fiona'));
    const authenticator = operatorAuthenticator(ctx, 'fiona')!;
    const before = await countSessions();
    const missing = await signIn('fiona');
    expect(missing.statusCode).toBe(401);
    expect(body(missing).code).toBe('OPERATOR_TOTP_REQUIRED');
    expect(await countSessions()).toBe(before);

    // Wrong codes slow the (name, address) pair down like wrong passwords: from the third
    // failure, even the right code waits.
    const code = nextTotpCode(ctx, authenticator);
    const from = '10.45.0.1';
    for (let i = 0; i < 3; i++) {
      const wrong = await signIn('fiona', { code: codeAt(authenticator.secret, 4 + i) }, from);
      expect(body(wrong).code).toBe('OPERATOR_LOGIN_FAILED');
    }
    expect(body(await signIn('fiona', { code }, from))).toMatchObject({
      code: 'OPERATOR_LOGIN_DELAYED',
      value: { retryAfterSeconds: 2 },
    });

    const signedIn = await signIn('fiona', { code });
    expect(signedIn.statusCode).toBe(200);
    expect(body<OperatorSession>(signedIn).value.operator).toMatchObject({
      brands: ['PADMA'],
      totp: true,
      secondFactor: 'verified',
    });
    const replayed = await signIn('fiona', { code });
    expect(replayed.statusCode).toBe(401);
    expect(body(replayed).code).toBe('OPERATOR_LOGIN_FAILED');
    expect(await countSessions()).toBe(String(Number(before) + 1));
  });

  it('accepts the same code sent twice at once only once', async () => {
    const authenticator = operatorAuthenticator(ctx, 'fiona')!;
    ctx.clock.advance(5_000);
    const code = nextTotpCode(ctx, authenticator);
    const answers = await Promise.all([
      signIn('fiona', { code }, '10.45.1.1'),
      signIn('fiona', { code }, '10.45.1.2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('the idle end', () => {
  it('ends a session unused for 30 minutes, and writes its last use at most once a minute', async () => {
    const token = await signInOperator(ctx, 'sam', password('sam'));
    const lastUsed = async () =>
      (
        await ctx.database.db
          .selectFrom('operator_sessions')
          .select('last_used_at')
          .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
          .executeTakeFirstOrThrow()
      ).last_used_at.getTime();
    const signedInAt = await lastUsed();
    ctx.clock.advance(30_000);
    expect((await call('GET', '/ops/me', token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(signedInAt);
    ctx.clock.advance(29 * 60_000);
    expect((await call('GET', '/ops/me', token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(ctx.clock.now().getTime());
    ctx.clock.advance(29 * 60_000);
    expect((await call('GET', '/ops/me', token)).statusCode).toBe(200);
    ctx.clock.advance(30 * 60_000);
    const expired = await call('GET', '/ops/me', token);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).code).toBe('OPERATOR_SESSION_EXPIRED');
  });
});

describe('an admin resets an authenticator', () => {
  const reset = (token: string, username: string, reason = 'lost phone') =>
    call('DELETE', `/ops/operators/${username}/totp`, token, { reason });

  it('only within its brands', async () => {
    const fiona = await signInOperator(ctx, 'fiona', password('fiona'));
    const meg = await signInOperator(ctx, 'meg', password('meg'));
    // MEGHNA's admin may not reach PADMA's finance operator, nor an admin of every brand.
    for (const username of ['fiona', 'alice']) {
      const refused = await reset(meg, username);
      expect(refused.statusCode).toBe(403);
      expect(body(refused).code).toBe('OPERATOR_FORBIDDEN');
    }
    // A finance operator may not reset at all.
    expect(body(await reset(fiona, 'meg')).code).toBe('OPERATOR_FORBIDDEN');
    // Within its brands it may, once: then nothing is linked.
    await signInOperator(ctx, 'farid', password('farid'));
    expect((await reset(meg, 'farid')).statusCode).toBe(200);
    expect(body(await reset(meg, 'farid')).code).toBe('TOTP_NOT_ENABLED');
    expect(body(await reset(meg, 'nobody')).code).toBe('NOT_FOUND');
    const farid = await ctx.database.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', 'farid')
      .executeTakeFirstOrThrow();
    expect(await auditOf('operator.totp.reset', farid.id)).toEqual([
      expect.objectContaining({ operator_name: 'meg', reason: 'lost phone' }),
    ]);
  });

  it('with a reason, audited; its sessions end and the operator enrols again', async () => {
    const fiona = await signInOperator(ctx, 'fiona', password('fiona'));
    const done = await reset(OPS_TOKEN, 'fiona', 'phone lost on the bus');
    expect(done.statusCode).toBe(200);
    const me = await call('GET', '/ops/me', fiona);
    expect(body(me).code).toBe('OPERATOR_UNAUTHORIZED');
    const again = body<OperatorSession>(await signIn('fiona')).value.operator;
    expect(again).toMatchObject({ totp: false, secondFactor: 'enrolment-required' });
    expect(await auditOf('operator.totp.reset', again.id!)).toEqual([
      expect.objectContaining({
        operator_name: 'root',
        reason: 'phone lost on the bus',
        after: { username: 'fiona', sessionsEnded: expect.any(Number) },
      }),
    ]);
  });
});
