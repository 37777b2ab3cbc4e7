import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { PasswordHashParams } from './services/auth/password.js';
import { isIpOrCidr, normaliseOrigin } from './services/net/ip.js';
import { parseDataKeys, type DataKey } from './services/security/secretBox.js';
import {
  MAX_SECRET_OVERLAP_MS,
  SEAMLESS_SECRET_MIN_LENGTH,
} from './services/wallet/seamlessSecrets.js';

/**
 * The proxies in front of the API that may name the client in `X-Forwarded-For`: none (false)
 * or these addresses / CIDR blocks / proxy-addr range names. Never "all", which would believe
 * whatever left-most address a client writes itself, and no bare hop count: Fastify 5 fails
 * closed on one, since a count cannot tell the proxy from a client that reaches the API directly.
 */
export type TrustedProxies = false | string[];

/** proxy-addr's names for the reserved ranges (loopback: 127.0.0.1/8 and ::1). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export interface AppConfig {
  /** Bearer token for /ops routes; when absent the ops routes are not registered. */
  opsToken: string | null;
  /** Extra CORS origins (`scheme://host[:port]`) beyond the brands' site origins. */
  corsOrigins: string[];
  /** Passed to Fastify's `trustProxy`; see TrustedProxies and TRUST_PROXY. */
  trustProxy: TrustedProxies;
  /**
   * PROXY_SECRET: when set, a trusted proxy's X-Forwarded-For (and -Host, -Proto) is believed only
   * on a request that carries it in `X-Proxy-Secret` (plugins/proxyTrust.ts). Under `pnpm start`
   * the proxies are on loopback, where any process of the host could otherwise pose as any
   * address; tooling/start.mjs makes one and gives it to the API and the site's servers.
   */
  proxySecret: string | null;
  /**
   * Social login (services/auth/socialLogin.ts): where the local OpenID provider is
   * (OIDC_LOCAL_ISSUER, e.g. http://localhost:4001; its issuers are <that>/google, …), and the
   * client secrets, by `<MERCHANT>_<PROVIDER>` (OIDC_CLIENT_SECRET_PADMA_GOOGLE) or `*` for all
   * (OIDC_CLIENT_SECRET). A provider without a secret is not shown. Never in the repository.
   */
  socialLogin: { localIssuer: string | null; clientSecrets: Record<string, string> };
  /** scrypt cost used for new password hashes. */
  passwordHash: PasswordHashParams;
  /** Session lifetime rules. */
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  /** A password older than this counts as expired. */
  passwordMaxAgeDays: number;
  nodeEnv: string;
  /**
   * Serve GET /dev/outbox and /dev/captcha/:id (EXPOSE_OUTBOX=1). Off unless set, whatever
   * nodeEnv is: they tell SMS codes, reset links and captcha answers.
   */
  exposeOutbox: boolean;
  /**
   * Captcha difficulty: the proof-of-work counter is drawn below this (at most 1,000,000, the
   * 6 digits the register rule allows); the work is half of it on average.
   */
  captchaMaxCounter: number;
  /** PEM (PKCS#8) RSA private key for encrypted payloads; null → a key pair per process. */
  encryptionPrivateKey: string | null;
  /** Live push timings (tests shorten them); see services/live/liveHub.ts. */
  live: Partial<import('./services/live/liveHub.js').LiveOptions>;
  /** The console's live queues' timings (tests shorten them); see services/live/opsLiveHub.ts. */
  opsLive: Partial<import('./services/live/opsLiveHub.js').OpsLiveOptions>;
  /** How long a rotated-out seamless secret keeps working, unless the rotation says otherwise. */
  seamlessSecretOverlapMs: number;
  /**
   * One log line per request (LOG_REQUESTS=1). Off by default: failed (5xx) and slow requests
   * are always logged, and two lines a request cost as much as the request (issue 17).
   */
  logEveryRequest: boolean;
  /**
   * How often the job that counts unconfirmed disbursed withdrawals as received runs
   * (WITHDRAWAL_AUTO_CONFIRM_SECONDS, default 60); 0 turns it off (tests run it themselves).
   */
  withdrawalAutoConfirmEveryMs: number;
  /**
   * Keys that seal stored secrets (services/security/secretBox.ts), the current one first:
   * DATA_KEYS, else the key file the server keeps (server.ts). Without either, as in tests
   * that build the app in-process, one key for this process alone.
   */
  dataKeys: DataKey[];
  /**
   * How often the agent salary job looks for finished periods (AGENT_SETTLEMENT_SECONDS,
   * default 60); 0 turns it off (tests run it themselves with their clock).
   */
  agentSettlementEveryMs: number;
  /**
   * The real-time salary's window (AGENT_REALTIME_PERIOD_SECONDS, default 300 as spec §1 says;
   * at least 10). Shorter only for the browser tests and demos, on a fresh database: changing it
   * on a running brand would cut windows that overlap those already settled.
   */
  realTimeSalaryPeriodMs: number;
  /**
   * How often the house lottery's draw and settlement job runs (LOTTERY_JOB_SECONDS, default
   * 2); 0 turns it off (tests run it themselves).
   */
  lotteryJobEveryMs: number;
  /** The sportsbook's in-play acceptance and settlement job (SPORTSBOOK_JOB_SECONDS). */
  sportsbookJobEveryMs: number;
  /**
   * How often the teen patti tables' clocks run (TEEN_PATTI_CLOCK_SECONDS, default 1): the turn
   * timer's pack and the next deal; 0 turns it off (tests run it themselves).
   */
  teenPattiClockEveryMs: number;
  /**
   * How often level-ups recorded without their reward are offered it (VIP_REWARD_JOB_SECONDS,
   * default 300); 0 turns it off (tests run it themselves).
   */
  vipRewardJobEveryMs: number;
  /** How often due raffle draws run (RAFFLE_DRAW_SECONDS, default 30); 0 turns it off. */
  raffleDrawEveryMs: number;
  /**
   * How often invitees are checked against the brand's referral rule (REFERRAL_CHECK_SECONDS,
   * default 60); 0 turns it off (tests run it themselves).
   */
  referralCheckEveryMs: number;
  /**
   * How often the shell's load reports older than LOAD_REPORT_RETENTION_DAYS are removed
   * (LOAD_REPORT_PURGE_SECONDS, default 21600); 0 turns it off (tests run it themselves).
   */
  loadReportPurgeEveryMs: number;
  /**
   * The shell's load reports one client address may send a brand per 10 minutes
   * (LOAD_REPORTS_PER_ADDRESS, default 600). Many players behind one carrier's address share it.
   */
  loadReportsPerAddress: number;
  /** The sportsbook's feed (services/sportsbook); tests and the bench shorten or stop it. */
  sportsbook: SportsbookConfig;
  /** The shared-round tables (services/live-tables). */
  liveTables: LiveTablesConfig;
}

