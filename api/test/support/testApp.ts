import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import { brandPeriod, DEFAULT_TIME_ZONE } from '../../src/services/brands/brandTime.js';
import { TEST_PASSWORD_HASH } from './env.js';
import { createTestDatabase, type TestDatabase } from './testDatabase.js';

/** A clock tests can move forward. */
export class TestClock {
  #now: number;
  constructor(start = Date.now()) {
    this.#now = start;
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
  /**
   * Moves just past the brand's next midnight when it is less than `marginMs` away: a test that
   * counts a brand's "today" would otherwise see its own stakes fall on two days (CI once ran
   * one at 23:59 in Dhaka).
   */
  clearOfMidnight(zone = DEFAULT_TIME_ZONE, marginMs = 60 * 60_000): void {
    const midnight = brandPeriod(zone, 'DAILY', this.#now).end.getTime();
    if (midnight - this.#now < marginMs) this.#now = midnight + 60_000;
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  /** Builds another app on the same database (e.g. with a different config or providers). */
  buildApp(
    config?: Partial<AppConfig>,
    options?: Pick<BuildAppOptions, 'providers' | 'captchaProviders'>,
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const OPS_TOKEN = 'test-ops-token-0123456789';

export async function createTestContext(config: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const apps: FastifyInstance[] = [];
  const make = async (
    overrides: Partial<AppConfig> = {},
    options: Pick<BuildAppOptions, 'providers' | 'captchaProviders'> = {},
  ) => {
    const app = await buildApp({
      // A test file calls a few of the routes: the others' schemas are never compiled.
      schemaCompilation: 'on-first-use',
      ...options,
      db: database.db,
      notifications: database,
      clock,
      config: {
        passwordHash: TEST_PASSWORD_HASH,
        opsToken: OPS_TOKEN,
        nodeEnv: 'test',
        // Real proof of work, made light: tests solve dozens of captchas.
        captchaMaxCounter: 2_000,
        // Tests run the auto-receipt job themselves, with the test clock.
        withdrawalAutoConfirmEveryMs: 0,
        agentSettlementEveryMs: 0,
        // And the lottery's draw job.
        lotteryJobEveryMs: 0,
        sportsbookJobEveryMs: 0,
        teenPattiClockEveryMs: 0,
        vipRewardJobEveryMs: 0,
        raffleDrawEveryMs: 0,
        loadReportPurgeEveryMs: 0,
        // And the sportsbook's feed.
        sportsbook: { feedEveryMs: 0, house: {}, writer: {}, hub: {} },
        // And the tables' clock.
        liveTables: { clockEveryMs: 0, clock: {}, hub: {} },
        // And the referral check.
        referralCheckEveryMs: 0,
        ...config,
        ...overrides,
      },
    });
    apps.push(app);
    return app;
  };
  const app = await make();
  return {
    app,
    database,
    clock,
    buildApp: make,
    async close() {
      for (const instance of apps) await instance.close();
      await database.dispose();
    },
  };
}

export interface EnvelopeBody<T = unknown> {
  success: boolean;
  code: number | string;
  message: string;
  value: T;
}

export function body<T = unknown>(response: LightMyRequestResponse): EnvelopeBody<T> {
  return response.json() as EnvelopeBody<T>;
}

export const BRAND1 = { Merchant: 'PADMA' };
export const BRAND2 = { Merchant: 'MEGHNA' };

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = BRAND1,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: { username, password, type: 'username' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return body<{ token: string }>(response).value.token;
}

export function authed(
  token: string,
  headers: Record<string, string> = BRAND1,
): InjectOptions['headers'] {
  return { ...headers, authorization: `Bearer ${token}` };
}

export const PASSWORDS = {
  member: 'Member@2026',
  agent: 'Agent@2026',
  trial: 'Trial@2026',
};
