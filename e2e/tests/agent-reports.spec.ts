import { expect, test, type Page } from '@playwright/test';
import { playHouseRounds } from '../support/house-game';
import { minorUnits, taka } from '../support/money';
import { DEMO, logIn, openCentreEntry, useLanguage } from '../support/site';

/**
 * Issue 14, the agent centre's reports on real data: a downline of the seeded agent plays
 * house-game rounds; the agent sees the team's figures, sends the downline ৳10 from team
 * management (the header's balance drops without a reload), and finds the rounds, the
 * downline's profit and loss and the transfer in team betting, user profit and loss and the
 * downline transaction details.
 */
const DOWNLINE = { username: 'demo_sub1', password: 'Member@2026' };
const PAYMENT_PASSWORD = '482916';
const TRANSFER = 1_000; // ৳10 in poisha

/** The agent's payment password, set in My account unless an earlier run set it already. */
async function ensurePaymentPassword(page: Page): Promise<void> {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Personal centre' }).click();
  const centre = page.getByTestId('security-centre');
  await centre.getByRole('tab', { name: 'Payment password' }).click();
  const form = centre.getByTestId('payment-password-form');
  const status = form.getByTestId('payment-password-status');
  await expect(status).toBeVisible();
  if ((await status.textContent())?.includes('No payment password yet')) {
    await form.getByLabel('New payment password (6 digits)').fill(PAYMENT_PASSWORD);
    await form.getByLabel('Confirm new payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Set payment password' }).click();
    await expect(status).not.toContainText('No payment password yet');
  }
  await page.getByTestId('member-centre').getByRole('button', { name: 'Close' }).click();
}

test('an agent reads its team’s figures, pays a downline and finds the rounds and the transfer', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The downline plays first, in a browser of its own.
  const downlineContext = await browser.newContext();
  const downline = await downlineContext.newPage();
  await useLanguage(downline, 'en');
  await downline.goto('/');
  await logIn(downline, DOWNLINE);
  const played = await playHouseRounds(downline, { rounds: 2 });
  expect(played.stake).toBeGreaterThan(0);
  await downlineContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, DEMO.agent);
  await ensurePaymentPassword(page);

  // Team overview: today, the whole team; the downline that just played is active.
  const centre = await openCentreEntry(page, 'agent', 'Team overview');
  const figures = centre.getByTestId('team-figures');
  await expect(figures.locator('[data-figure="members"]')).toHaveText(/^[1-9]\d*$/);
  await expect(figures.locator('[data-figure="activeMembers"]')).toHaveText(/^[1-9]\d*$/);
  expect(
    minorUnits(await figures.locator('[data-figure="validBet"]').textContent()),
  ).toBeGreaterThanOrEqual(played.stake);
  await centre.getByRole('button', { name: 'Direct downline' }).click();
  await expect(centre.getByRole('button', { name: 'Direct downline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(figures.locator('[data-figure="members"]')).toHaveText(/^[1-9]\d*$/);

  // Team management: ৳10 to the downline; the header's balance follows without a reload.
  const headerBalance = page.getByTestId('header-balance');
  const before = minorUnits(await headerBalance.textContent());
  await openCentreEntry(page, 'agent', 'Team management');
  const management = centre.getByTestId('team-management');
  await management.getByRole('button', { name: `Transfer to ${DOWNLINE.username}` }).click();
  const transfer = management.getByTestId('downline-transfer');
  await transfer.getByLabel('Amount').fill('10');
  await transfer.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Send' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `${taka(TRANSFER)} will go from your main wallet to ${DOWNLINE.username}`,
  );
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(management.getByTestId('transfer-done')).toHaveText(
    `${taka(TRANSFER)} was sent to ${DOWNLINE.username}.`,
  );
  await expect(headerBalance).toHaveText(taka(before - TRANSFER));

  // Team betting: the downline's rounds, with totals.
  await openCentreEntry(page, 'agent', 'Team betting');
  const betting = centre.getByTestId('team-betting');
  await betting.getByRole('searchbox', { name: 'Member account' }).fill(DOWNLINE.username);
  await betting.getByRole('button', { name: 'Show' }).click();
  await expect(betting.getByRole('row').filter({ hasText: 'Padma Fortune' }).first()).toBeVisible();
  await expect(betting.getByTestId('team-bets-totals').locator('[data-total="count"]')).toHaveText(
    /^[1-9]\d*$/,
  );

  // User profit and loss: one line for the downline.
  await openCentreEntry(page, 'agent', 'User profit and loss');
  const profitLoss = centre.getByTestId('user-profit-loss');
  await expect(profitLoss.getByRole('row').filter({ hasText: DOWNLINE.username })).toBeVisible();

  // Downline transaction details: the transfer just made, on the downline's main wallet.
  await openCentreEntry(page, 'agent', 'Downline transactions');
  const transactions = centre.getByTestId('downline-transactions');
  await expect(
    transactions
      .getByRole('row')
      .filter({ hasText: 'Transfer from upline' })
      .filter({ hasText: `+${taka(TRANSFER)}` })
      .first(),
  ).toBeVisible();
  await context.close();
});
