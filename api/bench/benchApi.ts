/** The API as the bench runs it: a fresh database, the seed, the server's logger, a login. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { openDatabase, type OpenedDatabase } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';

export interface BenchCase {
  key: 'balance' | 'games' | 'search';
  name: string;
  /** Path and query, without the origin. */
  path: string;
  headers: Record<string, string>;
}

export const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** A database created for the run on the server of `url`, dropped afterwards. */
export async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `site_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const BRAND_HEADERS = { Merchant: 'PADMA' };

export function benchCases(token: string): BenchCase[] {
  return [
    {
      key: 'balance',
      name: 'balance',
      path: '/wps/v2/wallets/balance',
      headers: { ...BRAND_HEADERS, authorization: `Bearer ${token}` },
    },
    {
      key: 'games',
      name: 'game list, vendor page 1',
      path: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=14&language=en',
      headers: BRAND_HEADERS,
    },
    {
      key: 'games',
      name: 'game list, vendor page 1, signed in',
      path: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=14&language=en',
      headers: { ...BRAND_HEADERS, authorization: `Bearer ${token}` },
    },
    {
      key: 'search',
      name: 'game list, search + min bet',
      path: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=gold&minBet=0.05&pageNo=1&pageSize=14',
      headers: BRAND_HEADERS,
    },
  ];
}

/** Logs in the seeded demo member on the API at `port` and returns the token. */
export async function demoToken(port: number): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/wps/session/login`, {
    method: 'POST',
    headers: { ...BRAND_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_member', password: 'Member@2026', type: 'username' }),
  });
  return ((await login.json()) as { value: { token: string } }).value.token;
}

/**
 * Migrations and seed, with a cheaper scrypt cost for the demo passwords (one login), then the
 * statistics and visibility map autovacuum would have made by the time a site is busy.
 */
export async function seedBenchDatabase(database: OpenedDatabase): Promise<void> {
  await prepareDatabase(database.db, {
    clock: systemClock,
    passwordHash: { logN: 14, r: 8, p: 1 },
  });
  await sql`vacuum analyze`.execute(database.db);
}

/**
 * A root operator token for the benches' operator calls, made afresh for each bench run; a server
 * process of the bench (startBenchServer) takes its parent's, so the bench's calls pass.
 */
export const BENCH_OPS_TOKEN = process.env.BENCH_OPS_TOKEN ?? randomBytes(24).toString('hex');

/**
 * The API on `database`, logging like src/server.ts (info level) into /dev/null. The sports
 * feed ticks only for the fan-out bench (`sportsFeed`): its pricing would weigh on the others'
 * request rates; there its fixtures are kept an hour ahead. The tables' clock runs only for the
 * tables' push bench (`liveTables`), ticking every 100 ms.
 */
export async function listenBenchApi(
  database: OpenedDatabase,
  options: { sportsFeed?: boolean; liveTables?: boolean } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database.db,
    notifications: database,
    config: {
      nodeEnv: 'production',
      opsToken: BENCH_OPS_TOKEN,
      sportsbook: {
        feedEveryMs: options.sportsFeed ? 1_000 : 0,
        house: {},
        writer: { horizonMs: 3_600_000, fixturesPerTick: 40 },
        hub: {},
      },
      liveTables: { clockEveryMs: options.liveTables ? 100 : 0, clock: {}, hub: {} },
    },
    logger: { level: 'info', file: '/dev/null' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** One API in this process on a fresh database, with the cases as absolute URLs (profiling). */
export async function startBenchApi(adminUrl: string | null) {
  const postgres = adminUrl ? await freshPostgres(adminUrl) : null;
  const database = await openDatabase({ databaseUrl: postgres?.url ?? null });
  await seedBenchDatabase(database);
  const app = await listenBenchApi(database);
  const token = await demoToken(portOf(app));
  return {
    cases: benchCases(token).map((entry) => ({
      ...entry,
      url: `http://127.0.0.1:${portOf(app)}${entry.path}`,
    })),
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * One server process of bench/server.ts in `mode` (never the load generator's event loop), with
 * the port it listens on.
 */
export async function startBenchServer(
  mode: 'sportsbook' | 'tables',
): Promise<{ port: number; server: ChildProcess }> {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts', mode], {
    cwd: apiDir,
    env: { ...process.env, BENCH_OPS_TOKEN },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.stdout!.setEncoding('utf8');
    server.stdout!.on('data', (chunk: string) => {
      const match = /listening (\d+)/.exec(chunk);
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
  return { port, server };
}

/** The value at `share` (0.5, 0.99) of sorted figures. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/**
 * A page's server-sent events over a socket of its own (no pooling): `onMessage` gets each
 * message's event name, its data and when it arrived; resolves with the request (to close it)
 * once the `opened` event came.
 */
export function openEventStream(
  url: string,
  opened: string,
  onMessage: (event: string, data: string, received: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: BRAND_HEADERS, agent: false }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const received = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event === opened) resolve(request);
          if (event && data) onMessage(event, data, received);
        }
      });
    });
    request.on('error', reject);
  });
}