export interface LiveTablesConfig {
  /** How often the tables' clock ticks (LIVE_TABLES_MS, default 1000); 0 stops it (tests tick it). */
  clockEveryMs: number;
  clock: Partial<import('./services/live-tables/tableClock.js').TableClockOptions>;
  hub: Partial<import('./services/live-tables/tableHub.js').TableHubOptions>;
}

export interface SportsbookConfig {
  /** How often the feed ticks (SPORTS_FEED_MS, default 1000); 0 turns it off (tests tick it). */
  feedEveryMs: number;
  house: Partial<import('./services/sportsbook/house/houseFeed.js').HouseFeedOptions>;
  writer: Partial<import('./services/sportsbook/feedWriter.js').FeedWriterOptions>;
  hub: Partial<import('./services/sportsbook/feedHub.js').FeedHubOptions>;
}

/** Seals secrets when no key is configured: every app of this process shares it, no other. */
const PROCESS_DATA_KEY: DataKey = { id: 'process', key: randomBytes(32) };

/** The shell's load reports one client address may send a brand per 10 minutes, unless set. */
const DEFAULT_LOAD_REPORTS_PER_ADDRESS = 600;

export const DEFAULT_PASSWORD_HASH: PasswordHashParams = { logN: 17, r: 8, p: 1 };

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    opsToken: null,
    corsOrigins: [],
    trustProxy: false,
    proxySecret: null,
    passwordHash: DEFAULT_PASSWORD_HASH,
    session: { idleTimeoutMs: 2 * 60 * 60 * 1000, absoluteTimeoutMs: 24 * 60 * 60 * 1000 },
    passwordMaxAgeDays: 90,
    nodeEnv: 'development',
    exposeOutbox: false,
    captchaMaxCounter: 100_000,
    encryptionPrivateKey: null,
    live: {},
    opsLive: {},
    sportsbook: { feedEveryMs: 1_000, house: {}, writer: {}, hub: {} },
    liveTables: { clockEveryMs: 1_000, clock: {}, hub: {} },
    seamlessSecretOverlapMs: 24 * 60 * 60 * 1000,
    logEveryRequest: false,
    withdrawalAutoConfirmEveryMs: 60_000,
    dataKeys: [PROCESS_DATA_KEY],
    agentSettlementEveryMs: 60_000,
    realTimeSalaryPeriodMs: 300_000,
    lotteryJobEveryMs: 2_000,
    sportsbookJobEveryMs: 1_000,
    teenPattiClockEveryMs: 1_000,
    vipRewardJobEveryMs: 300_000,
    raffleDrawEveryMs: 30_000,
    referralCheckEveryMs: 60_000,
    loadReportPurgeEveryMs: 6 * 3_600_000,
    loadReportsPerAddress: DEFAULT_LOAD_REPORTS_PER_ADDRESS,
    socialLogin: { localIssuer: null, clientSecrets: {} },
    ...overrides,
  };
}

