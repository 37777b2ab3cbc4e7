import path from 'node:path';
import type { PasswordHashParams } from './services/auth/password.js';
import { normaliseOrigin } from './services/net/ip.js';
import {
  MAX_SECRET_OVERLAP_MS,
  SEAMLESS_SECRET_MIN_LENGTH,
} from './services/wallet/seamlessSecrets.js';

export interface AppConfig {
  /** Bearer token for /ops routes; when absent the ops routes are not registered. */
  opsToken: string | null;
  /** Extra CORS origins (`scheme://host[:port]`) beyond the brands' site origins. */
  corsOrigins: string[];
  /** Trust X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** scrypt cost used for new password hashes. */
  passwordHash: PasswordHashParams;
  /** Session lifetime rules. */
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  /** A password older than this counts as expired. */
  passwordMaxAgeDays: number;
  nodeEnv: string;
  /** Serve GET /dev/outbox even when nodeEnv is 'production' (EXPOSE_OUTBOX=1). */
  exposeOutbox: boolean;
  /** PEM (PKCS#8) RSA private key for encrypted payloads; null → a key pair per process. */
  encryptionPrivateKey: string | null;
  /** Live push timings (tests shorten them); see services/live/liveHub.ts. */
  live: Partial<import('./services/live/liveHub.js').LiveOptions>;
  /** How long a rotated-out seamless secret keeps working, unless the rotation says otherwise. */
  seamlessSecretOverlapMs: number;
}

export const DEFAULT_PASSWORD_HASH: PasswordHashParams = { logN: 17, r: 8, p: 1 };

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    opsToken: null,
    corsOrigins: [],
    trustProxy: false,
    passwordHash: DEFAULT_PASSWORD_HASH,
    session: { idleTimeoutMs: 2 * 60 * 60 * 1000, absoluteTimeoutMs: 24 * 60 * 60 * 1000 },
    passwordMaxAgeDays: 90,
    nodeEnv: 'development',
    exposeOutbox: false,
    encryptionPrivateKey: null,
    live: {},
    seamlessSecretOverlapMs: 24 * 60 * 60 * 1000,
    ...overrides,
  };
}

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** SEAMLESS_SECRET_<MERCHANT>_<VENDOR> values by `<MERCHANT>_<VENDOR>` (used by the seed). */
  seamlessSecrets: Record<string, string>;
  config: AppConfig;
}

const SEAMLESS_SECRET_PREFIX = 'SEAMLESS_SECRET_';

/** The seamless secrets the environment provides; a short one stops the start. */
function readSeamlessSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(SEAMLESS_SECRET_PREFIX) || value === undefined) continue;
    const secret = value.trim();
    // The message names the variable, never the value.
    if (secret.length < SEAMLESS_SECRET_MIN_LENGTH)
      throw new Error(`${name} must be at least ${SEAMLESS_SECRET_MIN_LENGTH} characters`);
    secrets[name.slice(SEAMLESS_SECRET_PREFIX.length).toUpperCase()] = secret;
  }
  return secrets;
}

function readOverlapHours(value: string | undefined): number {
  const hours = Number(value ?? 24);
  if (!Number.isFinite(hours) || hours < 0 || hours * 3_600_000 > MAX_SECRET_OVERLAP_MS)
    throw new Error(`SEAMLESS_OVERLAP_HOURS must be between 0 and 168, got "${value}"`);
  return hours * 3_600_000;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * Reads the server settings from the environment. `packageDir` is the api package folder:
 * relative DATA_DIR values resolve against it, not against the working directory.
 */
export function readServerEnv(packageDir: string, env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const dataDir = env.DATA_DIR
    ? path.resolve(packageDir, env.DATA_DIR)
    : path.join(packageDir, '.data', 'pglite');
  const opsToken = env.OPS_TOKEN?.trim();
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir,
    seamlessSecrets: readSeamlessSecrets(env),
    config: defaultConfig({
      opsToken: opsToken ? opsToken : null,
      corsOrigins: splitList(env.CORS_ORIGINS).map((entry) => {
        const origin = normaliseOrigin(entry);
        if (!origin) {
          throw new Error(
            `CORS_ORIGINS takes origins like https://site.example:8443, got "${entry}"`,
          );
        }
        return origin;
      }),
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      nodeEnv: env.NODE_ENV ?? 'development',
      exposeOutbox: env.EXPOSE_OUTBOX === '1' || env.EXPOSE_OUTBOX === 'true',
      encryptionPrivateKey: env.ENCRYPTION_PRIVATE_KEY?.replace(/\\n/g, '\n').trim() || null,
      seamlessSecretOverlapMs: readOverlapHours(env.SEAMLESS_OVERLAP_HOURS),
    }),
  };
}
