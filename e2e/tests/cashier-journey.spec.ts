import { expect, test, type Page } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { depositCreditedByOperator } from '../support/cashier';
import { playHouseRounds } from '../support/house-game';
import { minorUnits, taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, openCentreEntry, openFromAccountMenu, useLanguage } from '../support/site';

/**
 * One new member's money from first deposit to a confirmed withdrawal, on a phone (375 px), with
 * the operator working the CLI beside it: every slice of the cashier in one story, so the
 * figures of one page must agree with the others. The deposit is credited live, money goes to
 * a vendor wallet and back, house-game rounds meet the turnover, the withdrawal is paid out
 * and confirmed partly received with a statement; then the account record names each step
 * with the true running balance and the profit and loss equals the betting record.
 */
test.use({ viewport: { width: 375, height: 812 } });

// A 1x1 PNG, as a member's screenshot of a bank statement would be (checked by content).
const STATEMENT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DEPOSIT = 30_000;
const BONUS = 50_000;
const SPIN_BET = 5_000;
const SPINS = 6; // 6 × ৳50 covers the ৳300 deposit's turnover (multiple 1)
const WITHDRAWAL = 20_000;
const RECEIVED = 15_000;

let member: FreshAccount;
let operator: OperatorCli;
test.beforeAll(async () => {
  member = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-journey-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

const centreOf = (page: Page) => page.getByTestId('member-centre');

test('a new member deposits, moves money, plays, withdraws and confirms, and every record agrees', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);
  const headerBalance = page.getByTestId('header-balance');
  await expect(headerBalance).toHaveText(taka(0));

  // 1. Deposit from the header's button, which a phone keeps; the operator credits it.
  const { deposit, reference } = await depositCreditedByOperator(page, operator, DEPOSIT);
  expect(reference).toMatch(/^DP[0-9A-Z]{10}$/);
  // Pushed to the open page: the balance, the order's state and the message badge.
  await expect(headerBalance).toHaveText(taka(DEPOSIT));
  await expect(deposit.getByTestId('deposit-order')).toContainText('Credited');
  // The deposit's message and the daily deposit mission it completed, both waiting in the header.
  await expect(page.getByTestId('header-unclaimed')).toHaveText('2');
  // A goodwill credit from the operator: money that needs no turnover.
  await operator(
    'adjust',
    'credit',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--amount',
    String(BONUS / 100),
    '--reason',
    'Welcome',
  );
  await expect(headerBalance).toHaveText(taka(DEPOSIT + BONUS));
  let expected = DEPOSIT + BONUS;

  // 2. Into a vendor wallet and back: the total never changes.
  const wallet = (await openCentreEntry(page, 'member', 'My wallet')).getByTestId('wallet-page');
  const pg = wallet.locator('[data-wallet="PG"]');
  await pg.click();
  await wallet.getByLabel('Amount').fill('100');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(pg).toContainText(taka(10_000));
  await expect(wallet.getByTestId('wallet-main')).toContainText(taka(expected - 10_000));
  await wallet.getByLabel('Direction').selectOption('out');
  await wallet.getByLabel('Amount').fill('100');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(pg).toContainText(taka(0));
  await expect(wallet.getByTestId('wallet-main')).toContainText(taka(expected));

  // 3. House-game rounds: the turnover the deposit asks for.
  const played = await playHouseRounds(page, { rounds: SPINS, bet: SPIN_BET / 100 });
  expect(played.stake).toBe(SPIN_BET * SPINS);
  expected += played.winLoss;
  await page.goto('/');
  await expect(headerBalance).toHaveText(taka(expected));

  // 4. Withdraw with a payment password set on the spot; the operator pays out.
  await openFromAccountMenu(page, 'Withdrawal');
  const centre = centreOf(page);
  const withdrawal = centre.getByTestId('withdrawal-page');
  await expect(withdrawal.getByTestId('withdrawable')).toHaveText(taka(expected));
  const setup = withdrawal.getByTestId('payment-password-setup');
  await setup.getByLabel('New payment password (6 digits)').fill('975310');
  await setup.getByLabel('Repeat the payment password').fill('975310');
  await setup.getByRole('button', { name: 'Save payment password' }).click();
  await expect(setup).toBeHidden();
  await withdrawal.getByLabel('Bank or e-wallet').selectOption('BKASH');
  await withdrawal.getByLabel('Wallet number').fill(`017${member.mobileNum.slice(3)}`);
  await withdrawal.getByLabel("Account holder's name").fill('Journey Member');
  await withdrawal.getByRole('button', { name: 'Add account' }).click();
  await expect(withdrawal.getByTestId('payout-accounts')).toContainText('bKash ****');
  const form = withdrawal.getByTestId('withdrawal-form');
  await form.getByLabel('Amount').fill(String(WITHDRAWAL / 100));
  await form.getByLabel('Payment password', { exact: true }).fill('975310');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByTestId('withdrawal-confirm').getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('requested');
  expected -= WITHDRAWAL;
  await expect(headerBalance).toHaveText(taka(expected));

  const [order] = JSON.parse(
    await operator('withdrawals', 'list', '--member', member.username, '--json'),
  ) as Array<{ id: string }>;
  await operator('withdrawals', 'approve', order!.id);
  await operator('withdrawals', 'disburse', order!.id, '--reference', 'BKASH-TRX-JOURNEY');
  const row = withdrawal.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Paid out');
  await row.getByRole('button', { name: 'Partly received' }).click();
  const receipt = page.getByTestId('receipt-dialog');
  await receipt.getByLabel('Amount received').fill(String(RECEIVED / 100));
  await receipt
    .locator('input[type="file"]')
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: STATEMENT });
  await expect(receipt.getByTestId('remaining-amount')).toHaveText(
    `Remaining amount: ${taka(WITHDRAWAL - RECEIVED)}`,
  );
  await receipt.getByRole('button', { name: 'Send' }).click();
  await expect(row).toContainText('Partly received');
  // Confirming the receipt moves no money: the balance stays where the request left it.
  await expect(headerBalance).toHaveText(taka(expected));

  // 5. The account record names every step, newest first, with the true balance after each.
  const record = (await openCentreEntry(page, 'member', 'Account record')).getByTestId(
    'account-record-page',
  );
  const rows = record.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('Withdrawal');
  const balanceAfter = rows.first().locator('td').nth(4);
  await expect.poll(async () => minorUnits(await balanceAfter.innerText())).toBe(expected);
  // Each kind on the server's filter: the plain words and the amounts of every step.
  // The previous kind's rows stay on screen until the new answer comes: wait for it.
  const kindRows = async (kind: string, count: number) => {
    const select = record.getByLabel('Kind');
    if ((await select.inputValue()) !== kind) {
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes('/wps/member/records/account') &&
          new URL(response.url()).searchParams.get('kind') === kind,
      );
      await select.selectOption(kind);
      await answered;
      await expect(record.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(rows).toHaveCount(count);
    return rows.allInnerTexts();
  };
  expect((await kindRows('DEPOSIT', 1))[0]).toContain(`Deposit`);
  expect((await kindRows('DEPOSIT', 1))[0]).toContain(`+${taka(DEPOSIT)}`);
  expect((await kindRows('ADJUSTMENT', 1))[0]).toContain(`+${taka(BONUS)}`);
  await record.getByLabel('Kind').selectOption('TRANSFER');
  await expect(rows.filter({ hasText: /Transfer to PG/ }).first()).toBeVisible();
  await expect(rows.filter({ hasText: /Transfer from PG/ }).first()).toBeVisible();
  expect((await kindRows('WITHDRAWAL', 1))[0]).toContain(`−${taka(WITHDRAWAL)}`);
  await kindRows('BET', SPINS);

  // 6. The profit and loss equals the betting record, to the cent.
  const betting = (await openCentreEntry(page, 'member', 'Betting record')).getByTestId(
    'betting-record-page',
  );
  const bettingTotals = betting.getByTestId('betting-totals');
  await expect(bettingTotals.locator('[data-total="count"]')).toHaveText(String(SPINS));
  expect(minorUnits(await bettingTotals.locator('[data-total="stake"]').innerText())).toBe(
    played.stake,
  );
  expect(minorUnits(await bettingTotals.locator('[data-total="winLoss"]').innerText())).toBe(
    played.winLoss,
  );
  const report = (await openCentreEntry(page, 'member', 'Profit and loss')).getByTestId(
    'profit-loss-page',
  );
  await expect(report.getByTestId('profit-loss-totals').locator('[data-total="count"]')).toHaveText(
    String(SPINS),
  );
  expect(minorUnits(await report.getByTestId('profit-loss-net').innerText())).toBe(played.winLoss);

  // The operator sees the same story: the order's every state, and the statement attached.
  const shown = JSON.parse(await operator('withdrawals', 'show', order!.id, '--json')) as {
    status: string;
    proofFileIds: string[];
    events: Array<{ to: string }>;
  };
  expect(shown.events.map((event) => event.to)).toEqual([
    'pending',
    'approved',
    'disbursed',
    'partly_received',
  ]);
  expect(shown.proofFileIds).toHaveLength(1);
});
