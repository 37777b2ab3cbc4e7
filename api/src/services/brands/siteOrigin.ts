import { isIP } from 'node:net';
import { hostnameOf } from '../net/ip.js';
import type { Brand } from './brandRepository.js';

/**
 * Where a brand's site is served, for the absolute links the API sends by mail or SMS (the
 * password-reset link). Only the brand's own configured host names are ever used: a request's
 * `Origin` may pick one of them, never name a host of its own, or a reset token would be mailed
 * inside a link to an attacker's site.
 */
export interface BrandSiteConfig {
  /** The host links use by default; one of the brand's hosts (else its first host). */
  primaryHost?: string;
  /** Default: `https`, except `http` for localhost, `*.localhost` and loopback addresses. */
  scheme?: 'http' | 'https';
  /** A port to put in links (development serves the site on 3000); default none. */
  port?: number;
}

const isLocalHost = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  host === '::1' ||
  (isIP(host) === 4 && host.startsWith('127.'));

/**
 * `scheme://host[:port]` of the brand's site: the request's Origin host when it is one of the
 * brand's hosts, else the brand's primary host; scheme and port come from `config.site` only.
 */
export function brandSiteOrigin(brand: Brand, requestOrigin: string | undefined): string {
  const site = brand.config.site ?? {};
  const requested = hostnameOf(requestOrigin);
  const primary =
    site.primaryHost && brand.hosts.includes(site.primaryHost) ? site.primaryHost : brand.hosts[0];
  const host = requested && brand.hosts.includes(requested) ? requested : primary;
  if (!host) throw new Error(`Brand ${brand.merchantCode} has no host name`);
  const scheme = site.scheme ?? (isLocalHost(host) ? 'http' : 'https');
  const url = new URL(`${scheme}://${host.includes(':') ? `[${host}]` : host}`);
  if (site.port !== undefined) url.port = String(site.port);
  return url.origin;
}
