import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';
import { assertBrandOpen, assertModuleEnabled } from '../services/brands/systemStatus.js';
import { isAgentAccount, isTrialAccount } from '../services/members/accountRepository.js';
import type { RouteGuardConfig } from './routeGuardConfig.js';

const needsBrand = (guards: RouteGuardConfig) =>
  Boolean(
    guards.brand ||
    guards.gate ||
    guards.module ||
    guards.auth ||
    guards.realAccount ||
    guards.agent,
  );

const hasGuards = (guards: RouteGuardConfig) => Boolean(guards.operator) || needsBrand(guards);

/**
 * Applies brand, gate, module, token, real-account and agent requirements (routes and relay
 * handlers).
 */
export async function applyGuards(
  request: FastifyRequest,
  guards: RouteGuardConfig,
): Promise<void> {
  if (guards.operator)
    await request.requireOperator(guards.operator === true ? undefined : guards.operator);
  if (!needsBrand(guards)) return;
  const brand = await request.requireBrand();
  if (guards.gate) assertBrandOpen(brand, request.clientIp());
  if (guards.module) assertModuleEnabled(brand, guards.module);
  if (guards.auth || guards.realAccount || guards.agent) {
    const { account } = await request.requireMember();
    if ((guards.realAccount || guards.agent) && isTrialAccount(account))
      throw errors.notRealAccount();
    if (guards.agent && !isAgentAccount(account)) throw errors.notAgent();
  }
}

/** Runs the guards declared in each route's `config` before validation. */
const runGuards: FastifyPluginAsync = async (fastify) => {
  // A callback hook, which a route without guards leaves at once (no promise, no turn).
  fastify.addHook('onRequest', (request, _reply, done) => {
    const guards = request.routeOptions.config;
    if (!hasGuards(guards)) return done();
    applyGuards(request, guards).then(() => done(), done);
  });
};

export const guardsPlugin = fp(runGuards, {
  name: 'guards',
  fastify: '5.x',
  dependencies: ['brand', 'auth', 'operator-auth'],
});
