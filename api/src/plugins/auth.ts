import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';
import type { AccountSummary } from '../services/members/accountRepository.js';
import { SessionCache } from '../services/auth/sessionCache.js';
import { protectionErrors } from '../services/protection/protectionErrors.js';
import {
  deleteSession,
  hashToken,
  lookupMemberSession,
  sessionLimitReached,
  sessionState,
  type MemberSession,
} from '../services/auth/sessions.js';

export interface AuthContext {
  account: AccountSummary;
  tokenHash: string;
  /** How the session was opened ('password', 'sms', 'freeplay', …). */
  loginType: string;
  /** When the login began (the reality check's session). */
  startedAt: Date;
}

/** Each request authenticates once (kept on the request, as its brand: plugins/brand.ts). */
const AUTH_OF_REQUEST = Symbol('authOfRequest');
type RequestWithAuth = FastifyRequest & { [AUTH_OF_REQUEST]: Promise<AuthContext> | null };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The member when the request carries a token (an invalid token is still 401), else null. */
export async function optionalMember(request: FastifyRequest): Promise<AccountSummary | null> {
  return bearerToken(request) ? (await request.requireMember()).account : null;
}

/**
 * The session from the cache while it is fresh there and not yet due for an expiry check or an
 * activity write, else from the database (one query) and then cached.
 */
async function memberSession(request: FastifyRequest, tokenHash: string): Promise<MemberSession> {
  const { db, clock, appConfig, sessions } = request.server;
  const now = clock.now();
  const cached = sessions.get(tokenHash);
  if (cached && sessionState(cached, now, appConfig.session) === 'fresh') return cached;
  const lookup = await sessions.lookUp(tokenHash, () =>
    lookupMemberSession(db, tokenHash, now, appConfig.session),
  );
  if (lookup.status === 'expired') throw errors.tokenExpired();
  if (lookup.status === 'unknown') throw errors.tokenInvalid();
  return lookup.session;
}

async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw errors.tokenMissing();
  if (token.length > 256) throw errors.tokenInvalid();
  const brand = await request.requireBrand();
  const session = await memberSession(request, hashToken(token));
  // A token belongs to the brand it was issued for.
  if (session.brandId !== brand.id) throw errors.tokenInvalid();
  const { account } = session;
  if (!account || account.brandId !== brand.id || account.disabled) throw errors.tokenInvalid();
  if (sessionLimitReached(session, request.server.clock.now())) {
    await deleteSession(request.server.db, session.tokenHash);
    throw protectionErrors.sessionLimitReached();
  }
  return {
    account,
    tokenHash: session.tokenHash,
    loginType: session.loginType,
    startedAt: session.startedAt,
  };
}

const decorateAuth: FastifyPluginAsync = async (fastify) => {
  const sessions = new SessionCache(fastify.clock);
  await sessions.follow(fastify.notifications);
  fastify.decorate('sessions', sessions);
  fastify.addHook('onClose', async () => sessions.close());
  fastify.decorateRequest(AUTH_OF_REQUEST, null);
  fastify.decorateRequest('requireMember', function requireMember(this: FastifyRequest) {
    const request = this as RequestWithAuth;
    return (request[AUTH_OF_REQUEST] ??= authenticate(this));
  });
};

export const authPlugin = fp(decorateAuth, {
  name: 'auth',
  fastify: '5.x',
  dependencies: ['brand'],
});
