/**
 * The long bank test (`pnpm --filter @site/api bench:faults`): more clients, operations and
 * SIGKILLs than the quick one in the test suite. Needs PostgreSQL (DATABASE_URL, default the
 * local server); makes and drops its own database. Exits 1 when a unit is lost or a check fails.
 *
 * BANK_SEED replays a run; BANK_CLIENTS (≤ 8 accounts, more clients share them),
 * BANK_OPERATIONS per client and BANK_KILLS size it. BANK_PROCESSES (default 2) API processes
 * share the database, requests spread across them (issue 17: the bank test across a scale-out).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { formatBankReport, runBankTest } from '../test/faults/bank.js';
import { recordFigure } from '../../tooling/bench-results.cjs';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!(await reachable(databaseUrl))) {
  console.log(
    `bank test skipped: no PostgreSQL at ${new URL(databaseUrl).host} (set DATABASE_URL)`,
  );
  process.exit(0);
}

const report = await runBankTest({
  databaseUrl,
  apiDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  seed: number('BANK_SEED', Math.floor(Math.random() * 1_000_000)),
  clients: number('BANK_CLIENTS', 8),
  operations: number('BANK_OPERATIONS', 250),
  kills: number('BANK_KILLS', 10),
  processes: number('BANK_PROCESSES', 2),
  timeLimitMs: 10 * 60_000,
  log: (line) => console.log(line),
});
console.log(formatBankReport(report));
const section = `Bank test (seed ${report.seed}, ${report.processes} API processes, SIGKILLs)`;
recordFigure({ section, name: 'operations', value: report.operations, unit: '' });
recordFigure({ section, name: 'kills survived', value: report.killsSurvived, unit: '' });
recordFigure({
  section,
  name: 'units lost',
  value: Number(report.unitsLost),
  unit: '',
  aim: { max: 0 },
});
recordFigure({
  section,
  name: 'server errors',
  value: report.serverErrors,
  unit: '',
  aim: { max: 0 },
});
recordFigure({
  section,
  name: 'problems',
  value: report.problems.length,
  unit: '',
  aim: { max: 0 },
});
process.exitCode = report.problems.length === 0 && report.unitsLost === 0n ? 0 : 1;