export interface ServerEnv {
  /** DATA_KEYS, when set; else the server keeps its own key file. */
  dataKeys: DataKey[] | null;
  port: number;
  host: string;
  /** SITE_PORT: the local site's port, which the seeded brands' local origins name. */
  sitePort: number;
  databaseUrl: string | null;
  dataDir: string;
  /**
   * SEAMLESS_SECRET_<MERCHANT>_<VENDOR> values by `<MERCHANT>_<VENDOR>`, and a payment provider's
   * DEPOSIT_SECRET_<MERCHANT>_<PROVIDER> by `<MERCHANT>_DEPOSIT:<PROVIDER>` (used by the seed).
   */
  seamlessSecrets: Record<string, string>;
  config: AppConfig;
}

const OIDC_SECRET_PREFIX = 'OIDC_CLIENT_SECRET';

/** OIDC_LOCAL_ISSUER and the OIDC_CLIENT_SECRET[_<MERCHANT>_<PROVIDER>] values. */
function readSocialLogin(env: NodeJS.ProcessEnv): AppConfig['socialLogin'] {
  const clientSecrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(OIDC_SECRET_PREFIX) || !value?.trim()) continue;
    const key = name === OIDC_SECRET_PREFIX ? '*' : name.slice(OIDC_SECRET_PREFIX.length + 1);
    clientSecrets[key.toUpperCase()] = value.trim();
  }
  const localIssuer = env.OIDC_LOCAL_ISSUER?.trim().replace(/\/+$/, '') || null;
  if (localIssuer && !/^https?:\/\/[^/]+$/.test(localIssuer))
    throw new Error(`OIDC_LOCAL_ISSUER takes an origin like http://localhost:4001`);
  return { localIssuer, clientSecrets };
}

const SEAMLESS_SECRET_PREFIX = 'SEAMLESS_SECRET_';
const DEPOSIT_SECRET_PREFIX = 'DEPOSIT_SECRET_';

