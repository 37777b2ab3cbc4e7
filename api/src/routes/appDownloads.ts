import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { merchantCodeSchema } from '../http/schemas.js';
import { webClipProfile } from '../services/brands/webClipProfile.js';

/**
 * Files of the /down page that the platform makes itself. Opened by a link or a scanned QR
 * code, so the brand is in the path (no headers) and the site is a query parameter, accepted
 * only when it is one of the brand's own host names.
 */
export const appDownloadRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: { merchantCode: string }; Querystring: { site: string } }>(
    '/downloads/:merchantCode/ios-lite.mobileconfig',
    {
      schema: {
        params: {
          type: 'object',
          required: ['merchantCode'],
          properties: { merchantCode: merchantCodeSchema },
        },
        querystring: {
          type: 'object',
          required: ['site'],
          properties: { site: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const brand = await fastify.brands.byCode(request.params.merchantCode);
      if (!brand) throw errors.notFound('Brand');
      let site: URL;
      try {
        site = new URL(request.query.site);
      } catch {
        throw errors.validation('site', 'site must be an http(s) address');
      }
      if (!/^https?:$/.test(site.protocol) || !brand.hosts.includes(site.hostname.toLowerCase()))
        throw errors.validation('site', "site is not one of the brand's domains");
      return reply
        .header('content-type', 'application/x-apple-aspen-config; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${brand.merchantCode.toLowerCase()}-lite.mobileconfig"`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(
          webClipProfile({
            merchantCode: brand.merchantCode,
            brandName: brand.name,
            siteUrl: site.origin + '/',
          }),
        );
    },
  );
};
