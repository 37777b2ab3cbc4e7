import type { FastifyReply } from 'fastify';
import type { ContentLanguage } from '../services/content/language.js';

/** How long a browser keeps generated artwork: forever when its URL changes with its content. */
export type ArtworkCaching = 'immutable' | 'daily';

const CACHE_CONTROL: Record<ArtworkCaching, string> = {
  immutable: 'public, max-age=31536000, immutable',
  daily: 'public, max-age=86400',
};

/** The `:nodeId` of a game's or a vendor's generated artwork. */
export const nodeIdParamsSchema = {
  type: 'object',
  required: ['nodeId'],
  properties: { nodeId: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

/** `?lang=bn|en` of artwork with words on it: part of the URL, so each language caches apart. */
export const artworkLanguageQuerySchema = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['bn', 'en'] } },
} as const;

export const artworkLanguage = (query: { lang?: string }): ContentLanguage =>
  query.lang === 'en' ? 'en' : 'bn';

/**
 * Sends artwork the API drew itself. Public (an <img> sends no headers) and inert: opened on
 * its own, the policy lets it run nothing and load nothing, and it is never sniffed as HTML.
 */
export function sendSvgArtwork(reply: FastifyReply, svg: string, caching: ArtworkCaching) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL[caching])
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
