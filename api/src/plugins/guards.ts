import type { FastifyRequest } from 'fastify';
import type { RouteGuardConfig } from './augmentations.js';
import { assertBrandOpen, assertModuleEnabled } from './brand.js';
import { definePlugin } from './definePlugin.js';

/** Applies brand, gate, module and token requirements (shared by routes and relay handlers). */
export async function applyGuards(
  request: FastifyRequest,
  guards: RouteGuardConfig,
): Promise<void> {
  const needsBrand = guards.brand || guards.gate || guards.module || guards.auth;
  if (!needsBrand) return;
  const brand = await request.requireBrand();
  if (guards.gate) assertBrandOpen(brand, request.clientIp());
  if (guards.module) assertModuleEnabled(brand, guards.module);
  if (guards.auth) await request.requireMember();
}

/** Runs the guards declared in each route's `config` before validation. */
export const guardsPlugin = definePlugin('guards', async (fastify) => {
  fastify.addHook('onRequest', async (request) => {
    await applyGuards(request, request.routeOptions.config);
  });
});
