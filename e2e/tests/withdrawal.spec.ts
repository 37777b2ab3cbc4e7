import { expect, test, type Page } from '@playwright/test';
import { minorUnits, taka } from '../support/money';
import { operatorCli, totpCode } from '../support/operator-cli';
import { logIn, useLanguage } from '../support/site';
import { API_URL, OPS_TOKEN } from '../support/stack';

/**
 * A member with money withdraws with the payment password; the operator approves and disburses
 * with the CLI (a child process, as an operator would run it); the member marks the order
 * partly received with a proof image. The balance and the states are checked on the page; a
 * wrong payment password shows its translated error.
 */
const MEMBER = { username: 'demo_sub2', password: 'Member@2026' };
const OPERATOR = { username: 'e2e.cashier', password: 'e2e-cashier-password-long' };
// A 1x1 PNG, as a member's screenshot of their statement would be (checked by content).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the operator in through the API and links an authenticator; answers its secret. */
async function enrolAuthenticator(): Promise<string> {
  const call = async <T>(path: string, token: string | null, body: object) => {
    const response = await fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return ((await response.json()) as { value: T }).value;
  };
  const { token } = await call<{ token: string }>('/ops/session', null, OPERATOR);
  const { secret } = await call<{ secret: string }>('/ops/me/totp', token, {});
  await call('/ops/me/totp/confirm', token, { code: totpCode(secret) });
  return secret;
}

async function openWithdrawal(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Withdrawal' }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre.getByTestId('withdrawal-page')).toBeVisible();
  return centre;
}

test('withdraw with the payment password; the operator approves and disburses with the CLI; partly received', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A finance operator, created with the root token, links its authenticator at its first
  // sign-in (issue 45); the CLI signs in as it with a code.
  const created = await fetch(`${API_URL}/ops/operators`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...OPERATOR, roles: ['finance'] }),
  });
  expect(created.ok).toBe(true);
  const secret = await enrolAuthenticator();
  const operator = await operatorCli({ env: { OPERATOR_PASSWORD: OPERATOR.password } });
  // The enrolment used this time step's code: the sign-in gives the next one's.
  await operator('login', '--username', OPERATOR.username, '--code', totpCode(secret, 1));

  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, MEMBER);
  const centre = await openWithdrawal(page);
  // Other specs play with this account first: every figure is counted from what it holds now.
  const withdrawable = centre.getByTestId('withdrawable');
  await expect(withdrawable).toHaveText(/৳ [\d,]+\.\d\d/);
  const start = minorUnits(await withdrawable.textContent());

  // No payment password yet: the page sets one.
  const setup = centre.getByTestId('payment-password-setup');
  await setup.getByLabel('New payment password (6 digits)').fill('246810');
  await setup.getByLabel('Repeat the payment password').fill('246810');
  await setup.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setup).toBeHidden();

  // A payout account; the first one binds the real name.
  await centre.getByLabel('Bank or e-wallet').selectOption('NAGAD');
  await centre.getByLabel('Wallet number').fill('01812345678');
  await centre.getByLabel("Account holder's name").fill('Nasrin Akter');
  await centre.getByRole('button', { name: 'Add account' }).click();
  await expect(centre.getByTestId('payout-accounts')).toContainText('Nagad ****5678');

  const form = centre.getByTestId('withdrawal-form');
  await form.getByLabel('Amount').fill('1000');
  await form.getByLabel('Payment password', { exact: true }).fill('111111');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByTestId('withdrawal-confirm').getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The payment password is incorrect (4 tries left)',
  );
  await expect(centre.getByTestId('withdrawable')).toHaveText(taka(start));

  await form.getByLabel('Payment password', { exact: true }).fill('246810');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByTestId('withdrawal-confirm').getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('requested');
  await expect(centre.getByTestId('withdrawable')).toHaveText(taka(start - 100_000));
  const history = centre.getByRole('table', { name: 'Withdrawal history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Pending');

  // The operator's CLI: find it, approve, disburse.
  const listed = JSON.parse(
    await operator(
      'withdrawals',
      'list',
      '--member',
      MEMBER.username,
      '--status',
      'pending',
      '--json',
    ),
  ) as Array<{ id: string; amount: string }>;
  expect(listed).toHaveLength(1);
  expect(listed[0]!.amount).toBe('1000.00');
  await operator('withdrawals', 'approve', listed[0]!.id);
  await operator('withdrawals', 'disburse', listed[0]!.id, '--reference', 'NAGAD-TRX-1');

  await page.reload();
  const again = await openWithdrawal(page);
  const row = again.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Paid out');
  await row.getByRole('button', { name: 'Partly received' }).click();
  const dialog = page.getByTestId('receipt-dialog');
  await dialog.getByLabel('Amount received').fill('600');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toContainText('statement.png');
  await expect(dialog.getByTestId('remaining-amount')).toHaveText('Remaining amount: ৳ 400.00');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Partly received');
  await expect(row).toContainText('Received ৳ 600.00, remaining ৳ 400.00');
  await expect(again.getByTestId('withdrawable')).toHaveText(taka(start - 100_000));

  const shown = JSON.parse(await operator('withdrawals', 'show', listed[0]!.id, '--json')) as {
    status: string;
    proofFileIds: string[];
    events: Array<{ to: string }>;
  };
  expect(shown.status).toBe('partly_received');
  expect(shown.proofFileIds).toHaveLength(1);
  expect(shown.events.map((event) => event.to)).toEqual([
    'pending',
    'approved',
    'disbursed',
    'partly_received',
  ]);

  // The remainder has a next step (issue 40 item 11): the member sees it is being looked into;
  // the operator closes it with a reason, and without a reload (item 10) the member reads the
  // reason and the ৳400 is back in the withdrawable balance.
  const remainder = row.getByTestId('withdrawal-remainder');
  const closeRemainder = () =>
    operator(
      'withdrawals',
      'remainder',
      listed[0]!.id,
      '--outcome',
      'closed',
      '--reason',
      'Nagad returned the ৳400 to us',
    );

  await expect(remainder).toHaveText(
    'Our team is looking into the remaining ৳ 400.00; the result shows here.',
  );
  await closeRemainder();
  await expect(remainder).toContainText(
    'The remaining ৳ 400.00 was not paid out and is back in your balance.',
    { timeout: 20_000 },
  );
  await expect(remainder).toContainText('Reason: Nagad returned the ৳400 to us');
  await expect(again.getByTestId('withdrawable')).toHaveText(taka(start - 60_000), {
    timeout: 20_000,
  });
  // The same step again changes nothing.
  await closeRemainder();
  const settled = JSON.parse(await operator('withdrawals', 'show', listed[0]!.id, '--json')) as {
    remainder: { state: string; reason: string };
    events: Array<{ to: string }>;
  };
  expect(settled.remainder).toMatchObject({
    state: 'closed',
    reason: 'Nagad returned the ৳400 to us',
  });
  expect(settled.events.map((event) => event.to).at(-1)).toBe('remainder_closed');
  await expect(again.getByTestId('withdrawable')).toHaveText(taka(start - 60_000));
  operator.dispose();
});
