import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { SecretBox } from '../services/security/secretBox.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Brand } from '../services/brands/brandRepository.js';
import type { AuthContext } from './auth.js';
import type { RelayRegistry } from './relay.js';
import type { RouteGuardConfig } from './routeGuardConfig.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The database's NOTIFY feed; caches that must hear about changes stay off without it. */
    notifications: import('../db/connect.js').NotificationSource | undefined;
    clock: Clock;
    appConfig: AppConfig;
    /** Seals and opens stored secrets under the configured data keys. */
    secretBox: SecretBox;
    relay: RelayRegistry;
    /** Brands looked up by code, host or id, reused for a moment (the ops API clears it). */
    brands: import('../services/brands/brandCache.js').BrandCache;
    /** Recently checked sessions, dropped the moment the database announces a revocation. */
    sessions: import('../services/auth/sessionCache.js').SessionCache;
    /** SMS and mail providers (0006; default: the outbox table). */
    providers: import('../services/providers/providers.js').Providers;
    /** Decrypts the encrypted payloads of login, register and password calls. */
    payloadCipher: import('../services/security/payloadCipher.js').PayloadCipher;
    /** The captcha providers: the local ALTCHA one and any a deployment adds; one per brand. */
    captchas: import('../services/security/captchaProvider.js').CaptchaProviders;
    /** Answers of the local captchas, kept only where EXPOSE_OUTBOX=1 (GET /dev/captcha/:id). */
    captchaAnswerLog: import('../services/security/captchaAnswerLog.js').CaptchaAnswerLog | null;
  }
  interface FastifyRequest {
    /** The request's brand, resolved and cached on first use. */
    requireBrand(): Promise<Brand>;
    /** The logged-in member (401 otherwise), resolved and cached on first use. */
    requireMember(): Promise<AuthContext>;
    /** Client IP with IPv4-mapped IPv6 normalised. */
    clientIp(): string;
    /** The operator behind the bearer token, holding `role` (401/403 otherwise); plugins/operatorAuth.ts. */
    requireOperator(
      role?: import('../db/cashierSchema.js').OperatorRole,
    ): Promise<import('../services/operators/operatorAccounts.js').Operator>;
  }
  // Declaration merging: route configs carry the guard options.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteGuardConfig {}
}
