import type { OperatorSession, OperatorTotpEnrolment } from '@site/contracts';
import { generateSync } from 'otplib';
import { body, type TestContext } from './testApp.js';

/**
 * Operators signed in as the console does (issue 45): an admin or finance operator gives its
 * authenticator's code, and enrols one at its first sign-in. The helper keeps each operator's
 * secret per test database, with the last time step it used, since a code is good once.
 */
interface Authenticator {
  secret: string;
  lastStep: number;
}
const authenticators = new WeakMap<TestContext['database'], Map<string, Authenticator>>();

const STEP_SECONDS = 30;

/**
 * A code of the authenticator the server accepts: the current time step's, or the next one's
 * (one step of tolerance) when the current was used. A third sign-in in the same 30 s moves
 * the test clock on to the next step, as an operator would wait for the next code.
 */
export function nextTotpCode(ctx: Pick<TestContext, 'clock'>, authenticator: Authenticator) {
  const current = () => Math.floor(ctx.clock.now().getTime() / 1000 / STEP_SECONDS);
  const step = Math.max(current(), authenticator.lastStep + 1);
  if (step > current() + 1) ctx.clock.advance((step - 1 - current()) * STEP_SECONDS * 1000);
  authenticator.lastStep = step;
  return generateSync({ secret: authenticator.secret, epoch: step * STEP_SECONDS });
}

/** The authenticator the helper enrolled for `username` (to make codes in a test). */
export function operatorAuthenticator(
  ctx: Pick<TestContext, 'database'>,
  username: string,
): Authenticator | undefined {
  return authenticators.get(ctx.database)?.get(username);
}

/**
 * Signs an operator in and answers its session token; a role that needs a second factor gives
 * a code of the authenticator the helper enrolled, and enrols one if it has none yet (the
 * session is then whole). Throws on any other answer, with it.
 */
export async function signInOperator(
  ctx: Pick<TestContext, 'app' | 'clock' | 'database'>,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  let known = authenticators.get(ctx.database);
  if (!known) authenticators.set(ctx.database, (known = new Map()));
  const authenticator = known.get(username);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/ops/session',
    payload: {
      username,
      password,
      ...(authenticator ? { code: nextTotpCode(ctx, authenticator) } : {}),
    },
    remoteAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`operator sign-in failed: ${response.statusCode} ${response.body}`);
  const session = body<OperatorSession>(response).value;
  const headers = { authorization: `Bearer ${session.token}` };
  if (session.operator.secondFactor !== 'enrolment-required') return session.token;
  const enrolment = await ctx.app.inject({ method: 'POST', url: '/ops/me/totp', headers });
  if (enrolment.statusCode !== 200) throw new Error(`enrolment failed: ${enrolment.body}`);
  const enrolled = { secret: body<OperatorTotpEnrolment>(enrolment).value.secret, lastStep: 0 };
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/ops/me/totp/confirm',
    headers,
    payload: { code: nextTotpCode(ctx, enrolled) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  known.set(username, enrolled);
  return session.token;
}
