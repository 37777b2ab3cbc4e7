import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Brand } from '../services/brands/brandRepository.js';
import type { AuthContext } from './auth.js';
import type { RelayRegistry } from './relay.js';

/** Per-route options read by the guard hooks (`config` of a route). */
export interface RouteGuardConfig {
  /** Resolve the brand before the handler (404 BRAND_NOT_FOUND when unknown). */
  brand?: boolean;
  /** Also accept the brand host from the `url` query parameter (the permission call). */
  brandFromUrl?: boolean;
  /** Refuse with 503 MAINTENANCE / 403 ACCESS_RESTRICTED when the brand is closed to this client. */
  gate?: boolean;
  /** Module (or flag) id that must be enabled for the brand. */
  module?: string;
  /** Require a member session token. */
  auth?: boolean;
  /** Require a real (non-trial) member: 403 NOT_REAL_ACCOUNT for isAgent 4. Implies auth. */
  realAccount?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    clock: Clock;
    appConfig: AppConfig;
    relay: RelayRegistry;
    /** Brands looked up by code, host or id, reused for a moment (the ops API clears it). */
    brands: import('../services/brands/brandCache.js').BrandCache;
    /** SMS and mail providers (0006; default: the outbox table). */
    providers: import('../services/providers/providers.js').Providers;
    /** Decrypts the encrypted payloads of login, register and password calls. */
    payloadCipher: import('../services/security/payloadCipher.js').PayloadCipher;
  }
  interface FastifyRequest {
    /** The request's brand, resolved and cached on first use. */
    requireBrand(): Promise<Brand>;
    /** The logged-in member (401 otherwise), resolved and cached on first use. */
    requireMember(): Promise<AuthContext>;
    /** Client IP with IPv4-mapped IPv6 normalised. */
    clientIp(): string;
  }
  // Declaration merging: route configs carry the guard options.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteGuardConfig {}
}
