import { expect, test, type Page, type Route } from '@playwright/test';
import { channelOf } from '../support/release-channels';
import { useLanguage } from '../support/site';
import { portOf, startAppServer, stopAppServer } from '../support/stack';

/** The shell gives up on a remote that has not answered by then (remote-containers.ts). */
const LOAD_TIMEOUT_MS = 15_000;
/** Where the lottery's version pinned for the brand is served (issue 46: `/v/<version>/`). */
let LOTTERY = '';
test.beforeAll(async () => {
  const { pinned } = await channelOf('PADMA', 'mf_lottery');
  LOTTERY = `http://localhost:${portOf('mf-lottery')}/v/${pinned.version}`;
});

/** The rest of the site works in the same page: home, then another remote's route. */
async function expectRestOfSiteWorks(page: Page) {
  // /lottery has the compact header
  await page.getByRole('link', { name: 'Padma Play' }).click();
  await expect(page.getByTestId('category-grid')).toBeVisible();
  await page.getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page.getByTestId('lobby-page')).toBeVisible();
}

/** The fallback's retry mounts the lottery in the same page: no reload, the page's state kept. */
async function expectRetryMountsLottery(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await page.getByRole('link', { name: 'Lottery', exact: true }).click();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 5_000 });
  return async () => {
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('lottery-page')).toBeVisible();
    await expect(page.getByTestId('lottery-card')).toHaveCount(20);
    await expect(fallback).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      7,
    );
  };
}

test.describe('a remote whose server is down', () => {
  test.afterEach(async () => {
    await startAppServer('mf-lottery').catch(() => undefined);
  });

  test('shows the fallback, leaves the rest of the site working, and mounts on retry without a reload', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await stopAppServer('mf-lottery');

    await page.goto('/lottery');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('This section is not available right now');

    await expectRestOfSiteWorks(page);
    const retry = await expectRetryMountsLottery(page);
    await startAppServer('mf-lottery');
    await retry();
  });
});

test('a remote slower than the time-out shows the fallback in time, and retry loads it once it answers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  // The lottery's server accepts the manifest's request and never answers it.
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await page.route(`${LOTTERY}/mf-manifest.json`, hold);

  const started = Date.now();
  await page.goto('/lottery');
  const fallback = page.getByTestId('remote-fallback');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
  await expect(fallback).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 5_000 });
  // the skeleton stayed until the time-out: a slow remote is not given up early
  expect(Date.now() - started).toBeGreaterThanOrEqual(LOAD_TIMEOUT_MS - 1_000);
  await expect(fallback).toContainText('This section is not available right now');
  expect(held.length).toBeGreaterThan(0);

  await expectRestOfSiteWorks(page);
  const retry = await expectRetryMountsLottery(page);
  await page.unroute(`${LOTTERY}/mf-manifest.json`, hold);
  await retry();
  for (const route of held) await route.abort().catch(() => undefined);
});

test('a remote serving a broken chunk shows the fallback with the reason, and retry fetches the chunk again', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const manifest = (await (await page.request.get(`${LOTTERY}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const pageFiles = manifest.exposes.find((entry) => entry.name === 'LotteryPage')!.assets.js.sync;
  expect(pageFiles.length).toBeGreaterThan(0);
  const pageChunk = `${LOTTERY}/${pageFiles.at(-1)}`;
  const isPageChunk = (url: URL) => url.href.startsWith(pageChunk);
  // A deploy cut short: the page's chunk arrives with half of its text.
  let brokenServed = 0;
  const truncate = async (route: Route) => {
    const response = await route.fetch();
    const text = await response.text();
    brokenServed += 1;
    await route.fulfill({ response, body: text.slice(0, Math.floor(text.length / 2)) });
  };
  await page.route(isPageChunk, truncate);

  await page.goto('/lottery');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This section is not available right now');
  await expect(fallback.getByTestId('chunk-error-reason')).toBeVisible();
  expect(brokenServed).toBeGreaterThan(0);

  await expectRestOfSiteWorks(page);
  const retry = await expectRetryMountsLottery(page);
  await page.unroute(isPageChunk, truncate);
  // The broken copy is in the browser's cache (the chunk is immutable): the retry asks the
  // server again, past the cache.
  const refetched = page.waitForRequest((request) => request.url().startsWith(`${pageChunk}?`));
  await retry();
  expect(new URL((await refetched).url()).searchParams.get('retry')).toMatch(/^\d+$/);
});
