import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/site';
import { startAppServer, stopAppServer } from '../support/stack';

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
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));

    // the rest of the site still works, in the same page (/lottery has the compact header)
    await page.getByRole('link', { name: 'Padma Play' }).click();
    await expect(page.getByTestId('category-grid')).toBeVisible();
    await page.getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page.getByTestId('lobby-page')).toBeVisible();
    await page.getByRole('link', { name: 'Lottery', exact: true }).click();
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    await startAppServer('mf-lottery');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('lottery-page')).toBeVisible();
    await expect(page.getByTestId('lottery-card')).toHaveCount(20);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      7,
    );
  });
});
