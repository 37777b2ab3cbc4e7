import { expect, type Page, test } from '@playwright/test';
import { useLanguage } from '../support/site';

/**
 * The live tables' list follows one push stream for the whole list (no timer, no stream or read
 * per card), and roulette's layout fits a phone: no sideways scroll from 320 to 414 px, every
 * bet a target of at least 32 px that a tap on its middle reaches.
 */

test.describe.configure({ timeout: 120_000 });

test('the list follows one push for all its tables: a round moves on without any re-read', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/live/tables')) reads.push(pathname);
  });
  await useLanguage(page, 'en');
  await page.goto('/liveTable');
  const list = page.getByTestId('live-table-list');
  await expect(list).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
  const readsWhenLive = reads.length;
  const card = list.locator('[data-table="BACCARAT_1"]');
  const roundNo = Number(await card.getAttribute('data-round'));
  // A baccarat round lasts 25 s: the next one arrives by the push.
  await expect(card).toHaveAttribute('data-round', String(roundNo + 1), { timeout: 60_000 });
  await expect(card.locator(`.lt-results [data-round="${roundNo}"]`)).toBeVisible();
  // Nothing was read again meanwhile, and the list's one stream is the only one it opened.
  expect(reads.slice(readsWhenLive)).toEqual([]);
  expect(reads.filter((path) => path.endsWith('/stream'))).toEqual(['/live/tables/stream']);
});

/** Whether the page scrolls sideways, and each roulette bet's box and what a tap in its middle hits. */
const layoutOf = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    spots: Array.from(
      document.querySelectorAll<HTMLElement>('.lt-roulette [data-spot]'),
      (spot) => {
        const box = spot.getBoundingClientRect();
        const hit = document
          .elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          ?.closest('[data-spot]');
        return {
          spot: spot.dataset.spot!,
          width: Math.round(box.width),
          height: Math.round(box.height),
          reached: hit === spot,
        };
      },
    ),
  }));

for (const width of [320, 375, 414]) {
  test(`roulette at ${width} px: no sideways scroll, every bet a tap target of 32 px at least`, async ({
    page,
  }) => {
    // Tall enough to hold the whole layout: a tap is checked where the screen shows it.
    await page.setViewportSize({ width, height: 2_400 });
    await useLanguage(page, 'bn');
    await page.goto('/liveTable?code=ROULETTE_1');
    await expect(page.locator('.lt-roulette [data-spot="STRAIGHT:36"]')).toBeVisible({
      timeout: 30_000,
    });
    const layout = await layoutOf(page);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    // All 154 bets of the layout are there, and each one is big enough and not covered.
    expect(layout.spots).toHaveLength(154);
    const problems = layout.spots.flatMap((spot) => [
      ...(spot.width < 32 || spot.height < 32
        ? [`${spot.spot}: ${spot.width}×${spot.height} px`]
        : []),
      ...(spot.reached ? [] : [`${spot.spot}: a tap in its middle reaches something else`]),
    ]);
    expect(problems).toEqual([]);
  });
}
