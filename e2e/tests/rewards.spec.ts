import { expect, test } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { depositCreditedByOperator } from '../support/cashier';
import { playHouseRounds } from '../support/house-game';
import { minorUnits, taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, openCentreEntry, useLanguage } from '../support/site';
import { vendorRound } from '../support/vendor';

/**
 * The reward centre and bonus details (issue 13): the operator's CLI grants a fresh member a
 * bonus with a turnover requirement; the member sees it counted on the centre's entry and the
 * header, claims it in the reward centre (the balance changes live), finds the bonus in bonus
 * details and the withdrawal held back by what is left, then plays house-game rounds and sees
 * the turnover move.
 */
let member: FreshAccount;
let operator: OperatorCli;
test.beforeAll(async () => {
  member = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-rwd-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

test('a granted bonus is claimed once, holds back withdrawal, and house-game bets move its turnover', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/৳/);
  const before = minorUnits(await balance.textContent());

  const centre = await openCentreEntry(page, 'member', /^Reward centre/);
  await expect(centre.getByTestId('reward-centre-page')).toBeVisible();
  await expect(centre.getByText('No rewards yet')).toBeVisible();

  const granted = JSON.parse(
    await operator(
      'rewards',
      'grant',
      '--brand',
      'PADMA',
      '--account',
      member.username,
      '--amount',
      '100',
      '--kind',
      'BONUS',
      '--turnover',
      '2',
      '--reason',
      'Welcome bonus',
      '--json',
    ),
  ) as Array<{ id: string; state: string; amount: number; turnover: number }>;
  expect(granted[0]).toMatchObject({ state: 'claim', amount: 100, turnover: 2 });

  // Pushed to the open page: the entry's badge, the header's count and the reward itself.
  const entry = centre.getByRole('button', { name: /^Reward centre/ });
  await expect(entry).toContainText('1');
  await expect(page.getByTestId('header-unclaimed')).toBeVisible();
  const card = centre.getByTestId(`reward-${granted[0]!.id}`);
  await expect(card).toContainText('Welcome bonus');
  await expect(card).toContainText('৳ 100.00');
  await expect(card).toContainText('Bonus: 2× turnover before withdrawing');

  await card.getByRole('button', { name: /^Claim/ }).click();
  const dialog = page.getByTestId('reward-confirm');
  await expect(dialog).toContainText('Bet ৳ 200.00 (valid bet, 2×) before withdrawing.');
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(centre.getByTestId('reward-notice')).toContainText(
    'A bonus of ৳ 100.00 has been added.',
  );
  await expect(balance).toHaveText(taka(before + 10_000));
  await expect(
    centre.getByTestId('rewards-done').getByTestId(`reward-${granted[0]!.id}`),
  ).toContainText('Claimed');
  await expect(entry).toHaveText('Reward centre');

  const bonusPage = await openCentreEntry(page, 'member', /^Bonus details/);
  await expect(bonusPage.getByTestId('bonus-details-page')).toBeVisible();
  const bar = bonusPage.getByRole('progressbar', { name: 'Turnover progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '200');
  await expect(bonusPage.getByTestId('bonus-list')).toContainText('Active');

  const withdrawal = await openCentreEntry(page, 'member', /^Withdrawal/);
  await expect(withdrawal.getByTestId('withdrawal-page')).toBeVisible();
  await expect(withdrawal.getByTestId('withdrawal-blockers')).toContainText(
    "An active bonus's turnover is not met: bet ৳ 200.00 more (valid bet) before withdrawing.",
  );

  const played = await playHouseRounds(page, { rounds: 3, bet: 10 });
  expect(played.stake).toBe(3_000);

  await page.goto('/');
  const after = await openCentreEntry(page, 'member', /^Bonus details/);
  await expect(after.getByTestId('bonus-details-page')).toBeVisible();
  const moved = after.getByRole('progressbar', { name: 'Turnover progress' });
  await expect(moved).toHaveAttribute('aria-valuenow', '30');
  await expect(after.getByTestId('bonus-list')).toContainText(
    'Bet ৳ 170.00 more (valid bet) before withdrawing (15% done).',
  );
  const held = await openCentreEntry(page, 'member', /^Withdrawal/);
  await expect(held.getByTestId('withdrawal-page')).toBeVisible();
  await expect(held.getByTestId('withdrawal-blockers')).toContainText('bet ৳ 170.00 more');

  // Granted once: the CLI lists one claimed reward for the member.
  const listed = JSON.parse(
    await operator('rewards', 'list', '--brand', 'PADMA', '--account', member.username, '--json'),
  ) as Array<{ state: string }>;
  expect(listed.map((reward) => reward.state)).toEqual(['claimed']);
});

test("a member's VIP level-up pays its upgrade bonus through the reward centre, once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const climber = await createAccount();
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, climber);
  // Bronze (level 1) asks ৳ 1,000 deposited and ৳ 10,000 of valid bets.
  await depositCreditedByOperator(page, operator, 1_200_000);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(taka(1_200_000));
  // A vendor settles one large round (lost): the level rises in its settlement.
  await vendorRound(climber.username, {
    id: `vip-${Date.now().toString(36)}`,
    stake: 10_000,
    win: 0,
  });

  await page.goto('/');
  const centre = await openCentreEntry(page, 'member', /^Reward centre/);
  await expect(centre.getByTestId('reward-centre-page')).toBeVisible();
  const card = centre.getByTestId('rewards-open').locator('[data-testid^="reward-"]').first();
  await expect(card).toContainText('VIP level-up');
  await expect(card).toContainText('VIP 1 · ব্রোঞ্জ / Bronze');
  await expect(card).toContainText('৳ 50.00');
  await card.getByRole('button', { name: /^Claim/ }).click();
  await page.getByTestId('reward-confirm').getByRole('button', { name: 'Claim' }).click();
  await expect(centre.getByTestId('reward-notice')).toContainText('৳ 50.00');
  await expect(balance).toHaveText(taka(200_000 + 5_000));
  await expect(centre.getByTestId('rewards-done')).toContainText('Claimed');

  // The VIP page shows the level reached, with the next level's real progress.
  await page.goto('/vip');
  const progress = page.getByTestId('vip-progress');
  await expect(progress).toContainText('You are Bronze (level 1)');
  await expect(progress.getByTestId('vip-progress-valid-bet')).toContainText(
    `Valid bets: ${taka(1_000_000)} of ${taka(5_000_000)}`,
  );
});
