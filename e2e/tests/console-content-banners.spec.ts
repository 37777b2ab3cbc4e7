import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  createOperator,
  pickBrand,
  signInToConsole,
  type ConsoleOperator,
} from '../support/console';
import { useLanguage } from '../support/site';
import { operatorCall, SHELL_URL } from '../support/stack';

/**
 * The console's content (issue 45 item 5): a support operator publishes an announcement whose
 * HTML carries a <script> and an onclick, sees them gone in the sanitised preview, and the
 * member's site lists it without them; then adds a home banner, which the site's home shows at
 * its next load. What the test made is ended and deleted afterwards.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);
const code = `e2e-notice-${stamp}`;
const noticeTitle = `E2E notice ${stamp}`;
const bannerTitle = `E2E home offer ${stamp}`;

let support: ConsoleOperator;
test.beforeAll(async () => {
  support = await createOperator('contentsupport', ['support']);
});
test.afterAll(async () => {
  const banners = await operatorCall<{ list: { id: string; titleEn: string }[] }>(
    'GET',
    '/ops/banners?brand=PADMA&group=w_home',
  );
  for (const banner of banners.list.filter((item) => item.titleEn === bannerTitle))
    await operatorCall('POST', `/ops/banners/${banner.id}/delete`, { reason: 'e2e clean-up' });
  const notices = await operatorCall<{ list: { id: string; code: string; state: string }[] }>(
    'GET',
    '/ops/announcements?brand=PADMA&state=current&pageSize=100',
  );
  for (const notice of notices.list.filter((item) => item.code === code))
    await operatorCall('POST', `/ops/announcements/${notice.id}/end`, { reason: 'e2e clean-up' });
});

const openPage = async (page: Page, name: string) => {
  await page
    .getByRole('navigation', { name: 'Console pages' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test("support publishes an announcement (its script stripped) and a home banner; the member's site shows both", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await signInToConsole(page, support);

  // The announcement, for visitors (execution B), with markup the sanitiser must remove.
  await openPage(page, 'Announcements');
  await pickBrand(page, 'PADMA');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.locator('form.content-form');
  await form.getByRole('button', { name: 'Review the change' }).click();
  await expect(form.getByText('Fill this in.').first()).toBeVisible();
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Popup for').selectOption({ label: 'B: visitors (signed out)' });
  await form.getByLabel('Title (Bengali)').fill(`ই২ই বিজ্ঞপ্তি ${stamp}`);
  await form.getByLabel('Title (English)').fill(noticeTitle);
  await form.getByLabel('Text (Bengali, HTML)').fill('<p>বাংলা <strong>লেখা</strong></p>');
  await form
    .getByLabel('Text (English, HTML)')
    .fill(
      '<p onclick="window.pwned=1">Read <strong>this</strong></p><script>window.pwned=1</script>',
    );

  const preview = form.getByTestId('announcement-preview-en');
  await expect(preview).toHaveAttribute('data-html', '<p>Read <strong>this</strong></p>');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(
    page.frameLocator('[data-testid="announcement-preview-en"]').locator('body'),
  ).toHaveText('Read this');
  await expect(form.getByTestId('announcement-preview-bn')).toHaveAttribute(
    'data-html',
    '<p>বাংলা <strong>লেখা</strong></p>',
  );

  await form.getByRole('button', { name: 'Review the change' }).click();
  const confirmation = page.getByTestId('announcement-confirmation');
  await expect(confirmation.getByRole('heading')).toHaveText(
    "Publish to The site's members of PADMA?",
  );
  await expect(confirmation.getByRole('row', { name: /Popup for/ })).toContainText(
    'B: visitors (signed out)',
  );
  await confirmation.getByRole('button', { name: 'Publish' }).click();
  await expect(confirmation.getByText('Give a reason: it goes to the audit trail.')).toBeVisible();
  await confirmation.getByLabel(/^Reason/).fill('e2e: tell the visitors');
  await confirmation.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is published' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(noticeTitle) }).first()).toBeVisible();

  // The visitor's notices list it, without the script or the handler.
  const site = await context.newPage();
  await useLanguage(site, 'en');
  await site.goto(`${SHELL_URL}/noticePage`);
  const item = site.getByTestId('notice-item').filter({ hasText: noticeTitle });
  await item.getByRole('button').click();
  const panel = item.locator('.notice-item__panel');
  await expect(panel).toContainText('Read this');
  const html = await panel.innerHTML();
  expect(html).not.toContain('script');
  expect(html).not.toContain('onclick');
  expect(await site.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  // A home banner that opens the promotions page.
  await openPage(page, 'Banners');
  await pickBrand(page, 'PADMA');
  await expect(page.getByLabel('Route group')).toHaveValue('w_home');
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const bannerForm = page.locator('form.content-form');
  await bannerForm.getByLabel('Headline (Bengali)').fill(`ই২ই অফার ${stamp}`);
  await bannerForm.getByLabel('Headline (English)').fill(bannerTitle);
  await bannerForm
    .getByLabel('When tapped, it opens')
    .selectOption({ label: 'A page of the site' });
  await bannerForm.getByRole('button', { name: 'Review the change' }).click();
  await expect(bannerForm.getByText('Give the link for this linkage type.')).toBeVisible();
  await bannerForm.getByLabel('Link', { exact: true }).selectOption('/promotions');
  await bannerForm.getByRole('button', { name: 'Review the change' }).click();
  const bannerConfirmation = page.getByTestId('banner-confirmation');
  await expect(bannerConfirmation.getByRole('heading')).toHaveText(
    'Add a banner to Home of PADMA?',
  );
  await expect(bannerConfirmation.getByRole('row', { name: /Headline \(English\)/ })).toContainText(
    bannerTitle,
  );
  await bannerConfirmation.getByLabel(/^Reason/).fill('e2e: new home offer');
  await bannerConfirmation.getByRole('button', { name: 'Add the banner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is added' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(bannerTitle) }).first()).toBeVisible();

  await site.goto(SHELL_URL);
  const slide = site.locator(`[data-testid="banner-slide"][aria-label="${bannerTitle}"]`);
  await expect(slide).toBeAttached();
  await expect(slide.getByRole('link')).toHaveAttribute('href', '/promotions');
});

/**
 * Both pages at 1280 px in BN and EN, light and dark, with their forms open (the sanitised
 * preview among them), for looking at: only with SHOTS_DIR set (issue 45 acceptance).
 */
