/**
 * One server process of the bench, so that the load generator never shares the API's event
 * loop. Prints `listening <port>` on stdout once ready.
 *
 *   tsx bench/server.ts bare                  # the bare Fastify route (GET /hello)
 *   tsx bench/server.ts api                   # the API on an in-memory PGlite it seeds itself
 *   DATABASE_URL=… tsx bench/server.ts api    # the API on a database the bench already seeded
 *   tsx bench/server.ts balance <port> <port>…  # a round-robin HTTP balancer over those ports
 *   tsx bench/server.ts sportsbook            # the API with its sports feed ticking (sports-fanout.ts)
 *   tsx bench/server.ts tables                # the API with the tables' clock ticking (tables-fanout.ts)
 *
 * SIGUSR2 runs a full garbage collection (with --expose-gc) and prints `collected`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/connect.js';
import { listenBenchApi, portOf, seedBenchDatabase } from './benchApi.js';

async function startBare(): Promise<number> {
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  return portOf(hello);
}

async function startApi(options: { sportsFeed?: boolean; liveTables?: boolean }): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const database = await openDatabase({ databaseUrl });
  if (!databaseUrl) await seedBenchDatabase(database);
  // The tables' bench measures many results in a minute: the table's shortest clock.
  if (options.liveTables)
    await database.db
      .updateTable('live_tables')
      .set({ betting_ms: 5_000, dealing_ms: 500, pause_ms: 500 })
      .execute();
  return portOf(await listenBenchApi(database, options));
}

/** Round-robin over the given ports with keep-alive connections: a small local load balancer. */
async function startBalancer(ports: number[]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = ports[next++ % ports.length]!;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const [mode, ...rest] = process.argv.slice(2);
const port =
  mode === 'bare'
    ? await startBare()
    : mode === 'api' || mode === 'sportsbook' || mode === 'tables'
      ? await startApi({ sportsFeed: mode === 'sportsbook', liveTables: mode === 'tables' })
      : mode === 'balance'
        ? await startBalancer(rest.map(Number))
        : null;
if (port === null) throw new Error(`Unknown mode ${mode}`);
// The bench asks for a full collection before each fixed-rate run (api-bench.ts halfPeak says
// why); it starts every server with --expose-gc.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  console.log('collected');
});
console.log(`listening ${port}`);
