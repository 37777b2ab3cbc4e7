import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts';
import {
  createOperator,
  nextCode,
  pendingDepositWithProof,
  receiptImage,
  type ConsoleOperator,
} from '../support/console';
import { taka } from '../support/money';
import { logIn, useLanguage } from '../support/site';
import { CONSOLE_URL } from '../support/stack';

/**
 * The operator console (issue 45) as a cashier uses it beside a member's open site: a finance
 * operator signs in with its authenticator's code, opens a pending deposit's proof image and
 * credits it, and the member's page shows the new balance without a reload; a support operator
 * sees no finance queue and its address refuses.
 */
test.use({ viewport: { width: 1280, height: 900 } });

let cashier: ConsoleOperator;
let support: ConsoleOperator;
test.beforeAll(async () => {
  cashier = await createOperator('cashier', ['finance']);
  support = await createOperator('helpdesk', ['support']);
});

test('a finance operator signs in with a TOTP code, checks the proof and credits; the member sees it live', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const member = await createAccount();
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(taka(0));
  const { deposit, reference } = await pendingDepositWithProof(
    page,
    '250',
    await receiptImage(page, '250.00'),
  );
  await expect(deposit.getByTestId('deposit-order')).toContainText('Pending');

  const desk = await context.newPage();
  await useLanguage(desk, 'en');
  await desk.goto(CONSOLE_URL);
  await desk.getByLabel('Username').fill(cashier.username);
  await desk.getByLabel('Password').fill(cashier.password);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.getByLabel('6-digit code').fill(nextCode(cashier.secret!));
  await desk.getByRole('button', { name: 'Verify and sign in' }).click();

  await expect(desk.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await expect(desk.getByRole('banner')).toContainText(`Signed in as ${cashier.username}`);
  // Other tests of this stack make deposits too: the member's alone.
  await desk.getByLabel('Member').fill(member.username);
  await desk.getByRole('button', { name: 'Apply filters' }).click();
  const row = desk.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('250.00');
  await expect(row).toContainText('1 image(s)');
  await row.getByRole('button', { name: `Open ${reference}` }).click();

  const detail = desk.getByTestId('deposit-detail');
  await expect(detail).toContainText('What the member sees');
  await expect(detail).toContainText('01800-000001');
  await detail.getByRole('button', { name: 'View proof 1' }).click();
  const viewer = desk.getByTestId('proof-viewer');
  const proof = viewer.getByRole('img', {
    name: `Proof of payment uploaded by ${member.username}`,
  });
  await expect(proof).toBeVisible();
  // The image really arrived (fetched with the operator's token, shown from a blob URL).
  expect(await proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    300,
  );
  await viewer.getByRole('button', { name: 'Close' }).click();

  await detail.getByRole('button', { name: 'Credit' }).click();
  const dialog = desk.getByTestId('credit-dialog');
  await dialog.getByLabel(/^Reason/).fill('Nagad statement checked: TrxID 7H2K9Q4LMN');
  await dialog.getByRole('button', { name: 'Credit 250.00' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'credited' })).toHaveText(
    `Deposit ${reference} credited.`,
  );
  await expect(desk.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  // The member's open page: pushed live, no reload.
  await expect(balance).toHaveText(taka(25_000));
  await expect(deposit.getByTestId('deposit-order')).toContainText('Credited');
});

test('a support operator sees no finance queue, and their addresses refuse it', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto(CONSOLE_URL);
  await page.getByLabel('Username').fill(support.username);
  await page.getByLabel('Password').fill(support.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Support lands on its own queue, feedback; no finance queue is in its navigation.
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Console pages' });
  await expect(navigation.getByRole('link')).toHaveText([
    'Feedback',
    'Applications',
    'Banners',
    'Announcements',
    'Promotions',
    'Help centre',
    'Players',
    'Agents',
    'My access',
  ]);

  for (const path of ['/deposits', '/withdrawals', '/points']) {
    await page.goto(`${CONSOLE_URL}${path}`);
    await expect(page.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  // Still signed in (the session survives a reload in this tab), and signs out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You signed out.')).toBeVisible();
});
