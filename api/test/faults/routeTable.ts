import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { RouteGuardConfig } from '../../src/plugins/routeGuardConfig.js';
import { TEST_PASSWORD_HASH } from '../support/env.js';
import { OPS_TOKEN, TestClock } from '../support/testApp.js';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase.js';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  money?: unknown;
  [key: string]: unknown;
};

/** One thing a client can call: a route, or one name of the relay route. */
export interface Endpoint {
  /** `GET /wps/member/info`, `POST relay GCS_walletTransfer`: how failures name it. */
  label: string;
  method: string;
  /** Path with its parameters filled in. */
  url: string;
  /** The route's path pattern (`/ops/brands/:merchantCode`). */
  pattern: string;
  guards: RouteGuardConfig;
  /** `/ops/*`: the operator's token instead of a member's. */
  ops: boolean;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

/** The parametric relay route dispatches by name; its names are listed from the registry. */
const RELAY_ROUTE = '/wps/relay/:name';
/** Routes outside any client's reach or with their own fault tests (documentation). */
const NOT_CLIENT_ROUTES = new Set(['/docs/openapi.json']);

/** A path parameter value that passes the routes' patterns, so the request reaches its checks. */
const PARAM_VALUES: Record<string, string> = { merchantCode: 'PADMA', vendor: 'house' };
export const fillParams = (pattern: string, overrides: Record<string, string> = {}) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => overrides[name] ?? PARAM_VALUES[name] ?? '1');

export interface FaultContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  endpoints: Endpoint[];
  close(): Promise<void>;
}

/** An app on its own database copy, with the route table collected while it was built. */
export async function createFaultContext(): Promise<FaultContext> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    db: database.db,
    clock,
    config: {
      passwordHash: TEST_PASSWORD_HASH,
      opsToken: OPS_TOKEN,
      nodeEnv: 'test',
      sportsbook: { feedEveryMs: 0, house: {}, writer: {}, hub: {} },
      liveTables: { clockEveryMs: 0, clock: {}, hub: {} },
    },
    onRoute: (route) => routes.push(route),
    // At start, as the server does (the other test files' apps compile on first use): every
    // route's schemas must compile.
    schemaCompilation: 'at-start',
  });
  const endpoints: Endpoint[] = [];
  for (const route of routes) {
    if (route.url === RELAY_ROUTE || NOT_CLIENT_ROUTES.has(route.url)) continue;
    // A relay call with its own body limit has its own static route: listed as a relay name.
    if (route.url.startsWith('/wps/relay/')) continue;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) {
      endpoints.push({
        label: `${method} ${route.url}`,
        method,
        url: fillParams(route.url),
        pattern: route.url,
        guards: (route.config ?? {}) as RouteGuardConfig,
        // Every /ops/ route but the operator's sign-in itself.
        ops: route.url.startsWith('/ops/') && !(route.url === '/ops/session' && method === 'POST'),
        schema: (route.schema ?? {}) as Endpoint['schema'],
      });
    }
  }
  for (const handler of app.relay.handlers()) {
    for (const method of handler.methods) {
      endpoints.push({
        label: `${method} relay ${handler.name}`,
        method,
        url: `/wps/relay/${handler.name}`,
        pattern: `/wps/relay/${handler.name}`,
        guards: handler.guards,
        ops: false,
        schema: {
          querystring: handler.schema.querystring as JsonSchema | undefined,
          body: handler.schema.body as JsonSchema | undefined,
        },
      });
    }
  }
  return {
    app,
    database,
    clock,
    endpoints,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export const needsMemberToken = (endpoint: Endpoint) =>
  Boolean(endpoint.guards.auth || endpoint.guards.realAccount);

/** The tables money and accounts live in: a malformed request must leave them as they were. */
const GUARDED_TABLES = [
  'accounts',
  'wallet_accounts',
  'wallet_transactions',
  'ledger_entries',
  'seamless_transactions',
  'bet_records',
  'sports_slips',
  'sports_bets',
] as const;

/** One digest per guarded table, over every row as text. */
export async function databaseFingerprint(database: TestDatabase): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of GUARDED_TABLES) {
    const result = await sql<{ rows: string; digest: string }>`
      select count(*)::text as rows,
             md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(table)} t`.execute(database.db);
    const row = result.rows[0]!;
    fingerprint[table] = `${row.rows}:${row.digest}`;
  }
  return fingerprint;
}

export interface EnvelopeProblem {
  label: string;
  request: string;
  status: number;
  body: string;
}

/**
 * The error envelope `{ success: false, code, message }` of a refused request, or what is wrong
 * with the answer (null when it is a proper envelope).
 */
export function envelopeProblem(response: LightMyRequestResponse): string | null {
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return 'body is not JSON';
  }
  const answer = parsed as { success?: unknown; code?: unknown; message?: unknown };
  if (response.statusCode >= 400) {
    if (answer.success !== false) return 'success is not false';
    if (typeof answer.code !== 'string' || answer.code === '') return 'code is not a string';
    if (typeof answer.message !== 'string') return 'message is not a string';
  } else if (typeof answer.success !== 'boolean') return 'not an envelope';
  return null;
}

/** Inject with a time limit: a route that streams or hangs is reported, not waited for. */
export async function injectWithin(
  app: FastifyInstance,
  options: InjectOptions,
  ms = 10_000,
): Promise<LightMyRequestResponse | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
