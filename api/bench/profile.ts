/**
 * CPU profile of the API under load (issue 17): one case on a fresh PostgreSQL database (or
 * PGlite without DATABASE_URL), loaded by autocannon in a child process so that only the API
 * is profiled, and only while the load runs (not the seed or the module loading).
 *
 *   DATABASE_URL=postgres://… pnpm --filter @site/api profile [balance|games|search] [out.cpuprofile]
 *
 * then `tsx bench/profile-summary.ts out.cpuprofile` prints the top modules and functions.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { startBenchApi } from './benchApi.js';

const target = process.argv[2] ?? 'balance';
const outFile = process.argv[3] ?? `api-${target}.cpuprofile`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const api = await startBenchApi(process.env.DATABASE_URL ?? null);
const session = new Session();
try {
  const entry = api.cases.find((candidate) => candidate.key === target);
  if (!entry) throw new Error(`Unknown case ${target}`);
  const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headers = Object.entries(entry.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  // Asynchronous spawn keeps this process's event loop serving the requests.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [autocannonBin, '-c', '10', '-d', String(DURATION), ...headers, entry.url],
      { stdio: 'inherit' },
    );
    child.on('exit', () => resolve());
    child.on('error', reject);
  });
  const { profile } = await session.post('Profiler.stop');
  await writeFile(outFile, JSON.stringify(profile));
  console.log(`profile written to ${outFile}`);
} finally {
  session.disconnect();
  await api.close();
}
