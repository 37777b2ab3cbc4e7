import { expect, test } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { playHouseRounds } from '../support/house-game';
import { minorUnits, taka } from '../support/money';
import { logIn, useLanguage } from '../support/site';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { API_URL } from '../support/stack';

/**
 * A fresh member plays house-game rounds and sees the points they earned; redeems a reward
 * with the payment password; the operator approves it with the CLI (a child process, as an
 * operator would run it) and the history shows it; then the member converts points and sees
 * the wallet balance in the header change without a reload.
 */
const PAYMENT_PASSWORD = '135790';
const BET = 50;
const ROUNDS = 8;
let member: FreshAccount;
let operator: OperatorCli;

/** The member's payment password, set through the API as the security centre does. */
async function setPaymentPassword(account: FreshAccount): Promise<void> {
  const headers = { Merchant: 'PADMA', 'Content-Type': 'application/json' };
  const login = await fetch(`${API_URL}/wps/session/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: account.username,
      password: account.password,
      type: 'username',
    }),
  });
  const { value } = (await login.json()) as { value: { token: string } };
  const set = await fetch(`${API_URL}/wps/member/payment-password`, {
    method: 'PUT',
    headers: { ...headers, Authorization: `Bearer ${value.token}` },
    body: JSON.stringify({ newPassword: PAYMENT_PASSWORD }),
  });
  expect(set.ok).toBe(true);
}

test.beforeAll(async () => {
  // Two CLI runs, a sign-up and two password hashes: over 60 s on a loaded two-core machine.
  test.setTimeout(180_000);
  operator = await operatorCli({ bootstrap: `e2e-pts-${Date.now().toString(36)}` });
  // A fresh member with money to play with: no other spec's points, goods or money in the way.
  member = await createAccount();
  await setPaymentPassword(member);
  await operator(
    'adjust',
    'credit',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--amount',
    '500',
    '--reason',
    'Points mall test',
  );
});

test.afterAll(() => operator.dispose());

test('play, earn points, redeem, the operator approves with the CLI, then convert points to money', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);
  await playHouseRounds(page, { rounds: ROUNDS, bet: BET });

  // Slots earn 100 points per ৳100 of valid bet: 8 rounds of ৳50 earn 400.
  await page.goto('/pointMall');
  const mall = page.getByTestId('points-mall-page');
  await expect(mall.getByTestId('point-balance')).toHaveText('400');
  await mall.getByRole('tab', { name: 'Point details' }).click();
  const details = mall.getByTestId('point-details');
  await expect(details.getByRole('row').filter({ hasText: 'Earned from a bet' })).toHaveCount(
    ROUNDS,
  );

  // Redeem 20 free spins (300 points) with the payment password; a wrong one is refused first.
  await mall.getByRole('tab', { name: 'Rewards' }).click();
  await mall.getByRole('button', { name: 'Redeem 20 free spins' }).click();
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog.getByTestId('redeem-total')).toHaveText('300 points');
  await dialog.getByLabel('Payment password').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The payment password is incorrect (4 attempts left).',
  );
  await expect(mall.getByTestId('point-balance')).toHaveText('400');
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog).toBeHidden();
  await expect(mall.getByTestId('redeem-notice')).toContainText('20 free spins redeemed');
  await expect(mall.getByTestId('point-balance')).toHaveText('100');

  // The operator finds it and approves it with the CLI.
  const listed = JSON.parse(
    await operator(
      'points',
      'list',
      '--member',
      member.username,
      '--status',
      'in_process',
      '--json',
    ),
  ) as Array<{ id: string; points: number; item: string }>;
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({ points: 300, item: '20 free spins (FREE_SPINS_20)' });
  // The history is open while the operator acts: it follows live, no reload (issue 40 item 10).
  await mall.getByRole('tab', { name: 'Redeem history' }).click();
  const history = mall.getByTestId('redeem-history');
  const row = history.getByRole('row').filter({ hasText: '20 free spins' });
  await expect(row).toContainText('In process');
  await operator('points', 'approve', listed[0]!.id, '--remark', 'Spins added');
  await expect(row).toContainText('Approved', { timeout: 20_000 });
  await expect(row).toContainText('Spins added');

  // Convert the last 100 points: ৳1.00 shows before confirming and reaches the header live.
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/৳/);
  const before = minorUnits(await balance.textContent());
  await mall.getByTestId('open-convert').click();
  const convert = page.getByTestId('convert-dialog');
  await convert.getByLabel('Points to convert').fill('50');
  await expect(convert.getByText('Convert at least 100 points.')).toBeVisible();
  await convert.getByLabel('Points to convert').fill('100');
  await expect(convert.getByTestId('convert-preview')).toContainText('৳ 1.00');
  await convert.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await convert.getByRole('button', { name: 'Convert', exact: true }).click();
  const confirm = page.getByTestId('convert-confirm');
  await expect(confirm).toContainText('100 points will become ৳ 1.00 in your wallet.');
  await confirm.getByRole('button', { name: 'Convert now' }).click();
  await expect(convert.getByTestId('convert-done')).toContainText('৳ 1.00 is in your wallet');
  await expect(mall.getByTestId('point-balance')).toHaveText('0');
  await expect(balance).toHaveText(taka(before + 100));
});
