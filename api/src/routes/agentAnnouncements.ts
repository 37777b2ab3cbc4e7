import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgentAnnouncementsQuery, Announcements } from '@site/contracts';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { AGENT_AUDIENCES, listAnnouncements } from '../services/content/announcementService.js';
import { requestLanguage } from '../services/content/language.js';
import { AGENT } from './agentCentre.js';

/**
 * The agent centre's Announcement entry (spec §2): what the brand tells everyone (ALL) and its
 * agents alone (AGENTS), which the site's own lists never show. Agents only (`AGENT` guard).
 */
export const agentAnnouncementRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/agent/announcements',
    {
      config: AGENT,
      schema: { querystring: AgentAnnouncementsQuery, response: okResponse(Announcements) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      return ok(
        await listAnnouncements(fastify.db, brand.id, {
          audiences: AGENT_AUDIENCES,
          types: [],
          executions: [],
          now: fastify.clock.now(),
          language: requestLanguage(request),
          pageNo: request.query.pageNo,
          pageSize: request.query.pageSize,
        }),
      );
    },
  );
};
