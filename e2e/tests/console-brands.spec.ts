import { expect, test } from '@playwright/test';
import { createOperator, signInToConsole, type ConsoleOperator } from '../support/console';
import { useLanguage } from '../support/site';
import { operatorCall, portOf, SECOND_BRAND_URL, SHELL_URL } from '../support/stack';

/**
 * A brand's module switched off in the console (issue 45 acceptance): the brand's open site stops
 * fetching the points mall's remote at its next load, with no rebuild or restart, while the
 * first brand keeps it. The seed has the mall off for the second brand: the test turns it on
 * with the root token first, and leaves it off, as seeded, whatever happens.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const setSecondBrandMall = (enabled: boolean) =>
  operatorCall('PATCH', '/ops/brands/MEGHNA', { modules: { POINT_MALL: enabled } });

let admin: ConsoleOperator;
test.beforeAll(async () => {
  admin = await createOperator('brandadmin', ['admin']);
  await setSecondBrandMall(true);
});
test.afterAll(() => setSecondBrandMall(false));

test("an admin switches the second brand's points mall off; its site stops fetching the remote", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await signInToConsole(page, admin);
  await page
    .getByRole('navigation', { name: 'Console pages' })
    .getByRole('link', { name: 'Brands' })
    .click();
  await page
    .getByRole('navigation', { name: 'Your brands' })
    .getByRole('link', { name: 'MEGHNA' })
    .click();
  await expect(page.getByRole('link', { name: /Preview the site as this brand/ })).toHaveAttribute(
    'href',
    /^http:\/\/lite\.localhost:/,
  );

  const site = await context.newPage();
  await useLanguage(site, 'en');
  const mallRequests: string[] = [];
  const mallHost = `http://localhost:${portOf('mf-points-mall')}/`;
  site.on('request', (request) => {
    if (request.url().startsWith(mallHost)) mallRequests.push(request.url());
  });
  await site.goto(`${SECOND_BRAND_URL}/pointMall`);
  await expect(site.getByTestId('points-mall-page')).toBeVisible();

  const mall = page.getByRole('switch', { name: 'Points mall' });
  await expect(mall).toBeChecked();
  await mall.uncheck();
  await page.getByRole('button', { name: 'Review and save…' }).click();
  const confirmation = page.getByTestId('brand-confirmation');
  await expect(confirmation.getByRole('row')).toHaveText(['SettingNowAfter', 'Points mallOnOff']);
  await confirmation.getByRole('button', { name: 'Save the change' }).click();
  await expect(confirmation.getByText('Give a reason: it goes to the audit trail.')).toBeVisible();
  await confirmation.getByLabel(/^Reason/).fill('e2e: the mall closes for this brand');
  await confirmation.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved/);

  mallRequests.length = 0;
  await site.reload();
  await expect(site.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    site
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Points mall' }),
  ).toHaveCount(0);
  expect(mallRequests).toEqual([]);

  await site.goto(`${SHELL_URL}/pointMall`);
  await expect(site.getByTestId('points-mall-page')).toBeVisible();
});
