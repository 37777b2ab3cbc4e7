import { expect, test, type Page } from '@playwright/test';
import { smsRecipientOf, solveCaptchaIn, uniqueDigits } from '../support/accounts';
import { DEMO, outboxCount, smsCode, useLanguage } from '../support/site';

/**
 * Social login (spec §2 header; issue 40 item 17) through this stack's local OpenID provider
 * (tooling/oidc-provider.mjs, started by the stack beside the API): a new identity is linked to
 * the demo member only after its password; the next time it signs in directly. A visitor who
 * creates an account by mobile from the linking screen is linked by that registration's SMS code.
 */
const header = (page: Page) => page.getByRole('banner');

async function continueWithGoogle(page: Page, name: string) {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('link', { name: 'Continue with Google' }).click();
  // The provider's own sign-in page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Local google sign-in' })).toBeVisible();
  await page.getByLabel('Or another name').fill(name);
  await page.getByRole('button', { name: 'Sign in with this name' }).click();
}

test('a new social identity links to the demo member after its password, then signs in directly', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'en');
  const name = `Social Player ${Date.now()}`;
  await page.goto('/vip');
  await continueWithGoogle(page, name);

  // Back on the site (the page it left), the identity is unknown: link it by the password.
  await expect(page).toHaveURL(/\/vip$/);
  const linking = page.getByTestId('social-login-modal');
  await expect(linking).toContainText(`You signed in with Google as ${name}`);
  await expect(page.getByTestId('header-nickname')).toHaveCount(0);
  await linking.getByLabel('Username').fill(DEMO.member.username);
  await linking.getByLabel('Password').fill(DEMO.member.password);
  await linking.getByRole('button', { name: 'Log in and link' }).click();
  await expect(linking).toBeHidden();
  await expect(page.getByTestId('header-nickname')).toHaveText(DEMO.member.nickname);

  // A fresh browser session (no site session, no provider session): the same identity signs
  // in directly, without the linking screen.
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await continueWithGoogle(page, name);
  await expect(page.getByTestId('header-nickname')).toHaveText(DEMO.member.nickname);
  await expect(page.getByTestId('social-login-modal')).toHaveCount(0);
});

test('a new identity links to the account the visitor registers by mobile from the linking screen', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'en');
  const name = `Mobile Player ${Date.now()}`;
  const mobile = `017${uniqueDigits(8)}`;
  await page.goto('/');
  await continueWithGoogle(page, name);
  const linking = page.getByTestId('social-login-modal');
  await expect(linking).toContainText(`You signed in with Google as ${name}`);
  await linking.getByRole('button', { name: 'Create a new account' }).click();

  const register = page.getByTestId('register-modal');
  await register.getByRole('tab', { name: 'With a mobile number' }).click();
  await register.getByLabel('Mobile number').fill(mobile);
  const before = await outboxCount(smsRecipientOf(mobile));
  await register.getByRole('button', { name: 'Send code' }).click();
  await register
    .getByLabel('Verification code')
    .fill(await smsCode(smsRecipientOf(mobile), before));
  await register.getByLabel('Password', { exact: true }).fill('Secret@2026');
  await register.getByLabel('Confirm password').fill('Secret@2026');
  await register.getByLabel('I confirm that I am 18 years old or over').check();
  await register.getByLabel('I agree to the terms and conditions').check();
  await solveCaptchaIn(register);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toBeHidden();
  const account = await page.evaluate(() => sessionStorage.getItem('account'));
  expect(account).toMatch(/^mb/);

  // A fresh browser session: the identity signs the new member in directly.
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await continueWithGoogle(page, name);
  await expect(page.getByTestId('header-nickname')).toBeVisible();
  await expect(page.getByTestId('social-login-modal')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(account);
});

test('a cancelled sign-in at the provider says so in Bengali', async ({ page }) => {
  await useLanguage(page, 'bn');
  await page.goto('/');
  await header(page).getByRole('button', { name: 'লগ ইন' }).click();
  await page.getByTestId('social-google').click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('social-login-modal')).toContainText('সাইন ইন বাতিল করা হয়েছে');
});
