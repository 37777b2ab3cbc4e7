/**
 * `pnpm bench` (browser half): starts the production build on a fresh database, then runs
 * every `*.bench.ts` in this folder one after another. Each prints its own figures; none of
 * them asserts a time, so a slow machine gives slower numbers instead of a failed run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHELL_URL, startStacks, stopStacks } from '../support/stack';

export interface BenchContext {
  shellUrl: string;
}

type Benchmark = { default: (context: BenchContext) => Promise<void> };

async function main() {
  const only = process.argv[2];
  const files = fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
    .sort();
  await startStacks(1);
  try {
    for (const file of files) {
      console.log(`\n=== ${file}`);
      const benchmark = (await import(pathToFileURL(path.join(__dirname, file)).href)) as Benchmark;
      await benchmark.default({ shellUrl: SHELL_URL });
    }
  } finally {
    await stopStacks(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
