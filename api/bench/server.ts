/**
 * One server process of the bench, so that the load generator never shares the API's event
 * loop. Prints `listening <port>` on stdout once ready.
 *
 *   tsx bench/server.ts bare                  # the bare Fastify route (GET /hello)
 *   tsx bench/server.ts api                   # the API on an in-memory PGlite it seeds itself
 *   DATABASE_URL=… tsx bench/server.ts api    # the API on a database the bench already seeded
 *   tsx bench/server.ts balance <port> <port>…  # a round-robin HTTP balancer over those ports
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

async function startApi(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const database = await openDatabase({ databaseUrl });
  if (!databaseUrl) await seedBenchDatabase(database);
  return portOf(await listenBenchApi(database));
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
    : mode === 'api'
      ? await startApi()
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
