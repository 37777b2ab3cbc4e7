import type { FullConfig } from '@playwright/test';
import { startStacks } from './stack';

/** One whole stack per worker (config.workers, which `--workers` also sets). */
export default async function globalSetup(config: FullConfig) {
  await startStacks(config.workers);
}
