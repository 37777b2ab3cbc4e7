import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Announcements,
  AnnouncementsQuery,
  Banners,
  BannersQuery,
  HelpCentre,
  LanguageQuery,
} from '@site/contracts';
import { type AnnouncementExecution, type AnnouncementType } from '../db/contentSchema.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { listAnnouncements, SITE_AUDIENCES } from '../services/content/announcementService.js';
import { listBanners } from '../services/content/bannerService.js';
import { bannerArtRoute, sendBannerArt, type BannerArtRequest } from './bannerArtRoute.js';
import { helpCenter } from '../services/content/helpCenterService.js';
import { requestBaseUrl, requestLanguage } from '../services/content/language.js';

const splitList = (value: unknown) =>
  typeof value === 'string' && value ? [...new Set(value.split(','))] : [];

/** Banners, announcements, domain routes and the help centre (issue 4; spec §2, §3, §7). */
export const contentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.relay.register({
    name: 'MCSFE_getBanners',
    methods: ['GET'],
    guards: { gate: true },
    schema: { querystring: BannersQuery, response: Banners },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      return listBanners(fastify.db, brand.id, {
        groupName: query.groupName || undefined,
        now: fastify.clock.now(),
        language: requestLanguage(request),
        baseUrl: requestBaseUrl(request),
      });
    },
  });

  fastify.relay.register({
    name: 'MCSFE_getListAnnouncements',
    methods: ['GET'],
    guards: { gate: true },
    schema: { querystring: AnnouncementsQuery, response: Announcements },
    async handle(request, { query }) {
      const brand = await request.requireBrand();
      const { list, totalPages, total } = await listAnnouncements(fastify.db, brand.id, {
        audiences: SITE_AUDIENCES,
        types: splitList(query.types) as AnnouncementType[],
        executions: splitList(query.execution) as AnnouncementExecution[],
        now: fastify.clock.now(),
        language: requestLanguage(request),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return { list, total, totalPages };
    },
  });

  fastify.get('/wps/system/domainRoute', { config: { brand: true } }, async (request) => {
    const brand = await request.requireBrand();
    return ok({ domainList: brand.hosts, resources: brand.config.resources });
  });

  fastify.get(
    '/wps/system/helpCenter',
    {
      config: { brand: true, gate: true, module: 'HELP' },
      schema: { querystring: LanguageQuery, response: okResponse(HelpCentre) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      return ok(await helpCenter(fastify.db, brand.id, requestLanguage(request)));
    },
  );

  // Generated banner artwork. Public (an <img> sends no headers); the image key is unique.
  fastify.get<BannerArtRequest>('/assets/banners/:imageKey.svg', bannerArtRoute, (request, reply) =>
    sendBannerArt(fastify, request, reply),
  );
};
