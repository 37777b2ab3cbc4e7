import type { FullConfig } from '@playwright/test';
import { stopStacks } from './stack';

export default async function globalTeardown(config: FullConfig) {
  await stopStacks(config.workers);
}
