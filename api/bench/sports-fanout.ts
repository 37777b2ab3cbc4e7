/**
 * Odds fan-out (`pnpm bench`, issue 43): 1,000 pages hold the sportsbook's public stream of one
 * API process (loopback), a trader moves a price every PRICE_EVERY_MS, and each page notes when
 * the change reaches it. Latency is from the feed's write (the change's `at`, the database's
 * clock of its transaction) to the page's receipt: the NOTIFY, the relay's read, the fan-out
 * and the socket. The API runs in its own process (bench/server.ts sportsbook) with the house
 * feed ticking, so its own price moves are on the streams too. Bounded: it stops after
 * PRICE_CHANGES changes or FANOUT_TIME_LIMIT_MS, whichever comes first.
 *
 *   FANOUT_PAGES=1000 PRICE_CHANGES=40 tsx bench/sports-fanout.ts
 */
import type { ClientRequest } from 'node:http';
import type { SportsEvent, SportsFeedChange } from '@site/contracts';
import { recordFigure } from '../../tooling/bench-results.cjs';
import {
  BENCH_OPS_TOKEN,
  BRAND_HEADERS,
  openEventStream,
  percentile,
  startBenchServer,
} from './benchApi.js';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PAGES = number('FANOUT_PAGES', 1_000);
const CHANGES = number('PRICE_CHANGES', 40);
const PRICE_EVERY_MS = number('PRICE_EVERY_MS', 250);
const TIME_LIMIT_MS = number('FANOUT_TIME_LIMIT_MS', 180_000);

const deadline = setTimeout(() => {
  console.error(`sports fan-out bench: over ${TIME_LIMIT_MS} ms, stopped`);
  process.exit(1);
}, TIME_LIMIT_MS);
deadline.unref();

const { port, server } = await startBenchServer('sportsbook');
const base = `http://127.0.0.1:${port}`;

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { ...BRAND_HEADERS, 'content-type': 'application/json', ...init.headers },
  });
  const answer = (await response.json()) as { success: boolean; value: T; code: unknown };
  if (!answer.success) throw new Error(`${url}: ${String(answer.code)}`);
  return answer.value;
}

/** An event with an open match winner market, once the feed has stored its fixtures. */
async function tradableSelection(): Promise<string> {
  for (;;) {
    const page = await call<{ list: SportsEvent[] }>('/sportsbook/events?when=UPCOMING&pageSize=5');
    const market = page.list.find((event) => event.mainMarket?.state === 'OPEN')?.mainMarket;
    if (market) return market.selections[0]!.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Page {
  latencies: number[];
  request: ClientRequest;
}
const traded = new Map<string, number>();

/** One page's stream: notes the latency of every change with a traded price. */
async function openPage(selectionId: string): Promise<Page> {
  const latencies: number[] = [];
  const request = await openEventStream(
    `${base}/sportsbook/stream`,
    'ready',
    (event, data, received) => {
      if (event !== 'change') return;
      const change = JSON.parse(data) as SportsFeedChange;
      if (
        change.prices.some(
          (price) => price.id === selectionId && traded.has(String(price.oddsMilli)),
        )
      )
        latencies.push(received - change.at);
    },
  );
  return { latencies, request };
}

try {
  const selectionId = await tradableSelection();
  const opened = performance.now();
  const pages: Page[] = [];
  // Connected in batches, as pages arriving, not one burst of a thousand handshakes.
  for (let start = 0; start < PAGES; start += 100)
    pages.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, PAGES - start) }, () => openPage(selectionId)),
      )),
    );
  console.log(`${pages.length} pages connected in ${Math.round(performance.now() - opened)} ms`);

  for (let index = 0; index < CHANGES; index++) {
    // Prices a page would see: 2.00, 2.01, … each one new.
    const oddsMilli = 2_000 + 10 * index;
    traded.set(String(oddsMilli), Date.now());
    await call(`/ops/sportsbook/selections/${selectionId}/price`, {
      method: 'POST',
      headers: { authorization: `Bearer ${BENCH_OPS_TOKEN}` },
      body: JSON.stringify({ reason: 'fan-out bench', oddsMilli }),
    });
    await new Promise((resolve) => setTimeout(resolve, PRICE_EVERY_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const all = pages.flatMap((page) => page.latencies).sort((a, b) => a - b);
  const expected = pages.length * CHANGES;
  const p50 = percentile(all, 0.5);
  const p99 = percentile(all, 0.99);
  console.log(
    `odds fan-out: ${pages.length} pages × ${CHANGES} price changes: ${all.length}/${expected} received, p50 ${p50} ms, p99 ${p99} ms, max ${all.at(-1)} ms`,
  );
  const section = `Sportsbook odds fan-out (${pages.length} pages, one API process, loopback)`;
  recordFigure({
    section,
    name: 'feed change → page, p50',
    value: p50,
    unit: 'ms',
    aim: { max: 250 },
  });
  recordFigure({
    section,
    name: 'feed change → page, p99',
    value: p99,
    unit: 'ms',
    aim: { max: 1_000 },
  });
  recordFigure({
    section,
    name: 'changes missed',
    value: expected - all.length,
    unit: '',
    aim: { max: 0 },
  });
  for (const page of pages) page.request.destroy();
} finally {
  server.kill('SIGTERM');
}
