/**
 * API benchmark (issue 5): requests per second and latency of the game list and the balance,
 * next to a hello-world Fastify route measured in the same run, all on loopback.
 *
 *   pnpm --filter @site/api bench                       # fresh in-memory PGlite
 *   DATABASE_URL=postgres://… pnpm --filter @site/api bench   # a fresh database on that server
 *
 * BENCH_DURATION (seconds per case, default 8) and BENCH_CONNECTIONS (default 10) tune it.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { systemClock } from '../src/clock.js';
import { openDatabase } from '../src/db/connect.js';
import { prepareDatabase } from '../src/db/prepare.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL ?? null;

interface Case {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

const urlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
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

async function measure(entry: Case) {
  const result = await autocannon({
    url: entry.url,
    headers: entry.headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return {
    case: entry.name,
    'req/s (avg)': Math.round(result.requests.average),
    'latency avg ms': Number(result.latency.average.toFixed(2)),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const postgres = databaseUrl ? await freshPostgres(databaseUrl) : null;
  const database = await openDatabase({ databaseUrl: postgres?.url ?? null });
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  let app: FastifyInstance | null = null;
  try {
    const seeded = Date.now();
    // A cheaper scrypt cost for the demo passwords: the benchmark logs in once.
    await prepareDatabase(database.db, {
      clock: systemClock,
      passwordHash: { logN: 14, r: 8, p: 1 },
    });
    const seedMs = Date.now() - seeded;
    app = await buildApp({ db: database.db, config: { nodeEnv: 'production' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await hello.listen({ port: 0, host: '127.0.0.1' });
    const api = urlOf(app);
    const brand = { Merchant: 'PADMA' };
    const login = await fetch(`${api}/wps/session/login`, {
      method: 'POST',
      headers: { ...brand, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_member', password: 'Member@2026', type: 'username' }),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    const cases: Case[] = [
      { name: 'hello world (bare Fastify)', url: `${urlOf(hello)}/hello` },
      {
        name: 'GCSGAME_gameList PP page 1 (5,700 games)',
        url: `${api}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=14&language=en`,
        headers: brand,
      },
      {
        name: 'GCSGAME_gameList PP page 200',
        url: `${api}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=200&pageSize=14&language=en`,
        headers: brand,
      },
      {
        name: 'GCSGAME_gameList RNG search "gold" + min bet',
        url: `${api}/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=gold&minBet=0.05&pageNo=1&pageSize=14`,
        headers: brand,
      },
      {
        name: 'GET /wps/v2/wallets/balance',
        url: `${api}/wps/v2/wallets/balance`,
        headers: { ...brand, authorization: `Bearer ${token}` },
      },
    ];
    const rows = [];
    for (const entry of cases) rows.push(await measure(entry));
    console.log(
      `\nAPI benchmark on ${postgres ? 'PostgreSQL' : 'PGlite (in memory)'}, loopback, ` +
        `${CONNECTIONS} connections, ${DURATION} s per case; seed + migrations ${seedMs} ms\n`,
    );
    console.table(rows);
  } finally {
    await app?.close();
    await hello.close();
    await database.close();
    await postgres?.drop();
  }
}

await main();
