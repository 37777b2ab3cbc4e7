import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';
import { findAccountById, type AccountSummary } from '../services/members/accountRepository.js';
import { lookupSession } from '../services/auth/sessions.js';

export interface AuthContext {
  account: AccountSummary;
  tokenHash: string;
  /** How the session was opened ('password', 'sms', 'freeplay', …). */
  loginType: string;
}

const authCache = new WeakMap<FastifyRequest, Promise<AuthContext>>();

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

async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw errors.tokenMissing();
  if (token.length > 256) throw errors.tokenInvalid();
  const { db, clock, appConfig } = request.server;
  const brand = await request.requireBrand();
  const lookup = await lookupSession(db, token, clock.now(), appConfig.session);
  if (lookup.status === 'expired') throw errors.tokenExpired();
  if (lookup.status === 'unknown') throw errors.tokenInvalid();
  // A token belongs to the brand it was issued for.
  if (lookup.session.brandId !== brand.id) throw errors.tokenInvalid();
  const account = await findAccountById(db, lookup.session.accountId);
  if (!account || account.brandId !== brand.id || account.disabled) throw errors.tokenInvalid();
  return { account, tokenHash: lookup.session.tokenHash, loginType: lookup.session.loginType };
}

const decorateAuth: FastifyPluginAsync = async (fastify) => {
  fastify.decorateRequest('requireMember', function requireMember(this: FastifyRequest) {
    let context = authCache.get(this);
    if (!context) {
      context = authenticate(this);
      authCache.set(this, context);
    }
    return context;
  });
};

export const authPlugin = fp(decorateAuth, {
  name: 'auth',
  fastify: '5.x',
  dependencies: ['brand'],
});
