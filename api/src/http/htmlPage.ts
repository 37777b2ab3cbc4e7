import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A fresh CSP nonce for one HTML answer. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Headers of the small HTML pages the API serves (chat intake, house game): never cached,
 * only nonce'd styles and scripts, calls back to this origin only, framable by the brand
 * sites (which live on other origins).
 */
export function htmlPageHeaders(
  reply: FastifyReply,
  nonce: string,
  options: { images?: boolean } = {},
): FastifyReply {
  const images = options.images ? " img-src 'self' data:;" : '';
  return htmlPageWithPolicy(
    reply,
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self';${images} form-action 'none'; base-uri 'none'; frame-ancestors *`,
  );
}

/** The same headers with a page's own content security policy. */
export function htmlPageWithPolicy(reply: FastifyReply, policy: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', policy);
}

/** JSON inside <script type="application/json">: `<` escaped so no tag can close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
