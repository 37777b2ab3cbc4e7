import { sql } from 'kysely';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * Operator accounts: the root token creates them, roles decide what each may do, a player's
 * token is never an operator's, five wrong passwords lock an account even when fired at once,
 * and every action leaves an audit row nobody can rewrite.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const createOperator = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/ops/operators', headers: bearer(token), payload });

const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/ops/session', payload: { username, password } });

const operatorToken = async (username: string, password: string) => {
  const response = await signIn(username, password);
  expect(response.statusCode).toBe(200);
  return body<{ token: string }>(response).value.token;
};

describe('operator accounts', () => {
  it('the root token creates an admin, who signs in and sees itself', async () => {
    const created = await createOperator(OPS_TOKEN, {
      username: 'alice',
      password: 'a-long-admin-password',
      roles: ['admin'],
    });
    expect(created.statusCode).toBe(200);
    const token = await operatorToken('alice', 'a-long-admin-password');
    const me = await ctx.app.inject({ method: 'GET', url: '/ops/me', headers: bearer(token) });
    expect(body(me).value).toMatchObject({ username: 'alice', roles: ['admin'], brandIds: null });
  });

  it('a finance operator may not create operators or read the audit trail', async () => {
    const admin = await operatorToken('alice', 'a-long-admin-password');
    expect(
      (
        await createOperator(admin, {
          username: 'bob',
          password: 'a-long-finance-password',
          roles: ['finance'],
          brands: ['PADMA'],
        })
      ).statusCode,
    ).toBe(200);
    const bob = await operatorToken('bob', 'a-long-finance-password');
    const attempt = await createOperator(bob, {
      username: 'mallory',
      password: 'a-long-other-password',
      roles: ['admin'],
    });
    expect(attempt.statusCode).toBe(403);
    expect(body(attempt).code).toBe('OPERATOR_FORBIDDEN');
    const audit = await ctx.app.inject({ method: 'GET', url: '/ops/audit', headers: bearer(bob) });
    expect(audit.statusCode).toBe(403);
    const count = await ctx.database.db
      .selectFrom('operators')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('username', '=', 'mallory')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe('0');
  });

  it('refuses a player token, a forged token and a signed-out session', async () => {
    const player = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const admin = await operatorToken('alice', 'a-long-admin-password');
    await ctx.app.inject({ method: 'DELETE', url: '/ops/session', headers: bearer(admin) });
    for (const token of [player, 'forged', admin, `${OPS_TOKEN}x`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/ops/me',
        headers: authed(token),
      });
      expect(response.statusCode).toBe(401);
      expect(body(response).code).toBe('OPERATOR_UNAUTHORIZED');
    }
  });

  it('rejects a weak password and a taken username with clear errors', async () => {
    const weak = await createOperator(OPS_TOKEN, {
      username: 'carol',
      password: 'short',
      roles: ['support'],
    });
    expect(weak.statusCode).toBe(400);
    const taken = await createOperator(OPS_TOKEN, {
      username: 'alice',
      password: 'another-long-password',
      roles: ['support'],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('twenty wrong passwords at once check at most five, then the account is locked', async () => {
    await createOperator(OPS_TOKEN, {
      username: 'dave',
      password: 'dave-the-right-password',
      roles: ['support'],
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn('dave', `wrong-${index}`)),
    );
    const failed = responses.filter((r) => body(r).code === 'OPERATOR_LOGIN_FAILED').length;
    expect(failed).toBeLessThanOrEqual(5);
    const right = await signIn('dave', 'dave-the-right-password');
    expect(right.statusCode).toBe(403);
    expect(body(right).code).toBe('OPERATOR_LOCKED');
    ctx.clock.advance(16 * 60_000);
    expect((await signIn('dave', 'dave-the-right-password')).statusCode).toBe(200);
  });
});

describe('audit trail', () => {
  it('records who created whom, and cannot be rewritten or erased', async () => {
    const admin = await operatorToken('alice', 'a-long-admin-password');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/ops/audit?targetType=operator',
      headers: bearer(admin),
    });
    const rows =
      body<Array<{ operator: string; action: string; after: { username: string } }>>(
        response,
      ).value;
    expect(rows.map((row) => [row.operator, row.action, row.after.username])).toEqual(
      expect.arrayContaining([
        ['root', 'operator.create', 'alice'],
        ['alice', 'operator.create', 'bob'],
      ]),
    );
    await expect(
      sql`update operator_audit set reason = 'edited'`.execute(ctx.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit`.execute(ctx.database.db)).rejects.toThrow(
      /append-only/,
    );
  });
});
