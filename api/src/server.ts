import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { readServerEnv } from './config.js';
import { openDatabase } from './db/connect.js';
import { prepareDatabase } from './db/prepare.js';
import { keptDataKeys } from './services/security/dataKeyFile.js';

/** A TRUST_PROXY entry that covers this host's own loopback addresses. */
const isLoopbackEntry = (entry: string) =>
  entry === 'loopback' || entry === '::1' || entry.startsWith('127.');

/** The api package folder: src/ under tsx, dist/ after the build, both one level down. */
const API_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const env = readServerEnv(API_PACKAGE_DIR);
  const dataKeys = env.dataKeys ?? keptDataKeys(path.join(API_PACKAGE_DIR, '.data', 'data-keys'));
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const app = await (async () => {
    try {
      await prepareDatabase(database.db, {
        clock: systemClock,
        passwordHash: env.config.passwordHash,
        seamlessSecrets: env.seamlessSecrets,
        sitePort: env.sitePort,
      });
      return await buildApp({
        db: database.db,
        notifications: database,
        clock: systemClock,
        config: { ...env.config, dataKeys },
        logger: { level: env.config.nodeEnv === 'test' ? 'warn' : 'info' },
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  })();

  const { trustProxy, proxySecret } = env.config;
  if (trustProxy && !proxySecret && trustProxy.some(isLoopbackEntry)) {
    app.log.warn(
      'TRUST_PROXY trusts loopback without PROXY_SECRET: any process on this host can pose as any client address',
    );
  }

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'Shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: env.port, host: env.host });
  app.log.info(
    {
      database: database.kind === 'postgres' ? 'postgres' : env.dataDir,
      ops: Boolean(env.config.opsToken),
    },
    'API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