/** The signing secrets the environment provides; a short one stops the start. */
function readSeamlessSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const seamless = name.startsWith(SEAMLESS_SECRET_PREFIX);
    if ((!seamless && !name.startsWith(DEPOSIT_SECRET_PREFIX)) || value === undefined) continue;
    const secret = value.trim();
    // The message names the variable, never the value.
    if (secret.length < SEAMLESS_SECRET_MIN_LENGTH)
      throw new Error(`${name} must be at least ${SEAMLESS_SECRET_MIN_LENGTH} characters`);
    const key = name
      .slice((seamless ? SEAMLESS_SECRET_PREFIX : DEPOSIT_SECRET_PREFIX).length)
      .toUpperCase();
    // A provider's secret is stored as the `DEPOSIT:<PROVIDER>` caller of its brand.
    secrets[seamless ? key : key.replace('_', '_DEPOSIT:')] = secret;
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
 * TRUST_PROXY: unset, `0` or `false` → no proxy (the socket's peer is the client); otherwise a
 * comma-separated list of the proxies' addresses, CIDR blocks or `loopback` / `linklocal` /
 * `uniquelocal`. The client is then the right-most X-Forwarded-For entry not on the list.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed.toLowerCase() === 'false') return false;
  const entries = splitList(trimmed);
  const invalid = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isIpOrCidr(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses or CIDR blocks (e.g. 10.0.0.5 or loopback), got "${invalid.join(', ')}"`,
    );
  }
  return entries;
}

/** At least this long: the secret a proxy shows on every request must not be guessable. */
export const PROXY_SECRET_MIN_LENGTH = 32;

function readProxySecret(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  if (secret === '') return null;
  // The message names the variable, never the value.
  if (secret.length < PROXY_SECRET_MIN_LENGTH)
    throw new Error(`PROXY_SECRET must be at least ${PROXY_SECRET_MIN_LENGTH} characters`);
  return secret;
}

/**
 * A periodic job's period from its `*_SECONDS` variable: the default when unset, 0 (off) when
 * zero or not a number.
 */
const jobPeriodMs = (seconds: string | undefined, defaultMs: number) =>
  seconds === undefined ? defaultMs : Math.max(0, Number(seconds) || 0) * 1000;

function readLoadReportsPerAddress(value: string | undefined): number {
  if (!value?.trim()) return DEFAULT_LOAD_REPORTS_PER_ADDRESS;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`LOAD_REPORTS_PER_ADDRESS must be a whole number above 0, got "${value}"`);
  return limit;
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
  const sitePort = Number(env.SITE_PORT ?? 3000);
  if (!Number.isInteger(sitePort) || sitePort < 1 || sitePort > 65530) {
    throw new Error(`SITE_PORT must be an integer between 1 and 65530, got "${env.SITE_PORT}"`);
  }
  const dataDir = env.DATA_DIR
    ? path.resolve(packageDir, env.DATA_DIR)
    : path.join(packageDir, '.data', 'pglite');
  const opsToken = env.OPS_TOKEN?.trim();
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    sitePort,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir,
    seamlessSecrets: readSeamlessSecrets(env),
    dataKeys: env.DATA_KEYS?.trim() ? parseDataKeys(env.DATA_KEYS) : null,
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
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      proxySecret: readProxySecret(env.PROXY_SECRET),
      nodeEnv: env.NODE_ENV ?? 'development',
      exposeOutbox: env.EXPOSE_OUTBOX === '1' || env.EXPOSE_OUTBOX === 'true',
      logEveryRequest: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
      encryptionPrivateKey: env.ENCRYPTION_PRIVATE_KEY?.replace(/\\n/g, '\n').trim() || null,
      seamlessSecretOverlapMs: readOverlapHours(env.SEAMLESS_OVERLAP_HOURS),
      withdrawalAutoConfirmEveryMs: jobPeriodMs(env.WITHDRAWAL_AUTO_CONFIRM_SECONDS, 60_000),
      agentSettlementEveryMs: jobPeriodMs(env.AGENT_SETTLEMENT_SECONDS, 60_000),
      realTimeSalaryPeriodMs:
        env.AGENT_REALTIME_PERIOD_SECONDS === undefined
          ? 300_000
          : Math.max(10, Number(env.AGENT_REALTIME_PERIOD_SECONDS) || 300) * 1000,
      lotteryJobEveryMs: jobPeriodMs(env.LOTTERY_JOB_SECONDS, 2_000),
      sportsbookJobEveryMs: jobPeriodMs(env.SPORTSBOOK_JOB_SECONDS, 1_000),
      teenPattiClockEveryMs: jobPeriodMs(env.TEEN_PATTI_CLOCK_SECONDS, 1_000),
      vipRewardJobEveryMs: jobPeriodMs(env.VIP_REWARD_JOB_SECONDS, 300_000),
      raffleDrawEveryMs: jobPeriodMs(env.RAFFLE_DRAW_SECONDS, 30_000),
      referralCheckEveryMs: jobPeriodMs(env.REFERRAL_CHECK_SECONDS, 60_000),
      loadReportPurgeEveryMs: jobPeriodMs(env.LOAD_REPORT_PURGE_SECONDS, 6 * 3_600_000),
      loadReportsPerAddress: readLoadReportsPerAddress(env.LOAD_REPORTS_PER_ADDRESS),
      sportsbook: {
        feedEveryMs:
          env.SPORTS_FEED_MS === undefined ? 1_000 : Math.max(0, Number(env.SPORTS_FEED_MS) || 0),
        house: {},
        writer: {},
        hub: {},
      },
      liveTables: {
        clockEveryMs:
          env.LIVE_TABLES_MS === undefined ? 1_000 : Math.max(0, Number(env.LIVE_TABLES_MS) || 0),
        // How long a dead owner keeps its tables (LIVE_TABLES_LEASE_MS, default 10000).
        clock: env.LIVE_TABLES_LEASE_MS
          ? { leaseMs: Math.max(1_000, Number(env.LIVE_TABLES_LEASE_MS) || 10_000) }
          : {},
        hub: {},
      },
      socialLogin: readSocialLogin(env),
    }),
  };
}
