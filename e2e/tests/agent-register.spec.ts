import { expect, test } from '@playwright/test';
import { closeVisitorPopup, uniqueDigits } from '../support/accounts';
import { DEMO, logIn, openCentreEntry, useLanguage } from '../support/site';
import { SHELL_URL } from '../support/stack';

/**
 * The agent centre's Announcement, Register account and My income entries (issue 14) on the
 * real API: the seeded agent reads an agents-only announcement, sees its referral link and QR
 * code and its income, registers a downline member, and that member logs in.
 */
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('an agent reads its announcements, shares its link, sees its income and registers a member who then logs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logIn(page, DEMO.agent);

  // Announcement: the agents-only notice heads the list and opens to its text.
  let centre = await openCentreEntry(page, 'agent', 'Announcements');
  const list = centre.getByRole('list', { name: 'Announcements for agents' });
  const notice = list.getByRole('button', { name: /Real-time salary now settles every 5 minutes/ });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(notice).toHaveAttribute('aria-expanded', 'true');
  await expect(centre.getByText('5-minute window')).toBeVisible();

  // My income: the period's income by source, or what income is when there is none yet.
  centre = await openCentreEntry(page, 'agent', 'My income');
  const income = centre.getByTestId('my-income');
  await income.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(
    income.getByTestId('income-by-kind').or(income.getByText('No income in these days')),
  ).toBeVisible();

  // Register account: the referral link with its QR code, copied.
  centre = await openCentreEntry(page, 'agent', 'Register account');
  const referral = centre.getByTestId('referral-link');
  await expect(referral.getByLabel('Referral link')).toHaveValue(
    new RegExp(`^${SHELL_URL}/register\\?affiliateCode=[A-Z0-9-]+$`),
  );
  const qr = referral.getByRole('img', { name: 'QR code of your referral link' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await referral.getByRole('button', { name: 'Copy' }).click();
  await expect(referral.getByRole('status')).toHaveText('Copied');

  // A weak password is refused with the brand's rule, then a member is created.
  const form = centre.getByTestId('register-downline');
  const username = `dl${uniqueDigits(8)}`;
  const password = 'Downline@2026';
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await form.getByLabel('Confirm password').fill('abc');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByTestId('register-downline-result')).toHaveText(
    new RegExp(`Account ${username} created \\(Member\\)`),
  );
  // The same name again: taken.
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This username is already taken. Choose another.')).toBeVisible();

  // Log out, and the new member logs in with what the agent chose.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('agent-centre')).toBeHidden();
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Sign out' }).click();
  await closeVisitorPopup(page);
  await logIn(page, { username, password });
  await expect(page.getByTestId('header-nickname')).toHaveText(username);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});
