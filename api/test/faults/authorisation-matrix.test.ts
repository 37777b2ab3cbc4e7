import { randomBytes } from 'node:crypto';
import { authed, BRAND1, BRAND2, body, login, OPS_TOKEN, PASSWORDS } from '../support/testApp.js';
import {
  createFaultContext,
  envelopeProblem,
  injectWithin,
  needsMemberToken,
  type Endpoint,
  type FaultContext,
} from './routeTable.js';

/**
 * Every token-flagged route and relay call (from the route table) with each kind of bad
 * credential, and the account-type checks: all refused, with the code the README names.
 */

let ctx: FaultContext;
const tokens = {} as Record<
  | 'expired'
  | 'loggedOut'
  | 'otherBrand'
  | 'trial'
  | 'nonAgent'
  | 'otherBrandAgent'
  | 'operatorEnrolling',
  string
>;

const SESSION_ABSOLUTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createFaultContext();
  tokens.expired = await login(ctx.app, 'demo_member', PASSWORDS.member);
  ctx.clock.advance(SESSION_ABSOLUTE_LIFETIME_MS + 60_000);
  tokens.loggedOut = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
  // Used once first, so a session cache would have it.
  await ctx.app.inject({ url: '/wps/member/info', headers: authed(tokens.loggedOut) });
  const logout = await ctx.app.inject({
    method: 'DELETE',
    url: '/wps/session/logout',
    headers: authed(tokens.loggedOut),
  });
  expect(logout.statusCode).toBe(200);
  tokens.otherBrand = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
  tokens.otherBrandAgent = await login(ctx.app, 'demo_agent', PASSWORDS.agent, BRAND2);
  tokens.trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
  tokens.nonAgent = await login(ctx.app, 'demo_member', PASSWORDS.member);
  // A finance operator at its first sign-in: no authenticator linked yet (issue 45).
  const operator = { username: 'enrolling.cash', password: 'a-long-finance-password' };
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { ...operator, roles: ['finance'] },
  });
  expect(created.statusCode).toBe(200);
  const session = await ctx.app.inject({ method: 'POST', url: '/ops/session', payload: operator });
  tokens.operatorEnrolling = body<{ token: string }>(session).value.token;
});
afterAll(async () => {
  await ctx.close();
});

interface Attempt {
  credential: string;
  headers: Record<string, string>;
  status: number;
  /** The codes that are right; the first is the usual one. */
  codes: string[];
}

const OPS_CODES = ['OPS_TOKEN_INVALID', 'OPERATOR_UNAUTHORIZED'];

function attemptsFor(endpoint: Endpoint): Attempt[] {
  if (endpoint.ops) {
    const forged = `Bearer ${randomBytes(24).toString('base64url')}`;
    return [
      // The brand admin routes take the root token only; the rest any operator's session.
      { credential: 'no token', headers: {}, status: 401, codes: OPS_CODES },
      { credential: 'forged', headers: { authorization: forged }, status: 401, codes: OPS_CODES },
      // A session still enrolling its authenticator reaches only the enrolment calls.
      ...(endpoint.guards.operator && !endpoint.guards.operatorEnrolling
        ? [
            {
              credential: 'an enrolling session',
              headers: { authorization: `Bearer ${tokens.operatorEnrolling}` },
              status: 403,
              codes: ['OPERATOR_TOTP_ENROLMENT_REQUIRED'],
            },
          ]
        : []),
    ];
  }
  const attempts: Attempt[] = [];
  if (needsMemberToken(endpoint)) {
    const invalid = (credential: string, headers: Record<string, string>) =>
      attempts.push({ credential, headers, status: 401, codes: ['TOKEN_INVALID'] });
    invalid('no token', { ...BRAND1 });
    invalid(
      'forged token',
      authed(randomBytes(32).toString('base64url')) as Record<string, string>,
    );
    invalid('logged-out token', authed(tokens.loggedOut) as Record<string, string>);
    invalid("another brand's token", authed(tokens.otherBrand) as Record<string, string>);
    invalid("another brand's agent", authed(tokens.otherBrandAgent) as Record<string, string>);
    attempts.push({
      credential: 'expired token',
      headers: authed(tokens.expired) as Record<string, string>,
      status: 401,
      // The first call with an expired token deletes its session; later ones find none.
      codes: ['TOKEN_EXPIRED', 'TOKEN_INVALID'],
    });
  }
  if (endpoint.guards.realAccount)
    attempts.push({
      credential: 'trial account',
      headers: authed(tokens.trial) as Record<string, string>,
      status: 403,
      codes: ['NOT_REAL_ACCOUNT'],
    });
  if (endpoint.guards.module === 'AGENT_CENTRE')
    attempts.push({
      credential: 'member who is not an agent',
      headers: authed(tokens.nonAgent) as Record<string, string>,
      status: 403,
      codes: ['NOT_AGENT'],
    });
  return attempts;
}

describe('authorisation matrix from the route table', () => {
  it('refuses every credential that must not pass, with the right code', async () => {
    const failures: string[] = [];
    let sent = 0;
    let guarded = 0;
    for (const endpoint of ctx.endpoints) {
      const attempts = attemptsFor(endpoint);
      if (attempts.length > 0) guarded += 1;
      for (const attempt of attempts) {
        sent += 1;
        const response = await injectWithin(ctx.app, {
          method: endpoint.method as 'GET',
          url: endpoint.url,
          headers: attempt.headers,
        });
        const where = `${endpoint.label} with ${attempt.credential}`;
        if (response === 'timeout') {
          failures.push(`${where}: no answer (it streamed or hung)`);
          continue;
        }
        const shape = envelopeProblem(response);
        const code = shape ? '' : String(body(response).code);
        if (response.statusCode !== attempt.status || !attempt.codes.includes(code) || shape)
          failures.push(
            `${where}: ${response.statusCode} ${response.body.slice(0, 160)} (want ${attempt.status} ${attempt.codes.join(' or ')})`,
          );
      }
    }
    console.log(
      `authorisation matrix: ${guarded} guarded endpoints, ${sent} requests sent, ${failures.length} let through or wrongly refused`,
    );
    expect(failures).toEqual([]);
    expect(guarded).toBeGreaterThan(25);
  }, 120_000);

  it("shows an agent only the members of its own branch, not the brand's other members", async () => {
    const agent = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
    const response = await ctx.app.inject({
      url: '/wps/relay/MCS2_getTeamOverview',
      headers: authed(agent),
    });
    expect(response.statusCode).toBe(200);
    const members = body<{ members: Array<{ account: string }> }>(response).value.members;
    expect(members.map((member) => member.account).sort()).toEqual(['demo_sub1', 'demo_sub2']);
  });

  it('refuses a game list of favourites to a trial account and to a visitor (guarded by its query)', async () => {
    const url = '/wps/relay/GCSGAME_gameList?listType=fav';
    const trial = await ctx.app.inject({ url, headers: authed(tokens.trial) });
    expect([trial.statusCode, body(trial).code]).toEqual([403, 'NOT_REAL_ACCOUNT']);
    const visitor = await ctx.app.inject({ url, headers: BRAND1 });
    expect([visitor.statusCode, body(visitor).code]).toEqual([401, 'TOKEN_INVALID']);
  });
});
