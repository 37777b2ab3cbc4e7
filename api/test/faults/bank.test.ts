// On PostgreSQL too: API processes killed mid-transaction against a database server.
import path from 'node:path';
import { currentDbKind } from '../support/env.js';
import { formatBankReport, runBankTest } from './bank.js';

/**
 * The quick bank test (6 clients, 300 operations, 3 kills). It needs PostgreSQL: it runs in the
 * suite's PostgreSQL project (DATABASE_URL set, as `pnpm test` always does) and is skipped,
 * saying so, without one. The long version is `pnpm --filter @site/api bench:faults`.
 */
const databaseUrl = process.env.DATABASE_URL;
const runsHere = currentDbKind() === 'postgres' && Boolean(databaseUrl);
if (!databaseUrl)
  console.warn('bank test skipped: no PostgreSQL reachable (set DATABASE_URL to run it)');

const seed = Number(process.env.BANK_SEED ?? Math.floor(Math.random() * 1_000_000));

(runsHere ? describe : describe.skip)('bank test: money under SIGKILL', () => {
  it('loses no unit, applies no key twice and keeps every acknowledged operation', async () => {
    const report = await runBankTest({
      databaseUrl: databaseUrl!,
      apiDir: path.resolve(__dirname, '../..'),
      seed,
      clients: 6,
      operations: 50,
      kills: 3,
      // About 15-30 s; the limit leaves room for a loaded machine (each restart runs tsx and the seed check).
      timeLimitMs: 150_000,
    });
    console.log(formatBankReport(report));
    expect(report.problems).toEqual([]);
    expect(report.unitsLost).toBe(0n);
    expect(report.serverErrors).toBe(0);
    expect(report.killsSurvived).toBe(3);
    expect(report.acknowledged).toBeGreaterThan(100);
  }, 180_000);
});
