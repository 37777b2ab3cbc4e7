import { fastifySchedule } from '@fastify/schedule';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from './clock.js';
import { defaultConfig, type AppConfig } from './config.js';
import { lazyChildLogger } from './http/lazyChildLogger.js';
import { moneyKeyword } from './http/money.js';
import { schemaController, type SchemaCompilation } from './http/schemaCompilers.js';
import type { NotificationSource } from './db/connect.js';
import type { Database } from './db/schema.js';
import './plugins/augmentations.js';
import { authPlugin } from './plugins/auth.js';
import { brandPlugin } from './plugins/brand.js';
import { contextPlugin } from './plugins/context.js';
import { corsPlugin } from './plugins/cors.js';
import { envelopePlugin } from './plugins/envelope.js';
import { guardsPlugin } from './plugins/guards.js';
import { finiteNumbersPlugin } from './plugins/finiteNumbers.js';
import { nulBytePlugin } from './plugins/nulBytes.js';
import { proxyTrustPlugin } from './plugins/proxyTrust.js';
import { operatorAuthPlugin } from './plugins/operatorAuth.js';
import { registerOpenApi } from './plugins/openApi.js';
import { relayPlugin } from './plugins/relay.js';
import { requestLogPlugin } from './plugins/requestLog.js';
import { responseHeadersPlugin } from './plugins/responseHeaders.js';
import { securityPlugin } from './plugins/security.js';
import {
  agentDomain,
  cashierDomain,
  contentDomain,
  gamesDomain,
  lotteryDomain,
  sportsbookBetsDomain,
  liveTablesDomain,
  memberDomain,
  operatorDomain,
  pointsDomain,
  protectionDomain,
  releaseDomain,
  sessionDomain,
  sportsbookDomain,
  teenPattiDomain,
  systemDomain,
  walletDomain,
} from './routes/domains.js';
import { opsRoutes } from './routes/ops.js';

export interface BuildAppOptions {
  db: Kysely<Database>;
  clock?: Clock;
  config?: Partial<AppConfig>;
  logger?: FastifyServerOptions['logger'];
  /**
   * The database's NOTIFY feed (`openDatabase` gives one): with it the API caches sessions and
   * visitors' game pages, and drops them the moment any process revokes a session or changes
   * the games. Without it every request reads the database.
   */
  notifications?: NotificationSource;
  /** SMS and mail providers; defaults write to the outbox table. */
  providers?: Partial<import('./services/providers/providers.js').Providers>;
  /**
   * Captcha providers besides the local ALTCHA one (a hosted challenge), by the id a brand
   * names in `config.security.captchaProvider`.
   */
  captchaProviders?: readonly import('./services/security/captchaProvider.js').CaptchaProvider[];
  /** Sees every route as it is added (the fault suite builds its route table from it). */
  onRoute?: (route: RouteOptions) => void;
  /** When the routes' schemas are compiled (http/schemaCompilers.ts); at start by default. */
  schemaCompilation?: SchemaCompilation;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    // plugins/requestLog.ts logs one line per failed or slow request instead.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    // Money fields refuse the coercion the rest of the schemas rely on (see http/money.ts).
    ajv: { plugins: [moneyKeyword] },
    schemaController: schemaController(options.schemaCompilation ?? 'at-start'),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(contextPlugin, {
    db: options.db,
    notifications: options.notifications,
    clock,
    config,
  });
  // Before any hook reads the client's address.
  await app.register(proxyTrustPlugin);
  await app.register(requestLogPlugin);
  // The periodic jobs' timing (http/periodicJob.ts); the database keeps what they did.
  await app.register(fastifySchedule);
  await app.register(envelopePlugin);
  await app.register(responseHeadersPlugin);
  await app.register(nulBytePlugin);
  await app.register(finiteNumbersPlugin);
  await app.register(corsPlugin);
  await app.register(brandPlugin);
  await app.register(authPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(guardsPlugin);
  await app.register(relayPlugin);
  await app.register(securityPlugin, {
    providers: options.providers,
    captchaProviders: options.captchaProviders,
  });
  await registerOpenApi(app);

  // One encapsulated plugin per domain (routes/domains.ts).
  await app.register(systemDomain);
  await app.register(sessionDomain);
  await app.register(memberDomain);
  await app.register(walletDomain);
  await app.register(gamesDomain);
  await app.register(lotteryDomain);
  await app.register(sportsbookDomain);
  await app.register(sportsbookBetsDomain);
  await app.register(liveTablesDomain);
  await app.register(teenPattiDomain);
  await app.register(pointsDomain);
  await app.register(agentDomain);
  await app.register(contentDomain);
  await app.register(cashierDomain);
  await app.register(protectionDomain);
  await app.register(releaseDomain);
  await app.register(operatorDomain);
  if (config.opsToken) await app.register(opsRoutes, { opsToken: config.opsToken });

  await app.ready();
  return app;
}
