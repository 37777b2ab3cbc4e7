import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { closeVisitorPopup, createAccount, freshIp } from '../support/accounts';
import { DEMO, logIn, outboxCount, smsCode, useLanguage } from '../support/site';
import { API_URL } from '../support/stack';

/**
 * Issue 12, security centre: a fresh member edits the profile, sets the payment password,
 * binds the phone with the SMS code from the outbox and links an authenticator (its code
 * computed here with the same library); then a login from another address asks for the extra
 * verification and the authenticator's code lets the member in.
 */
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

async function openAccountPage(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Personal centre' }).click();
  const centre = page.getByTestId('security-centre');
  await expect(centre).toBeVisible();
  return centre;
}

const api = new URL(API_URL);

/**
 * The browser always reaches the site from 127.0.0.1, and the site's proxy writes the real
 * socket address into X-Forwarded-For (a header the page sets is dropped). To be "somewhere
 * else", the login calls are carried to the API from another loopback address, as a browser
 * on another network would reach it; everything the page does stays the same.
 */
async function loginFrom(page: Page, ip: string) {
  await page.route(/\/wps\/session\/login(\/verify(\/code)?)?$/, async (route) => {
    const sent = route.request();
    const headers = Object.fromEntries(
      Object.entries(await sent.allHeaders()).filter(
        ([name]) => !['host', 'content-length', 'connection', 'cookie'].includes(name),
      ),
    );
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port: api.port,
          path: new URL(sent.url()).pathname,
          method: sent.method(),
          localAddress: ip,
          headers,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      call.on('error', reject);
      call.end(sent.postData() ?? undefined);
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: answer.body,
    });
  });
}

test('a member edits the profile, secures the account and verifies a login from a new address', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/');
  // The first login of an account trusts its address.
  await logIn(page, account);
  const centre = await openAccountPage(page);
  await expect(centre.getByTestId('member-account')).toContainText(account.username);

  // Profile: a too-young birthday is refused and nothing is saved; then it is saved.
  const profile = centre.getByTestId('profile-form');
  await profile.getByLabel('Nickname').fill('Nadia');
  await profile.getByLabel('Real name').fill('Nadia Islam');
  await profile.getByLabel('Birthday').fill('2015-01-01');
  await profile.getByLabel('Occupation').fill('Teacher');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Please confirm you are 18 years old')).toBeVisible();
  await profile.getByLabel('Birthday').fill('1994-03-08');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(profile.getByTestId('real-name')).toHaveText('Nadia Islam');

  // Payment password: set, then shown as set with five attempts.
  await centre.getByRole('tab', { name: 'Payment password' }).click();
  const payment = centre.getByTestId('payment-password-form');
  await expect(payment.getByTestId('payment-password-status')).toContainText(
    'No payment password yet',
  );
  await payment.getByLabel('New payment password (6 digits)').fill('246810');
  await payment.getByLabel('Confirm new payment password').fill('246810');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByTestId('payment-password-status')).toContainText(
    '5 attempts left before it locks.',
  );

  // Phone binding with the code from the outbox; a confirmed binding offers no change.
  await centre.getByRole('tab', { name: 'Phone and e-mail' }).click();
  const mobile = centre.getByTestId('binding-mobile');
  await mobile.getByLabel('Mobile number to bind').fill(account.mobileNum);
  const before = await outboxCount(account.smsRecipient);
  await mobile.getByRole('button', { name: 'Send code' }).click();
  await mobile.getByLabel('Verification code').fill(await smsCode(account.smsRecipient, before));
  await mobile.getByRole('button', { name: 'Confirm binding' }).click();
  await expect(mobile.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(mobile.getByRole('button', { name: 'Send code' })).toHaveCount(0);

  // Authenticator: scan (here: read the key), confirm with a code computed from it.
  await centre.getByRole('tab', { name: 'Authenticator' }).click();
  const authenticator = centre.getByTestId('authenticator');
  await authenticator.getByRole('button', { name: 'Link an authenticator' }).click();
  await expect(authenticator.getByRole('img')).toBeVisible();
  const secret = (await authenticator.getByTestId('totp-secret').textContent())!;
  await authenticator.getByLabel('6-digit code from the app').fill(generateSync({ secret }));
  await authenticator.getByRole('button', { name: 'Confirm' }).click();
  await expect(authenticator.getByRole('status')).toHaveText('The authenticator is linked.');

  // Log out, and log in again from an address this member never used.
  await page.getByTestId('member-centre').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByTestId('logout-dialog');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await closeVisitorPopup(page);
  const newAddress = freshIp();
  await loginFrom(page, newAddress);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill(account.username);
  await modal.getByLabel('Password').fill(account.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  const step = modal.getByTestId('login-verification');
  await expect(step.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByTestId('header-nickname')).toHaveCount(0);
  await step.getByRole('tab', { name: 'Bank account name' }).click();
  await step.getByLabel('Bank account holder name').fill('Someone Else');
  await step.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(step.getByText('That is not right. 4 attempts left.')).toBeVisible();
  await step.getByRole('tab', { name: 'Authenticator' }).click();
  // A later time step than the one used to link it.
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await step.getByLabel('6-digit authenticator code').fill(code);
  await step.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-nickname')).toHaveText('Nadia');
  // A member's first page view shows the announcements for members.
  await closeVisitorPopup(page);

  // The devices page lists the new address.
  await page.unroute(/\/wps\/session\/login/);
  const again = await openAccountPage(page);
  await again.getByRole('tab', { name: 'Devices' }).click();
  await expect(again.getByTestId('device-address').filter({ hasText: newAddress })).toBeVisible();
});

test('a demo member still logs in from 127.0.0.1 without a verification step', async ({ page }) => {
  await page.goto('/');
  await logIn(page, DEMO.member);
  await expect(page.getByTestId('header-nickname')).toHaveText(DEMO.member.nickname);
});