test('screenshots of the content pages', async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'SHOTS_DIR names where the screenshots go');
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  await signInToConsole(page, support);
  const pages = [
    { path: '/content/banners', name: 'banners' },
    { path: '/content/announcements', name: 'announcements' },
  ];
  for (const language of ['bn', 'en'] as const)
    for (const theme of ['light', 'dark'] as const)
      for (const shown of pages) {
        // The session lives in the page: move within the console, never reload it.
        await page.locator(`nav a[href="${shown.path}"]`).click();
        await pickBrand(page, 'PADMA');
        await page.locator(`.preferences button[lang="${language}"]`).click();
        await page
          .locator('.preferences .segmented')
          .nth(1)
          .getByRole('button')
          .nth(theme === 'light' ? 0 : 1)
          .click();
        await expect(page.locator('table tbody tr').first()).toBeVisible();
        await expect(page.locator('.site-skeleton')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${dir}/${shown.name}-${language}-${theme}-1280.png`,
          fullPage: true,
        });
        await page.locator('.content__add').click();
        const form = page.locator('form.content-form');
        if (shown.name === 'announcements') {
          await form
            .locator('textarea[name="htmlBn"]')
            .fill('<p>প্রিয় সদস্য, <strong>ঈদ বোনাস</strong> চলছে।</p><script>alert(1)</script>');
          await form
            .locator('textarea[name="htmlEn"]')
            .fill(
              '<p onclick="x()">Dear member, the <strong>Eid bonus</strong> is on.</p><ul><li>Deposit</li><li>Play</li></ul>',
            );
          await expect(form.getByTestId('announcement-preview-en')).toHaveAttribute(
            'data-html',
            /Eid bonus/,
          );
        }
        await form.getByRole('button').last().click();
        await page.screenshot({
          path: `${dir}/${shown.name}-form-${language}-${theme}-1280.png`,
          fullPage: true,
        });
      }
});

/**
 * The serious and critical axe findings of the page as it stands (as tests/a11y.spec.ts asks),
 * but for the preview's frames: sandboxed without scripts, axe cannot run inside them (what
 * they show is the members' HTML, checked on the site).
 */
const seriousFindings = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .exclude('.content-preview iframe')
      .analyze()
  ).violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map(
      (finding) =>
        `${finding.id}: ${finding.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

test('the content pages and their forms have no serious axe finding, light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  await signInToConsole(page, support);
  for (const theme of ['Light', 'Dark'])
    for (const name of ['Banners', 'Announcements']) {
      await openPage(page, name);
      await page.getByRole('button', { name: theme, exact: true }).click();
      await pickBrand(page, 'PADMA');
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      await page.locator('.content__add').click();
      await page
        .locator('form.content-form')
        .getByRole('button', { name: 'Review the change' })
        .click();
      await page.waitForLoadState('networkidle');
      expect(await seriousFindings(page)).toEqual([]);
    }
});
