import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteChannels, RemoteChannelsQuery, RemoteLoadReportBody } from '@site/contracts';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { runEvery } from '../http/periodicJob.js';
import { okResponse } from '../http/schemas.js';
import { purgeOldLoadReports, recordLoadReport } from '../services/releases/loadReports.js';
import { remoteChannelsOf } from '../services/releases/shellChannels.js';

/**
 * Release channels, the shell's side (issue 46): the brand's channels, read before the remotes
 * load, and one report per remote and session of what loaded. Neither needs a login.
 */
export const releaseRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/remotes/channels',
    {
      config: { brand: true, brandFromUrl: true },
      schema: { querystring: RemoteChannelsQuery, response: okResponse(RemoteChannels) },
    },
    async (request, reply) => {
      const brand = await request.requireBrand();
      // The answer names no session: an edge may keep it briefly (apart per site origin), while
      // a browser asks again at every start-up (no stale-while-revalidate, which browsers
      // honour too), so a rollback reaches its next page load.
      void reply.header('cache-control', 'public, max-age=0, s-maxage=15').header('vary', 'Origin');
      return ok(await remoteChannelsOf(fastify.db, brand.id, request.query.environment));
    },
  );

  fastify.post(
    '/wps/remotes/reports',
    {
      config: { brand: true },
      schema: { body: RemoteLoadReportBody, response: okResponse(Type.Null()) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      await recordLoadReport(fastify.db, {
        brand,
        report: request.body,
        clientAddress: request.clientIp(),
        reportsPerAddress: fastify.appConfig.loadReportsPerAddress,
        now: fastify.clock.now(),
      });
      return ok(null);
    },
  );

  runEvery(fastify, fastify.appConfig.loadReportPurgeEveryMs, 'load report purge', (now) =>
    purgeOldLoadReports(fastify.db, now),
  );
};
