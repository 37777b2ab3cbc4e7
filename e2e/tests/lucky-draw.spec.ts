import { expect, test } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { depositCreditedByOperator } from '../support/cashier';
import { taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { DEMO, logIn, openCentreEntry, patchBrand, useLanguage } from '../support/site';

/**
 * The prize wheel and red envelopes (issue 13, spec §1 "red envelope and wheel tickets") for a
 * new member on the real API: a deposit the operator credits earns one ticket of each kind, the
 * wheel spins to the prize the server drew, a reload shows the same result, the credit is in
 * the account record and the header's balance follows live; during a rain window the operator
 * opened now, an envelope opens with its amount.
 */
const DEPOSIT = 50_000;
const WHEEL_PRIZE = 2_500;
const ENVELOPE = 500;
const BRAND_OFFSET_MINUTES = 360;

/** `HH:MM` in the brand's day (UTC+6) of an instant. */
const brandTime = (at: number) =>
  new Date(at + BRAND_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);

// The wheel's real turn, which ends on its transition (the suite otherwise runs with reduced
// motion, where it stops at once).
test.use({ reducedMotion: 'no-preference' });

let member: FreshAccount;
let operator: OperatorCli;
test.beforeAll(async () => {
  member = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-lucky-${Date.now().toString(36)}` });
  // A ticket of each kind per deposit of ৳50; only the ৳25 cash segment can come up; a rain
  // that opened a minute ago, with ৳5 in every envelope.
  await patchBrand('PADMA', {
    luckyDraw: {
      wheel: {
        tickets: { depositMin: 50 },
        prizes: [
          { amount: 0, payout: 'CASH', weight: 0 },
          { amount: 25, payout: 'CASH', weight: 1 },
          { amount: 10, payout: 'BONUS', turnover: 3, weight: 0 },
          { amount: 5, payout: 'CASH', weight: 0 },
        ],
      },
      envelope: {
        tickets: { depositMin: 50 },
        times: [brandTime(Date.now() - 60_000)],
        durationMinutes: 30,
        min: 5,
        max: 5,
      },
    },
  });
});
test.afterAll(async () => {
  // The brand's defaults again (API DEFAULT_LUCKY_DRAW_CONFIG) for the suites after this one.
  await patchBrand('PADMA', {
    luckyDraw: {
      wheel: {
        tickets: { depositMin: 500 },
        prizes: [
          { amount: 5, payout: 'CASH', weight: 24 },
          { amount: 0, payout: 'CASH', weight: 18 },
          { amount: 10, payout: 'CASH', weight: 16 },
          { amount: 20, payout: 'BONUS', turnover: 3, weight: 12 },
          { amount: 2, payout: 'CASH', weight: 16 },
          { amount: 50, payout: 'CASH', weight: 5 },
          { amount: 0, payout: 'CASH', weight: 8 },
          { amount: 100, payout: 'BONUS', turnover: 5, weight: 1 },
        ],
      },
      envelope: {
        tickets: { depositMin: 1_000 },
        times: ['12:00', '18:00', '21:00'],
        durationMinutes: 10,
        min: 1,
        max: 88,
      },
    },
  });
  await operator.dispose();
});
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a member earns tickets, spins the wheel, keeps the result after a reload, and opens a red envelope', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await logIn(page, member);
  const headerBalance = page.getByTestId('header-balance');
  await expect(headerBalance).toHaveText(taka(0));
  await depositCreditedByOperator(page, operator, DEPOSIT);
  await expect(headerBalance).toHaveText(taka(DEPOSIT));

  // From the promotions page to the wheel: the deposit earned one ticket.
  await page.goto('/promotions');
  await page.getByRole('link', { name: /Prize wheel/ }).click();
  const wheel = page.getByTestId('wheel-page');
  await expect(wheel.getByTestId('lucky-tickets')).toHaveText('Your tickets1 ticket');
  await expect(wheel.getByRole('img', { name: /^Prize wheel: / })).toBeVisible();
  await wheel.getByRole('button', { name: 'Spin' }).click();
  await expect(wheel.getByTestId('wheel-result')).toHaveText(`You won ${taka(WHEEL_PRIZE)}!`, {
    timeout: 15_000,
  });
  // Claimed at once: the header's balance follows without a reload.
  await expect(headerBalance).toHaveText(taka(DEPOSIT + WHEEL_PRIZE));
  await expect(wheel.getByTestId('lucky-tickets')).toHaveText('Your tickets0 tickets');
  await expect(wheel.getByTestId('wheel-spin')).toBeDisabled();

  // A reload shows the same result, from the server's record.
  await page.reload();
  await expect(wheel.getByTestId('wheel-result')).toHaveText(
    `Your last spin: ${taka(WHEEL_PRIZE)} cash`,
  );
  const history = wheel.getByTestId('wheel-history').getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(`${taka(WHEEL_PRIZE)} cash`);
  await expect(history).toContainText('Paid into your wallet');

  // The account record names the credit.
  const centre = await openCentreEntry(page, 'member', 'Account record');
  const line = centre.getByTestId('account-record-page').getByRole('row').filter({
    hasText: 'Bonus',
  });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`+${taka(WHEEL_PRIZE)}`);

  // The rain is on: the envelope ticket opens one envelope of ৳5.
  await page.goto('/redEnvelope');
  const envelopes = page.getByTestId('red-envelope-page');
  await expect(envelopes.getByTestId('envelope-window')).toContainText('The rain is on!');
  await expect(envelopes.getByTestId('lucky-tickets')).toHaveText('Your tickets1 ticket');
  await envelopes.getByRole('button', { name: 'Open an envelope' }).click();
  await expect(envelopes.getByTestId('envelope-result')).toHaveText(`You got ${taka(ENVELOPE)}!`);
  await expect(headerBalance).toHaveText(taka(DEPOSIT + WHEEL_PRIZE + ENVELOPE));
  await expect(envelopes.getByTestId('envelope-history').getByRole('listitem')).toHaveCount(1);
  await expect(envelopes.getByRole('button', { name: 'Open an envelope' })).toBeDisabled();
});

test('a visitor is asked to log in, a trial account sees but cannot spin', async ({ page }) => {
  await page.goto('/wheel');
  const wheel = page.getByTestId('wheel-page');
  await expect(wheel).toContainText('Log in to see your tickets and play.');
  await wheel.getByRole('button', { name: 'Log in' }).click();
  // The page's button opens the login modal (loaded on demand): logIn fills that one.
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await logIn(page, DEMO.trial);
  await expect(wheel.getByTestId('lucky-trial-note')).toBeVisible();
  await wheel.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByTestId('true-account-dialog')).toBeVisible();
});
