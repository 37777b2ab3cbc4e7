import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, useLanguage } from '../support/site';

/** The shell's content pages (issue 4) on the real API and a fresh database. */

/** A real PNG header (the API checks the magic bytes) padded to `size` bytes. */
const png = (name: string, size = 2048) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.alloc(Math.max(0, size - 16), 7),
  ]),
});

async function openPromotion(page: Page, title: string) {
  await page.goto('/promotions');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('/promotions lists the promotions with their states and filters by category', async ({
    page,
  }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const cards = page.getByTestId('promotion-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: '100% welcome bonus' })).toContainText('Open to apply');
    await expect(cards.filter({ hasText: 'Daily raffle ticket' })).toContainText('Ready to claim');
    await expect(cards.filter({ hasText: 'Eid special reload' })).toContainText('Coming soon');
    await expect(cards.filter({ hasText: 'New Year 2025 bonus' })).toContainText('Ended');

    await page.getByRole('tab', { name: 'Seasonal' }).click();
    await expect(page).toHaveURL(/category=SEASONAL/);
    await expect(cards).toHaveCount(2);
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(cards).toHaveCount(6);
  });

  test('a promotion that is over or not started offers no action', async ({ page }) => {
    await openPromotion(page, 'New Year 2025 bonus');
    await expect(page.getByText('This promotion has ended.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await openPromotion(page, 'Eid special reload');
    await expect(page.getByText(/This promotion starts on/)).toBeVisible();
  });

  test('a visitor who applies gets the login popup; a trial account gets the true-account warning', async ({
    page,
  }) => {
    await openPromotion(page, '100% welcome bonus');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await logIn(page, DEMO.trial);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByTestId('true-account-dialog')).toBeVisible();
    await expect(page.getByTestId('apply-form')).toHaveCount(0);
  });

  test('a member applies with a comment and images; bad input is refused first', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, DEMO.member);
    await openPromotion(page, '100% welcome bonus');
    await page.getByRole('button', { name: 'Apply now' }).click();
    const form = page.getByTestId('apply-form');
    const comment = form.getByLabel('Comment (optional)');
    const images = form.getByLabel('Add images');
    let applications = 0;
    page.on('request', (request) => {
      if (request.url().includes('MCSFE_applyActivity')) applications += 1;
    });

    // 141 characters: refused on the spot and on submit, nothing is sent.
    await comment.fill('x'.repeat(141));
    await expect(form.getByText('The comment can be at most 140 characters.')).toBeVisible();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('The comment can be at most 140 characters.')).toBeVisible();
    expect(applications).toBe(0);

    // A .gif, a file over 5 MB and a 4th image are refused with the reason.
    await images.setInputFiles({
      name: 'win.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(form.getByText('“win.gif” is not a PNG or JPG image.')).toBeVisible();
    await images.setInputFiles(png('huge.png', 5 * 1024 * 1024 + 1));
    await expect(form.getByText('“huge.png” is larger than 5 MB.')).toBeVisible();
    await images.setInputFiles([png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    await expect(form.getByText('You can add at most 3 images.')).toBeVisible();
    await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(0);

    await images.setInputFiles([png('deposit-slip.png'), png('bkash-receipt.png')]);
    await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await images.setInputFiles([png('one.png'), png('two.png')]);
    await expect(form.getByText('You can add at most 3 images.')).toBeVisible();
    await comment.fill('My first deposit of 500 taka by bKash');
    await expect(form.getByText('37 / 140 characters')).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().includes('MCSFE_applyActivity'));
    await form.getByRole('button', { name: 'Send application' }).click();
    const request = await sent;
    expect(request.headers()['content-type']).toContain('multipart/form-data');

    const application = page.getByTestId('application');
    await expect(application).toContainText('Application received');
    await expect(application).toContainText('My first deposit of 500 taka by bKash');
    await expect(application).toContainText('deposit-slip.png');
    await expect(application).toContainText('bkash-receipt.png');
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

    // The state is the server's: it survives a reload and shows in the list.
    await page.reload();
    await expect(page.getByTestId('application')).toContainText('Application received');
    await page.goto('/promotions');
    await expect(
      page.getByTestId('promotion-card').filter({ hasText: '100% welcome bonus' }),
    ).toContainText('Application received');
  });

  test('a member claims a raffle ticket once', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO.member);
    await openPromotion(page, 'Daily raffle ticket');
    await page.getByRole('button', { name: 'Claim now' }).click();
    await expect(page.getByText('Your ticket is in the next draw. Good luck!')).toBeVisible();
    await expect(page.getByTestId('raffle-tickets')).toContainText('Ticket #1');
    await expect(page.getByTestId('activity-state')).toHaveText('Claimed');
    await expect(page.getByRole('button', { name: 'Claim now' })).toHaveCount(0);
  });

  test('/vip shows every level with its benefits, and a member their own level', async ({
    page,
  }) => {
    await page.goto('/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    const levels = page.getByTestId('vip-levels').getByRole('listitem');
    await expect(levels).toHaveCount(11);
    await expect(levels.first()).toContainText('Level 0 · Newcomer');
    await expect(levels.nth(1)).toContainText('৳ 1,000.00');
    await expect(page.getByText('Log in to see your level')).toBeVisible();

    await logIn(page, DEMO.member);
    await expect(page.getByTestId('vip-progress')).toContainText('You are Gold (level 3)');
    // Toward the next level: the valid bets and the deposits, each its own bar.
    await expect(
      page.getByRole('progressbar', { name: 'Valid bets toward level 4' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Deposits toward level 4' })).toBeVisible();
    await expect(page.locator('.vip-level[aria-current="true"]')).toContainText('Level 3');
  });

  test('/help and /helpmc show the help centre; an answer opens', async ({ page }) => {
    for (const path of ['/help', '/helpmc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
      const topics = page.getByRole('navigation', { name: 'Help topics' });
      await expect(topics.getByRole('button')).toHaveCount(5);
    }
    await page
      .getByRole('navigation', { name: 'Help topics' })
      .getByRole('button', { name: /Withdrawals/ })
      .click();
    const articles = page.getByTestId('help-article');
    await expect(articles).toHaveCount(3);
    await articles.first().locator('summary').click();
    await expect(articles.first().locator('.rich-text')).toBeVisible();
  });

  test('feedback checks the word count, then is sent', async ({ page }) => {
    await page.goto('/help');
    const form = page.getByTestId('feedback-form');
    await form.getByLabel('Topic').selectOption('WITHDRAWAL');
    await form.getByLabel('Your message').fill('too short');
    await expect(form.getByText('2 words (between 5 and 300)')).toBeVisible();
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByText('Please write between 5 and 300 words.')).toBeVisible();

    const sent = page.waitForResponse((response) => response.url().endsWith('/wps/feedback'));
    await form
      .getByLabel('Your message')
      .fill('My withdrawal to bKash has been pending for two hours, please check it.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByTestId('feedback-sent')).toContainText(
      'Thank you! Your feedback was sent',
    );
    await expect(form.getByLabel('Your message')).toHaveValue('');
  });

  test('/down shows each app with a QR code of its link and an install guide', async ({ page }) => {
    await page.goto('/down');
    const cards = page.getByTestId('download-card');
    await expect(cards).toHaveCount(3);
    const ios = cards.filter({ hasText: 'iPhone app' }).first();
    await expect(
      ios.getByRole('img', { name: 'QR code to download the iPhone app' }),
    ).toBeVisible();
    await expect(ios.getByTestId('qr-code')).toHaveAttribute(
      'data-value',
      'https://apps.apple.com/app/id6400000001',
    );
    await expect(ios.getByRole('link', { name: 'Download the iPhone app' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id6400000001',
    );
    const lite = cards.filter({ hasText: 'iPhone lite app' });
    await lite.getByText('How to install').click();
    await expect(lite.getByRole('listitem')).toHaveCount(4);
    await expect(lite).toContainText('Profile Downloaded');

    // The lite app is a real profile from the API that opens this very site.
    const profileLink = lite.getByRole('link', { name: 'Download the iPhone lite app' });
    const href = (await profileLink.getAttribute('href'))!;
    await expect(lite.getByTestId('qr-code')).toHaveAttribute('data-value', href);
    const profile = await page.request.get(href);
    expect(profile.status()).toBe(200);
    expect(profile.headers()['content-type']).toContain('application/x-apple-aspen-config');
    const plist = await profile.text();
    expect(plist).toContain('<string>com.apple.webClip.managed</string>');
    expect(plist).toContain(`<key>URL</key><string>${new URL(page.url()).origin}/</string>`);

    const android = cards.filter({ hasText: 'Android app' });
    await expect(android.getByRole('link', { name: 'Download the Android app' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
    );
  });

  test('/join explains the agent programme and leads to registration', async ({ page }) => {
    await page.goto('/join');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Join Padma Play as an agent' }),
    ).toBeVisible();
    await expect(page.getByTestId('join-benefits').getByRole('listitem')).toHaveCount(6);
    await page.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('in Bengali', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'bn'));

  test('the pages come in Bengali from the API and the translations', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'প্রমোশন' })).toBeVisible();
    await expect(page.getByRole('link', { name: '১০০% স্বাগতম বোনাস' })).toBeVisible();
    await page.goto('/vip');
    await expect(page.getByTestId('vip-levels').getByRole('listitem').nth(1)).toContainText(
      '৳ ১,০০০.০০',
    );
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'সহায়তা কেন্দ্র' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'সহায়তার বিষয়' })
        .getByRole('button', { name: /ডিপোজিট/ }),
    ).toBeVisible();
  });

  test('a refused comment and image are explained in Bengali', async ({ page }) => {
    await page.goto('/');
    // The login helper speaks English; the language switch then brings Bengali back.
    await page.getByLabel('ভাষা').selectOption('en');
    await logIn(page, DEMO.member);
    await page.getByLabel('Language').selectOption('bn');
    await page.goto('/promotions');
    await page.getByRole('link', { name: '১০% সাপ্তাহিক ক্যাশব্যাক' }).click();
    await page.getByRole('button', { name: 'এখনই আবেদন করুন' }).click();
    const form = page.getByTestId('apply-form');
    await form.getByLabel('মন্তব্য (ঐচ্ছিক)').fill('ক'.repeat(141));
    await expect(form.getByText('মন্তব্য সর্বোচ্চ ১৪০ অক্ষরের হতে পারে।')).toBeVisible();
    await expect(form.getByText('১৪১ / ১৪০ অক্ষর')).toBeVisible();
    await form.getByLabel('ছবি যোগ করুন').setInputFiles({
      name: 'photo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(form.getByText('“photo.gif” PNG বা JPG ছবি নয়।')).toBeVisible();
  });
});
