/**
 * The tables' push (`pnpm bench`, issue 42): WATCHERS pages hold one table's stream of one API
 * process (loopback) while its clock runs rounds (5 s of betting, half a second's deal and pause,
 * bench/server.ts tables), and each page notes when each new result reaches it. Latency is from
 * the server's result (the round's `resultedAt`, written by the clock) to the page's receipt: the
 * NOTIFY, the table's read, the fan-out and the socket. Bounded: RESULTS results or
 * TABLES_TIME_LIMIT_MS, whichever comes first.
 *
 *   TABLE_WATCHERS=500 RESULTS=8 tsx bench/tables-fanout.ts
 */
import type { ClientRequest } from 'node:http';
import type { LiveTableState } from '@site/contracts';
import { recordFigure } from '../../tooling/bench-results.cjs';
import { BRAND_HEADERS, openEventStream, percentile, startBenchServer } from './benchApi.js';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WATCHERS = number('TABLE_WATCHERS', 500);
const RESULTS = number('RESULTS', 8);
const TIME_LIMIT_MS = number('TABLES_TIME_LIMIT_MS', 180_000);
const TABLE = 'DRAGON_TIGER_1';

const deadline = setTimeout(() => {
  console.error(`tables fan-out bench: over ${TIME_LIMIT_MS} ms, stopped`);
  process.exit(1);
}, TIME_LIMIT_MS);
deadline.unref();

const { port, server } = await startBenchServer('tables');

interface Watcher {
  /** Result round number → ms from the server's result to this page. */
  latencies: Map<number, number>;
  request: ClientRequest;
}

/** Rounds resulted before the watchers were all connected are not counted. */
let countFrom = Number.POSITIVE_INFINITY;

/** One watcher's stream: notes when each new result reaches it. */
async function watch(): Promise<Watcher> {
  const latencies = new Map<number, number>();
  const request = await openEventStream(
    `http://127.0.0.1:${port}/live/tables/${TABLE}/stream`,
    'state',
    (event, data, received) => {
      if (event !== 'state') return;
      const latest = (JSON.parse(data) as LiveTableState).results[0];
      if (!latest?.resultedAt || latest.roundNo < countFrom) return;
      if (!latencies.has(latest.roundNo))
        latencies.set(latest.roundNo, received - Date.parse(latest.resultedAt));
    },
  );
  return { latencies, request };
}

try {
  const opened = performance.now();
  const watchers: Watcher[] = [];
  // Connected in batches, as pages arriving, not one burst of handshakes.
  for (let start = 0; start < WATCHERS; start += 100)
    watchers.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, WATCHERS - start) }, watch))),
    );
  console.log(
    `${watchers.length} watchers connected in ${Math.round(performance.now() - opened)} ms`,
  );
  const state = (await (
    await fetch(`http://127.0.0.1:${port}/live/tables/${TABLE}`, { headers: BRAND_HEADERS })
  ).json()) as { value: LiveTableState };
  countFrom = (state.value.table.round?.roundNo ?? 0) + 1;
  while (!watchers.every((watcher) => watcher.latencies.size >= RESULTS))
    await new Promise((resolve) => setTimeout(resolve, 500));

  const all = watchers
    .flatMap((watcher) => [...watcher.latencies.values()].slice(0, RESULTS))
    .sort((a, b) => a - b);
  const p50 = percentile(all, 0.5);
  const p99 = percentile(all, 0.99);
  console.log(
    `tables push: ${watchers.length} watchers × ${RESULTS} results: p50 ${p50} ms, p99 ${p99} ms, max ${all.at(-1)} ms`,
  );
  const section = `Live tables push (${watchers.length} watchers on one table, one API process, loopback)`;
  recordFigure({
    section,
    name: 'server result → page, p50',
    value: p50,
    unit: 'ms',
    aim: { max: 250 },
  });
  recordFigure({
    section,
    name: 'server result → page, p99',
    value: p99,
    unit: 'ms',
    aim: { max: 1_000 },
  });
  for (const watcher of watchers) watcher.request.destroy();
} finally {
  server.kill('SIGTERM');
}
