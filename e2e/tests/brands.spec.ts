import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from '../support/site';
import { portOf, SECOND_BRAND_URL, SHELL_URL } from '../support/stack';

/** The manifests fetched from a remote's host: the versions its channel names (issue 46). */
const manifestsOf = (requested: string[], dir: string) =>
  requested.filter(
    (url) =>
      url.startsWith(`http://localhost:${portOf(dir)}/`) && url.endsWith('/mf-manifest.json'),
  );

async function visitEverywhere(page: Page, base: string) {
  for (const path of ['/', '/rng', '/lottery', '/pointMall']) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('banner')).toBeVisible();
    // hovering a nav entry preloads its remote: hover them all
    for (const link of await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link')
      .all())
      await link.hover();
  }
}

test('the second brand never fetches the points mall or agent centre, and has no entries for them', async ({
  page,
}) => {
  // Four pages, and a hover of every navigation entry on each (each preloads its remote).
  test.slow();
  await useLanguage(page, 'en');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await visitEverywhere(page, SECOND_BRAND_URL);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // (the main navigation's entry: a banner may mention the points mall too)
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Points mall' }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Meghna Games' })).toBeVisible();
  expect(manifestsOf(requested, 'mf-points-mall')).toEqual([]);
  expect(manifestsOf(requested, 'mf-agent-centre')).toEqual([]);
  expect(manifestsOf(requested, 'mf-lobby')).not.toEqual([]);
});

test('the first brand on the same deployment still has them', async ({ page }) => {
  await useLanguage(page, 'en');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`${SHELL_URL}/pointMall`);
  await expect(page.getByTestId('points-mall-page')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Points mall' }),
  ).toBeVisible();
  expect(manifestsOf(requested, 'mf-points-mall')).not.toEqual([]);
});

test('a returning visitor of the dark brand gets its dark frame before the app script runs', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto(`${SECOND_BRAND_URL}/`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The next visit, before the bundle (blocked here): index.html alone already paints dark.
  await page.route('**/main.js*', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.boot')).toHaveCSS('background-color', 'rgb(15, 22, 19)');
});
