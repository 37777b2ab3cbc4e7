import { chromium, type FullConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';
import { startStacks, stackPorts, stopStacks } from './stack';

/**
 * One whole stack per worker (config.workers, which `--workers` also sets), each warmed by one
 * visit of its home page: the first page a fresh stack serves waits for its database's and
 * servers' first queries, and the first test of a busy run saw the lobby's grid still loading
 * after 10 s.
 */
export default async function globalSetup(config: FullConfig) {
  await startStacks(config.workers);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await Promise.all(
      Array.from({ length: config.workers }, async (_, index) => {
        const page = await browser.newPage({
          baseURL: `http://localhost:${stackPorts(index).site}`,
        });
        await page.goto('/');
        await page.getByTestId('category-grid').first().waitFor({ timeout: 120_000 });
        await page.close();
      }),
    );
  } catch (error) {
    // Playwright runs no teardown after a failed set-up: nothing of these stacks may linger.
    await stopStacks(config.workers);
    throw error;
  } finally {
    await browser.close();
  }
}
