import { expect, test } from '@playwright/test';
import { patchBrand, useLanguage } from '../support/site';

test.describe('system status', () => {
  test.afterEach(async () => {
    await patchBrand('PADMA', {
      maintenance: { enabled: false },
      regionRestriction: { blockedIps: [] },
    });
  });

  test('status 1 replaces the whole site with the maintenance page', async ({ page }) => {
    await useLanguage(page, 'en');
    await patchBrand('PADMA', { maintenance: { enabled: true } });
    await page.goto('/rng');
    const maintenance = page.getByTestId('maintenance-page');
    await expect(maintenance.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(maintenance.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('status 2 shows the region-blocked page with the visitor IP', async ({ page }) => {
    await useLanguage(page, 'bn');
    await patchBrand('PADMA', { regionRestriction: { blockedIps: ['127.0.0.1'] } });
    await page.goto('/');
    const blocked = page.getByTestId('region-blocked-page');
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('127.0.0.1');
    await expect(blocked).toContainText('প্রবেশ সীমিত');
    await expect(blocked.getByRole('link', { name: 'গ্রাহক সেবা' })).toBeVisible();
  });

  test('the site comes back when the operator ends maintenance', async ({ page }) => {
    await useLanguage(page, 'en');
    await patchBrand('PADMA', { maintenance: { enabled: true } });
    await page.goto('/');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await patchBrand('PADMA', { maintenance: { enabled: false } });
    await page.reload();
    await expect(page.getByTestId('category-grid')).toBeVisible();
  });
});

test('an unreachable deployment file shows the start-up error, and Try again starts the site', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let failing = true;
  await page.route('**/remotes.json', (route) =>
    failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await page.goto('/');
  const notice = page.getByTestId('startup-error');
  await expect(notice).toContainText('The site could not start');
  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  expect(errors).toEqual([]);
});
