import { normaliseOrigin } from '../net/ip.js';
import type { Brand } from './brandRepository.js';

/**
 * Where links the API sends by mail or SMS point (the password-reset link): the request's
 * `Origin` when it is exactly one of the brand's site origins, else the first of them. A host
 * of the request's own choosing is never used, or a reset token would be mailed inside a link
 * to an attacker's site.
 */
export function brandSiteOrigin(brand: Brand, requestOrigin: string | undefined): string {
  const origins = brand.config.siteOrigins.flatMap((origin) => normaliseOrigin(origin) ?? []);
  const requested = requestOrigin ? normaliseOrigin(requestOrigin) : null;
  if (requested && origins.includes(requested)) return requested;
  const first = origins[0];
  if (!first) throw new Error(`Brand ${brand.merchantCode} has no site origin`);
  return first;
}
