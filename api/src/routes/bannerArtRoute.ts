import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import {
  artworkLanguage,
  artworkLanguageQuerySchema,
  sendSvgArtwork,
} from '../http/svg-artwork.js';
import { renderBannerSvg } from '../services/content/bannerArt.js';
import { findBannerArt } from '../services/content/bannerService.js';

export type BannerArtRequest = { Params: { imageKey: string }; Querystring: { lang?: string } };

/**
 * A banner's generated artwork by its image key, public (an <img> sends no headers) and cached
 * for good: the site's `/assets/banners/:imageKey.svg`, and the console's copy under /ops
 * (the console's server passes only /ops on to the API).
 */
export const bannerArtRoute = {
  schema: {
    params: {
      type: 'object',
      properties: { imageKey: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' } },
    },
    querystring: artworkLanguageQuerySchema,
  },
};

export async function sendBannerArt(
  fastify: FastifyInstance,
  request: FastifyRequest<BannerArtRequest>,
  reply: FastifyReply,
) {
  const art = await findBannerArt(
    fastify.db,
    request.params.imageKey,
    artworkLanguage(request.query),
  );
  if (!art) throw errors.notFound('Banner');
  return sendSvgArtwork(reply, renderBannerSvg(art), 'immutable');
}
