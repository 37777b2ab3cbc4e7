import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { systemClock, type Clock } from './clock.js';
import { defaultConfig, type AppConfig } from './config.js';
import { moneyKeyword } from './http/money.js';
import type { Database } from './db/schema.js';
import './plugins/augmentations.js';
import { authPlugin } from './plugins/auth.js';
import { brandPlugin } from './plugins/brand.js';
import { contextPlugin } from './plugins/context.js';
import { corsPlugin } from './plugins/cors.js';
import { envelopePlugin } from './plugins/envelope.js';
import { guardsPlugin } from './plugins/guards.js';
import { nulBytePlugin } from './plugins/nulBytes.js';
import { registerOpenApi } from './plugins/openApi.js';
import { relayPlugin } from './plugins/relay.js';
import { responseHeadersPlugin } from './plugins/responseHeaders.js';
import { securityPlugin } from './plugins/security.js';
import { accountSecurityRoutes } from './routes/accountSecurity.js';
import { agentRoutes } from './routes/agent.js';
import { appDownloadRoutes } from './routes/appDownloads.js';
import { contentRoutes } from './routes/content.js';
import { favouriteRoutes } from './routes/favourites.js';
import { gameCatalogueRoutes } from './routes/gameCatalogue.js';
import { gameLaunchRoutes } from './routes/gameLaunch.js';
import { gamesRoutes } from './routes/games.js';
import { houseGameRoutes } from './routes/houseGame.js';
import { liveRoutes } from './routes/live.js';
import { lotteryRoutes } from './routes/lottery.js';
import { memberRoutes } from './routes/member.js';
import { opsRoutes } from './routes/ops.js';
import { pointsRoutes } from './routes/points.js';
import { promotionRoutes } from './routes/promotions.js';
import { seamlessRoutes } from './routes/seamless.js';
import { sessionRoutes } from './routes/session.js';
import { supportRoutes } from './routes/support.js';
import { systemRoutes } from './routes/system.js';
import { vipRoutes } from './routes/vip.js';
import { walletRoutes } from './routes/wallet.js';

export interface BuildAppOptions {
  db: Kysely<Database>;
  clock?: Clock;
  config?: Partial<AppConfig>;
  logger?: FastifyServerOptions['logger'];
  /** SMS and mail providers; defaults write to the outbox table. */
  providers?: Partial<import('./services/providers/providers.js').Providers>;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    // Money fields refuse the coercion the rest of the schemas rely on (see http/money.ts).
    ajv: { plugins: [moneyKeyword] },
  });

  await app.register(contextPlugin, { db: options.db, clock, config });
  await app.register(envelopePlugin);
  await app.register(responseHeadersPlugin);
  await app.register(nulBytePlugin);
  await app.register(corsPlugin);
  await app.register(brandPlugin);
  await app.register(authPlugin);
  await app.register(guardsPlugin);
  await app.register(relayPlugin);
  await app.register(securityPlugin, { providers: options.providers });
  await registerOpenApi(app);

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(walletRoutes);
  await app.register(gamesRoutes);
  await app.register(gameCatalogueRoutes);
  await app.register(favouriteRoutes);
  await app.register(gameLaunchRoutes);
  await app.register(houseGameRoutes);
  await app.register(liveRoutes);
  await app.register(lotteryRoutes);
  await app.register(pointsRoutes);
  await app.register(agentRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(seamlessRoutes);
  await app.register(contentRoutes);
  await app.register(appDownloadRoutes);
  await app.register(supportRoutes);
  await app.register(promotionRoutes);
  await app.register(vipRoutes);
  if (config.opsToken) await app.register(opsRoutes, { opsToken: config.opsToken });

  await app.ready();
  return app;
}
