import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  createOperator,
  pickBrand,
  signInToConsole,
  type ConsoleOperator,
} from '../support/console';
import { useLanguage } from '../support/site';
import { SECOND_BRAND_URL } from '../support/stack';

/**
 * Content in the console (issue 45 item 5): a support operator writes a promotion and a help
 * article for the second brand (so the first brand's seeded content, which other specs count,
 * stays as it is), each through its form, the sanitised preview and a confirmation with a
 * reason; the brand's site then shows both, without what the sanitiser removed.
 */
test.use({ viewport: { width: 1280, height: 900 } });

let support: ConsoleOperator;
test.beforeAll(async () => {
  support = await createOperator('contentsupport', ['support']);
});

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console pages' });

test('a support operator creates a promotion and a help article; the member site shows both', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const code = `e2e-${Date.now().toString(36)}`;
  const title = `Cashback ${code}`;
  const articleTitle = `How cashback works ${code}`;
  await useLanguage(page, 'en');
  await signInToConsole(page, support);

  // The promotion.
  await consoleNav(page).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await pickBrand(page, 'MEGHNA');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.locator('form.content-form');
  // Nothing filled in: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Review the change' }).click();
  await expect(form.getByText('Fill this in.').first()).toBeVisible();
  await expect(page.getByTestId('promotion-confirmation')).toHaveCount(0);

  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Category', { exact: true }).fill('SPORTS');
  await form.getByLabel('Title (Bengali)').fill(`ক্যাশব্যাক ${code}`);
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Summary (Bengali)').fill('প্রতি সপ্তাহে ক্যাশব্যাক');
  await form.getByLabel('Summary (English)').fill('Cashback every week');
  await form.getByLabel('Details HTML (Bengali)').fill('<p>প্রতি সপ্তাহে <strong>১০%</strong></p>');
  await form
    .getByLabel('Details HTML (English)')
    .fill('<p onclick="steal()">Get <strong>10%</strong> back</p><script>alert(1)</script>');
  const previewEn = form.getByTestId('preview-en');
  await expect(previewEn).toContainText('Get 10% back');
  await expect(form.getByTestId('preview-bn')).toContainText('প্রতি সপ্তাহে ১০%');
  expect(await previewEn.innerHTML()).toBe('<p>Get <strong>10%</strong> back</p>');
  await form.getByLabel('Reward amount').fill('20');

  await form.getByRole('button', { name: 'Review the change' }).click();
  const confirmation = page.getByTestId('promotion-confirmation');
  await expect(confirmation).toContainText(`Create promotion ${code} for MEGHNA?`);
  await expect(confirmation.getByRole('row', { name: /Title \(English\)/ })).toContainText(title);
  await confirmation.getByRole('button', { name: 'Create the promotion' }).click();
  await expect(confirmation.getByText('Give a reason: it goes to the audit trail.')).toBeVisible();
  await confirmation.getByLabel(/^Reason/).fill('e2e: weekly cashback campaign');
  await confirmation.getByRole('button', { name: 'Create the promotion' }).click();
  await expect(page.locator('.console-notice--success')).toContainText(`Promotion ${code} saved`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(title);
  await expect(row).toContainText('Running');

  // The help article, in the brand's first category.
  await consoleNav(page).getByRole('link', { name: 'Help centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await pickBrand(page, 'MEGHNA');
  const firstCategory = page.locator('.help-category').first();
  const categoryName = (await firstCategory.locator('.help-category__en').textContent())!;
  await firstCategory.getByRole('button', { name: 'Add article' }).click();
  const article = page.locator('form.content-form');
  await article.getByLabel('Title (Bengali)').fill(`ক্যাশব্যাক কীভাবে ${code}`);
  await article.getByLabel('Title (English)').fill(articleTitle);
  await article.getByLabel('Article HTML (Bengali)').fill('<p>প্রতি সোমবার জমা হয়।</p>');
  await article
    .getByLabel('Article HTML (English)')
    .fill('<p>It is paid <em>every Monday</em>.</p><img src=x onerror="alert(1)">');
  await expect(article.getByTestId('preview-en')).toContainText('It is paid every Monday.');
  expect(await article.getByTestId('preview-en').innerHTML()).not.toContain('onerror');
  await article.getByRole('button', { name: 'Review the change' }).click();
  const articleConfirmation = page.getByTestId('article-confirmation');
  await expect(articleConfirmation).toContainText(`Create an article in ${categoryName}?`);
  await articleConfirmation.getByLabel(/^Reason/).fill('e2e: members ask about cashback');
  await articleConfirmation.getByRole('button', { name: 'Create the article' }).click();
  await expect(page.locator('.console-notice--success')).toContainText(
    `Article ${articleTitle} saved`,
  );
  await expect(firstCategory).toContainText(articleTitle);

  // The member's site of that brand, at its next load.
  const site = await context.newPage();
  await useLanguage(site, 'en');
  await site.goto(`${SECOND_BRAND_URL}/promotions`);
  const card = site.getByTestId('promotion-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByText('Get 10% back')).toBeVisible();
  expect(await site.content()).not.toContain('steal()');

  await site.goto(`${SECOND_BRAND_URL}/help`);
  await site.getByRole('button', { name: new RegExp(`^${categoryName}`) }).click();
  const help = site.getByTestId('help-article').filter({ hasText: articleTitle });
  await help.locator('summary').click();
  await expect(help).toContainText('It is paid every Monday.');
});

/**
 * Screenshots of both pages at 1280 px, BN and EN, light and dark, for people to look at:
 * `CONTENT_SHOTS=/path` to take them.
 */
test('screenshots of the content pages', async ({ page }) => {
  const out = process.env.CONTENT_SHOTS;
  test.skip(!out, 'CONTENT_SHOTS names the folder of the screenshots');
  test.setTimeout(180_000);
  mkdirSync(out!, { recursive: true });
  await useLanguage(page, 'en');
  await signInToConsole(page, support);
  await expect(consoleNav(page)).toBeVisible();
  for (const theme of ['light', 'dark'] as const)
    for (const language of ['en', 'bn'] as const) {
      await page.evaluate(
        ([lang, mode]) => {
          localStorage.setItem('lang', lang);
          localStorage.setItem('theme', mode);
        },
        [language, theme] as const,
      );
      for (const [name, path] of [
        ['promotions', '/content/promotions'],
        ['help', '/content/help'],
      ] as const) {
        await page.goto(new URL(path, page.url()).href);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${out}/${name}-${language}-${theme}.png`, fullPage: false });
      }
      await page.goto(new URL('/content/promotions', page.url()).href);
      await page.waitForLoadState('networkidle');
      await page.locator('.content-toolbar .site-button--primary').click();
      const form = page.locator('form.content-form');
      await form.locator('[name="titleBn"]').fill('সাপ্তাহিক ক্যাশব্যাক');
      await form.locator('[name="titleEn"]').fill('Weekly cashback');
      await form
        .locator('[name="bodyHtmlBn"]')
        .fill('<h3>কীভাবে</h3><ul><li>জমা করুন</li><li>খেলুন</li></ul><script>x</script>');
      await form
        .locator('[name="bodyHtmlEn"]')
        .fill('<h3>How</h3><ul><li onclick="x()">Deposit</li><li>Play</li></ul><script>x</script>');
      await expect(form.getByTestId('preview-en')).toContainText('Deposit');
      await expect(form.getByTestId('preview-bn')).toContainText('জমা করুন');
      await page.screenshot({
        path: `${out}/promotion-form-${language}-${theme}.png`,
        fullPage: true,
      });
    }
});

/** The serious and critical axe findings of the page as it stands. */
async function seriousFindings(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

test('axe finds nothing serious on the content pages, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await signInToConsole(page, support);
  await expect(consoleNav(page)).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto(new URL('/content/promotions', page.url()).href);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'New promotion' }).click();
    await page.locator('[name="bodyHtmlEn"]').fill('<p>Deposit <strong>now</strong></p>');
    await expect(page.getByTestId('preview-en')).toContainText('Deposit now');
    expect(await seriousFindings(page)).toEqual([]);
    await page.goto(new URL('/content/help', page.url()).href);
    await expect(page.locator('.help-category').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  }
});
