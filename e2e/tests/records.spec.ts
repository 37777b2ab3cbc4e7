import { expect, test } from '@playwright/test';
import { playHouseRounds } from '../support/house-game';
import { minorUnits } from '../support/money';
import { logIn, openCentreEntry, useLanguage } from '../support/site';

/**
 * The member's money records (issue 12, records) in a real browser on the real API: a transfer
 * to a vendor wallet and back, then house-game rounds that the betting record, the account
 * record and the profit and loss all show, and agree on.
 */
const MEMBER = { username: 'demo_sub2', password: 'Member@2026' };

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a member moves money into a vendor wallet and back, and sees both balances', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, MEMBER);
  const centre = await openCentreEntry(page, 'member', 'My wallet');
  const wallet = centre.getByTestId('wallet-page');
  const main = wallet.getByTestId('wallet-main');
  await expect(main).toHaveText(/৳/);
  const before = minorUnits(await main.innerText());
  const total = minorUnits(await wallet.getByTestId('wallet-total').innerText());
  const pg = wallet.locator('[data-wallet="PG"]');
  await pg.click();
  await expect(pg).toHaveAttribute('aria-pressed', 'true');

  await wallet.getByLabel('Amount').fill('12.34');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByRole('status')).toHaveText('৳ 12.34 moved into PG Soft.');
  await expect(pg).toContainText('৳ 12.34');
  await expect.poll(async () => minorUnits(await main.innerText())).toBe(before - 1234);
  // The total does not change: the money only moved between the member's own wallets.
  expect(minorUnits(await wallet.getByTestId('wallet-total').innerText())).toBe(total);

  await wallet.getByLabel('Direction').selectOption('out');
  await wallet.getByLabel('Amount').fill('2.34');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByRole('status')).toHaveText(
    '৳ 2.34 moved from PG Soft to the main wallet.',
  );
  await expect(pg).toContainText('৳ 10.00');

  // Too much is refused with the reason, and nothing moves.
  await wallet.getByLabel('Amount').fill('50');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByRole('alert')).toContainText(/Not enough money|at most/);
  await expect(pg).toContainText('৳ 10.00');

  await wallet.getByRole('button', { name: 'Recall all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Recall' }).click();
  await expect(pg).toContainText('৳ 0.00');
  await expect.poll(async () => minorUnits(await main.innerText())).toBe(before);
});

test('house-game rounds show in the betting record, the account record and the profit and loss, which agree', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logIn(page, MEMBER);
  const { stake, winLoss } = await playHouseRounds(page, { rounds: 3 });

  await page.goto('/');
  const centre = await openCentreEntry(page, 'member', 'Betting record');
  const record = centre.getByTestId('betting-record-page');
  const totals = record.getByTestId('betting-totals');
  await expect(totals.locator('[data-total="count"]')).toHaveText('3');
  expect(minorUnits(await totals.locator('[data-total="stake"]').innerText())).toBe(stake);
  expect(minorUnits(await totals.locator('[data-total="winLoss"]').innerText())).toBe(winLoss);
  await expect(record.getByRole('table').getByRole('row')).toHaveCount(4);
  await expect(record.getByRole('table')).toContainText('Padma Fortune');
  // The vendor filter runs on the server: another vendor has none of these rounds.
  await record.getByLabel('Vendor').selectOption('PG');
  await expect(record.getByText('No bets in these days')).toBeVisible();

  await openCentreEntry(page, 'member', 'Profit and loss');
  const report = centre.getByTestId('profit-loss-page');
  const reportTotals = report.getByTestId('profit-loss-totals');
  await expect(reportTotals.locator('[data-total="count"]')).toHaveText('3');
  expect(minorUnits(await reportTotals.locator('[data-total="stake"]').innerText())).toBe(stake);
  expect(minorUnits(await reportTotals.locator('[data-total="winLoss"]').innerText())).toBe(
    winLoss,
  );
  expect(minorUnits(await report.getByTestId('profit-loss-net').innerText())).toBe(winLoss);
  await expect(report.getByRole('table')).toContainText('Slots');

  await openCentreEntry(page, 'member', 'Account record');
  const account = centre.getByTestId('account-record-page');
  await account.getByLabel('Kind').selectOption('BET');
  const bets = account.getByRole('table').getByRole('row');
  await expect(bets).toHaveCount(4);
  const amounts = await account
    .getByRole('table')
    .locator('tbody tr td:nth-child(4)')
    .allInnerTexts();
  expect(amounts.reduce((sum, text) => sum + minorUnits(text), 0)).toBe(-stake);
});

test('a member without an upline is told why the transfer to upline is not there', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, { username: 'demo_member', password: 'Member@2026' });
  const centre = await openCentreEntry(page, 'member', 'Transfer to upline');
  await expect(centre.getByTestId('transfer-upline-page')).toContainText(
    'Transfer to upline is not available for your account',
  );
});
