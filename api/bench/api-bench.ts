/**
 * API benchmark (issues 5 and 17), all on loopback, every server in its own process so the
 * load generator never shares the API's event loop:
 *
 * 1. Peak: requests per second of each case (autocannon, closed loop) next to a bare Fastify
 *    route measured just before it, and the ratio between them (the middle of three rounds).
 * 2. Fixed rate at half of each case's peak, with an open-loop client (bench/openLoop.ts): each
 *    request's latency runs from the moment it was due, so a stall counts for every request it
 *    held up (corrected for coordinated omission).
 * 3. Scale-out (PostgreSQL only): one API process against two, both behind the same small
 *    round-robin balancer (bench/server.ts balance).
 *
 *   pnpm --filter @site/api bench   # PostgreSQL at DATABASE_URL, else 127.0.0.1:5432 if one
 *                                   # answers (a database it creates and drops), then PGlite
 *
 * BENCH_DURATION (seconds per case, default 8) and BENCH_CONNECTIONS (default 10) tune it.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import pg from 'pg';
import {
  benchCases,
  demoToken,
  freshPostgres,
  seedBenchDatabase,
  type BenchCase,
} from './benchApi.js';
import type { OpenLoopOptions, OpenLoopResult } from './openLoop.js';
import { openDatabase } from '../src/db/connect.js';
import { recordFigure } from '../../tooling/bench-results.cjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A fixed-rate run's uncounted first second (halfPeak). */
const WARM_UP_MS = 1000;
const SERVER_SCRIPT = fileURLToPath(new URL('./server.ts', import.meta.url));
const LOAD_SCRIPT = fileURLToPath(new URL('./loadProcess.ts', import.meta.url));
const run = promisify(execFile);

