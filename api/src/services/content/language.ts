import type { FastifyRequest } from 'fastify';

export type ContentLanguage = 'bn' | 'en';

/**
 * The content language: `language` (or `lang`) query parameter, else the first
 * Accept-Language tag, else Bengali. Anything but English answers Bengali.
 */
export function requestLanguage(request: FastifyRequest): ContentLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const explicit = query.language ?? query.lang;
  const header = request.headers['accept-language'];
  const raw = typeof explicit === 'string' && explicit ? explicit : (header ?? '');
  const first = raw.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'bn';
}

/** Picks the `<field>_bn` / `<field>_en` column of a row. */
export function localized<Row extends Record<string, unknown>>(
  row: Row,
  field: string,
  language: ContentLanguage,
): string {
  return String(row[`${field}_${language}`] ?? '');
}

/** `http(s)://host[:port]` of the request, for absolute asset URLs. */
export function requestBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
