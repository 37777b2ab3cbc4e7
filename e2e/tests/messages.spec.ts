import { expect, test } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { minorUnits, taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, openCentreEntry, useLanguage } from '../support/site';

/**
 * The operator writes to a member and credits the member's wallet with the CLI, as a person
 * would (a child process over the operator API); the member, with the site open, sees the
 * header badge, the centre's badge, the inbox and the balance change without a reload, and
 * reading clears the badge.
 */
// A fresh member: no other spec's messages or money in its inbox and wallet.
let member: FreshAccount;
test.beforeAll(async () => {
  member = await createAccount();
});
let operator: OperatorCli;
test.beforeAll(async () => {
  // A fresh admin for this run (admins hold the support and finance roles).
  operator = await operatorCli({ bootstrap: `e2e-msg-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

test('an operator message and adjustment reach the open page live; reading clears the badge', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/৳/);
  const before = minorUnits(await balance.textContent());
  const centre = await openCentreEntry(page, 'member', /^Messages/);
  await expect(centre.getByTestId('messages-page')).toBeVisible();
  const messagesEntry = centre.getByRole('button', { name: /^Messages/ });
  await expect(page.getByTestId('header-unclaimed')).toBeHidden();

  const title = `Weekend news ${Date.now()}`;
  await operator(
    'messages',
    'send',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--title',
    title,
    '--body',
    'Line one <b>not bold</b>\nLine two',
  );
  await operator(
    'adjust',
    'credit',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--amount',
    '10.50',
    '--reason',
    'Goodwill',
  );

  // Pushed, no reload: both badges, the inbox and the balance.
  await expect(page.getByTestId('header-unclaimed')).toHaveText('2');
  await expect(messagesEntry).toHaveText('Messages2');
  const rows = centre.getByTestId('message-row');
  await expect(rows.first()).toContainText('Balance credited');
  await expect(rows.first()).toContainText('৳ 10.50 has been added to your wallet.');
  await expect(rows.first()).toContainText('Reason: Goodwill');
  await expect(rows.nth(1)).toContainText(title);
  await expect(balance).toHaveText(taka(before + 1_050));

  // Reading one: the operator's text as plain text, and one badge less.
  await rows.nth(1).click();
  const reader = page.getByTestId('message-reader');
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader).toContainText('Line one <b>not bold</b>');
  await expect(page.getByTestId('header-unclaimed')).toHaveText('1');
  await expect(messagesEntry).toHaveText('Messages1');
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();

  // Mark all read: the badges go.
  await centre.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('header-unclaimed')).toBeHidden();
  await expect(messagesEntry).toHaveText('Messages');

  // Delete, after the confirm.
  await centre.getByRole('button', { name: `Delete: ${title}` }).click();
  await page.getByTestId('messages-confirm-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(centre.getByText(title)).toBeHidden();
  await expect(rows.first()).toContainText('Balance credited');
});

test('a retried CLI command with the same key acts once; a bad amount is refused', async () => {
  const key = `e2e-retry-${Date.now()}`;
  const args = [
    'adjust',
    'credit',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--amount',
    '1.00',
    '--reason',
    'Retry check',
    '--key',
    key,
    '--json',
  ];
  const first = JSON.parse(await operator(...args)) as [
    { transactionId: string; replayed: boolean },
  ];
  const again = JSON.parse(await operator(...args)) as [
    { transactionId: string; replayed: boolean },
  ];
  expect(again[0].transactionId).toBe(first[0].transactionId);
  expect([first[0].replayed, again[0].replayed]).toEqual([false, true]);

  await expect(
    operator(
      'adjust',
      'debit',
      '--brand',
      'PADMA',
      '--account',
      member.username,
      '--amount',
      '1.234',
      '--reason',
      'x',
    ),
  ).rejects.toThrow(/VALIDATION_FAILED/);
});