interface Server {
  port: number;
  /** A full garbage collection in the server's process (bench/server.ts says why). */
  collect(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `bench/server.ts <args>` under tsx and waits for its port. */
function startServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', SERVER_SCRIPT, ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = child.stdout!.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let output = '';
    const listening = (chunk: string) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (!match) return;
      lines.off('data', listening);
      resolve({
        port: Number(match[1]),
        async collect() {
          const collected = once(lines, 'data');
          child.kill('SIGUSR2');
          await collected;
        },
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    lines.on('data', listening);
    child.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited with ${code}`)));
  });
}

const urlAt = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

/** A load run from a fresh process (bench/loadProcess.ts says why). */
async function loadApart(kind: 'peak', options: autocannon.Options): Promise<autocannon.Result>;
async function loadApart(kind: 'openLoop', options: OpenLoopOptions): Promise<OpenLoopResult>;
async function loadApart(kind: string, options: object): Promise<unknown> {
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    LOAD_SCRIPT,
    kind,
    JSON.stringify(options),
  ]);
  return JSON.parse(stdout);
}

async function peak(url: string, headers?: Record<string, string>, seconds = DURATION) {
  const result = await loadApart('peak', {
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

interface PeakRow {
  case: string;
  'req/s': number;
  'ratio to bare': number;
  aim: string;
}

const AIMS: Record<BenchCase['key'], number> = { balance: 0.5, games: 0.25, search: 0.25 };

/**
 * Rounds of the bare route then the case, each a third of the case's time: what else the
 * machine runs moves both by tens of per cent between minutes, so each case is compared with
 * the bare route measured just before it, and the middle round of three is reported.
 */
const ROUNDS = 3;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function peaks(apiPort: number, barePort: number, cases: BenchCase[], withAims: boolean) {
  const seconds = Math.max(2, Math.round(DURATION / ROUNDS));
  const bareRates: number[] = [];
  const rows: PeakRow[] = [];
  for (const entry of cases) {
    const rates: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bare = await peak(urlAt(barePort, '/hello'), undefined, seconds);
      const rate = await peak(urlAt(apiPort, entry.path), entry.headers, seconds);
      bareRates.push(bare);
      rates.push(rate);
      ratios.push(rate / bare);
    }
    rows.push({
      case: entry.name,
      'req/s': median(rates),
      'ratio to bare': Number(median(ratios).toFixed(3)),
      aim: withAims ? `≥ ${AIMS[entry.key]}` : '',
    });
  }
  return [
    { case: 'bare Fastify route', 'req/s': median(bareRates), 'ratio to bare': 1, aim: '' },
    ...rows,
  ];
}

async function halfPeak(api: Server, cases: BenchCase[], peakRows: PeakRow[]) {
  const rows = [];
  for (const [index, entry] of cases.entries()) {
    const rate = Math.max(1, Math.round(peakRows[index + 1]!['req/s'] / 2));
    // Each run starts from a collected heap, as JMH collects between iterations: the first full
    // collection after the peaks (V8's memory reducer, 100 s after the last one) deoptimised the
    // hot request path ("weak objects": 45+ functions, Fastify's hooks, the router, pg's parser),
    // and the API answered at about its offered rate for ~250 ms while TurboFan compiled it
    // again: 50-90 ms on every request due meanwhile, 0.4-3 % of a run, in every bench.
    await api.collect();
    const result = await loadApart('openLoop', {
      url: urlAt(api.port, entry.path),
      headers: entry.headers,
      rate,
      durationMs: DURATION * 1000,
      // Not counted: the switch from the closed-loop peak to a fixed rate, while both processes
      // settle into it, held up the first ~250 ms of requests (p99 8-47 ms; 4-9 ms after it).
      warmUpMs: WARM_UP_MS,
    });
    rows.push({
      case: entry.name,
      'target req/s': rate,
      'sent req/s': Math.round(result.sentPerSecond),
      'p50 ms': Number(result.p50.toFixed(2)),
      'p99 ms': Number(result.p99.toFixed(2)),
      'max ms': Number(result.max.toFixed(1)),
      'generator lag p99 ms': Number(result.generatorLagP99.toFixed(2)),
      'non-2xx': result.failures,
      aim: 'p99 ≤ 10',
    });
  }
  return rows;
}

async function scaleOut(databaseUrl: string, cases: BenchCase[]) {
  const apis = [
    await startServer(['api'], { DATABASE_URL: databaseUrl }),
    await startServer(['api'], { DATABASE_URL: databaseUrl }),
  ];
  const one = await startServer(['balance', String(apis[0]!.port)]);
  const two = await startServer(['balance', ...apis.map((api) => String(api.port))]);
  try {
    const rows = [];
    for (const entry of cases) {
      const single = await peak(urlAt(one.port, entry.path), entry.headers);
      const double = await peak(urlAt(two.port, entry.path), entry.headers);
      rows.push({
        case: entry.name,
        '1 process req/s': single,
        '2 processes req/s': double,
        ratio: Number((double / single).toFixed(2)),
      });
    }
    return rows;
  } finally {
    for (const server of [one, two, ...apis]) await server.stop();
  }
}

async function benchDatabase(kind: 'PostgreSQL' | 'PGlite', adminUrl: string | null) {
  const postgres = adminUrl ? await freshPostgres(adminUrl) : null;
  const servers: Server[] = [];
  try {
    const seeded = Date.now();
    if (postgres) {
      const database = await openDatabase({ databaseUrl: postgres.url });
      await seedBenchDatabase(database).finally(() => database.close());
    }
    const env = postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: '' };
    const api = await startServer(['api'], env);
    servers.push(api);
    const seedMs = Date.now() - seeded;
    const bare = await startServer(['bare']);
    servers.push(bare);
    const cases = benchCases(await demoToken(api.port));
    console.log(
      `\n## API on ${kind}: loopback, ${CONNECTIONS} connections, ${DURATION} s per case ` +
        `(migrations + seed + start ${seedMs} ms)\n\nPeak (autocannon, closed loop)`,
    );
    // Issue 17 sets the aims for PostgreSQL; on PGlite the bench says what its ceiling is.
    const withAims = postgres !== null;
    const peakRows = await peaks(api.port, bare.port, cases, withAims);
    console.table(peakRows);
    const section = `API on ${kind}`;
    for (const [index, row] of peakRows.entries()) {
      recordFigure({ section, name: `${row.case}: peak`, value: row['req/s'], unit: 'req/s' });
      const entry = cases[index - 1];
      if (entry)
        recordFigure({
          section,
          name: `${row.case}: ratio to bare`,
          value: row['ratio to bare'],
          unit: '×',
          ...(withAims ? { aim: { min: AIMS[entry.key] } } : {}),
        });
    }
    console.log('Half of each peak, open loop (latency from when each request was due)');
    const halfRows = await halfPeak(api, cases, peakRows);
    console.table(halfRows);
    for (const row of halfRows)
      recordFigure({
        section,
        name: `${row.case}: p99 at half peak`,
        value: row['p99 ms'],
        unit: 'ms',
        ...(withAims ? { aim: { max: 10 } } : {}),
      });
    if (postgres) {
      console.log('Scale-out: one API process against two, behind the same round-robin balancer');
      const scaleRows = await scaleOut(postgres.url, cases);
      console.table(scaleRows);
      for (const row of scaleRows)
        recordFigure({
          section: 'Scale-out on PostgreSQL (2 processes / 1)',
          name: row.case,
          value: row.ratio,
          unit: '×',
        });
    } else {
      console.log(
        'PGlite runs one query at a time in the API process (one session, a mutex around every\n' +
          'query and transaction): its ceiling is one core of query work, and a second process\n' +
          'cannot open the same data folder. Use PostgreSQL to scale.',
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    await postgres?.drop();
  }
}

/** DATABASE_URL, else a local server on the default port if one answers (as `pnpm test` does). */
async function postgresServer(): Promise<string | null> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return local;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const adminUrl = await postgresServer();
if (adminUrl) await benchDatabase('PostgreSQL', adminUrl);
else console.log('No PostgreSQL server (DATABASE_URL or 127.0.0.1:5432): PostgreSQL skipped.');
await benchDatabase('PGlite', null);
