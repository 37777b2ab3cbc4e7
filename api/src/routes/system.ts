import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Permission, PermissionQuery, SystemStatus, WhitelabelTree } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { buildPermission } from '../services/brands/permission.js';
import { systemStatusOf } from '../services/brands/systemStatus.js';
import { buildWhitelabelTree } from '../services/brands/whitelabel.js';
import { assertDatabaseAnswers } from '../services/system/health.js';

export const systemRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/health', async (request, reply) => {
    try {
      await assertDatabaseAnswers(fastify.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'Health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  fastify.get(
    '/wps/system/status',
    { config: { brand: true }, schema: { response: okResponse(SystemStatus) } },
    async (request) => {
      const brand = await request.requireBrand();
      const ip = request.clientIp();
      const status = systemStatusOf(brand, ip);
      const { maintenance } = brand.config;
      return ok({
        status,
        ip,
        maintenance: maintenance.enabled
          ? { message: maintenance.message, until: maintenance.until }
          : null,
      });
    },
  );

  fastify.get(
    '/wps/system/permission',
    {
      config: { brand: true, brandFromUrl: true },
      schema: { querystring: PermissionQuery, response: okResponse(Permission) },
    },
    async (request) =>
      ok({
        ...buildPermission(await request.requireBrand(), request.clientIp()),
        // Public key for the encrypted payloads (login, register, password calls).
        encryption: fastify.payloadCipher.info,
      }),
  );

  fastify.get(
    '/wps/system/whitelabel',
    { config: { brand: true }, schema: { response: okResponse(WhitelabelTree) } },
    async (request) => ok(buildWhitelabelTree(await request.requireBrand())),
  );
};
