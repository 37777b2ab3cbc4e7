import { chromium, type Page } from '@playwright/test';
import { recordFigure } from '../../tooling/bench-results.cjs';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import type { BenchContext } from './run-benchmarks';

/**
 * Route switch (issue 17): from home, a click on a navigation link to the first content of the
 * remote behind it. Cold is the first visit of the page (the remote's entry, chunks and first
 * data are fetched then); warm is the second, after going home again. Prints numbers; asserts
 * nothing.
 */
const ROUTES = [
  { path: '/rng', firstContent: '[data-testid="game-card"]' },
  { path: '/lottery', firstContent: '[data-testid="lottery-card"]' },
  { path: '/pointMall', firstContent: '[data-testid="reward-card"]' },
];

/** Clicks the navigation link to `path` and waits, frame by frame, for `selector` to appear. */
async function switchTo(page: Page, path: string, selector: string): Promise<number> {
  // Back from the lottery page, whose compact header has no navigation bar, home's comes a few
  // frames after the address.
  await page.locator(`nav a[href="${path}"]`).first().waitFor();
  // Page scripts are strings: tsx would wrap named functions in a helper the page lacks.
  return (await page.evaluate(`(async ([path, selector]) => {
    const link = document.querySelector('nav a[href="' + path + '"]');
    if (!link) throw new Error('no navigation link to ' + path);
    const start = performance.now();
    link.click();
    while (!document.querySelector(selector))
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  })(${JSON.stringify([path, selector])})`)) as number;
}

/** Back home by the header's logo link (not every page's navigation bar has a home link). */
async function goHome(page: Page): Promise<void> {
  await page.evaluate(`document.querySelector('a.site-brand').click()`);
  await page.waitForURL((url) => url.pathname === '/');
}

export default async function routeSwitch({ shellUrl }: BenchContext): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const route of ROUTES) {
      // A fresh context each route: nothing of the remote is cached for the cold switch.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(() => {
        localStorage.setItem('lang', 'en');
        sessionStorage.setItem('index_notice', 'B|A|A,F');
      });
      const page = await context.newPage();
      await page.goto(shellUrl);
      await page.waitForLoadState('networkidle');
      const cold = await switchTo(page, route.path, route.firstContent);
      await goHome(page);
      const warm = await switchTo(page, route.path, route.firstContent);
      await context.close();
      const section = 'Route switch (Chromium, click to first content)';
      recordFigure({
        section,
        name: `home → ${route.path}, cold`,
        value: Math.round(cold),
        unit: 'ms',
      });
      recordFigure({
        section,
        name: `home → ${route.path}, warm`,
        value: Math.round(warm),
        unit: 'ms',
      });
      console.log(
        `home → ${route.path}: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms (click to first content)`,
      );
    }
  } finally {
    await browser.close();
  }
}
