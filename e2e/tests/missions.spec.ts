import { expect, test, type Page } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { depositCreditedByOperator } from '../support/cashier';
import { playHouseRounds } from '../support/house-game';
import { taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, openCentreEntry, patchBrand, useLanguage } from '../support/site';

/**
 * Missions and the leaderboard (issue 13, spec §2 missionLeaderboard, §7) for a new member in a
 * real browser on the real API, with the brand's default missions: a deposit the operator
 * credits completes "Deposit once today", three house-slot rounds complete "Play 3 slot
 * rounds"; the member claims it once, the header's balance and the mission badge follow live,
 * the account record names the credit, and the leaderboard shows the member's rank.
 */
const DEPOSIT = 20_000;
const SPIN_BET = 1_000;
/** The default "Play 3 slot rounds" pays ৳5 cash. */
const SLOT_REWARD = 500;

let member: FreshAccount;
let operator: OperatorCli;
test.beforeAll(async () => {
  member = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-missions-${Date.now().toString(36)}` });
  // Other specs' players bet more today: list enough of them for this member to be on the board.
  await patchBrand('PADMA', { missions: { leaderboardSize: 100 } });
});
test.afterAll(() => operator.dispose());
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const missionsEntry = (page: Page) =>
  page
    .getByTestId('member-centre')
    .getByRole('navigation')
    .getByRole('button', { name: /^Missions/ });

test('a new member completes a mission by playing, claims it once, and sees the credit and the rank', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await logIn(page, member);
  const headerBalance = page.getByTestId('header-balance');
  await depositCreditedByOperator(page, operator, DEPOSIT);
  await expect(headerBalance).toHaveText(taka(DEPOSIT));

  // The credited deposit completes today's deposit mission: pushed to the open centre, the
  // entry's badge says 1.
  await expect(missionsEntry(page)).toHaveText(/^Missions\s*1$/);
  let centre = await openCentreEntry(page, 'member', /^Missions/);
  let missions = centre.getByTestId('missions-page');
  const slot = missions.getByTestId('mission-daily-slot-rounds');
  await expect(slot.getByRole('progressbar', { name: 'Play 3 slot rounds' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(missions.getByTestId('mission-daily-deposit')).toContainText('Complete');
  await expect(slot.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

  const played = await playHouseRounds(page, { rounds: 3, bet: SPIN_BET / 100 });
  const balance = DEPOSIT + played.winLoss;
  await page.goto('/');
  await expect(headerBalance).toHaveText(taka(balance));

  // Three settled slot rounds: the mission is complete, the badge counts two.
  centre = await openCentreEntry(page, 'member', /^Missions/);
  await expect(missionsEntry(page)).toHaveText(/^Missions\s*2$/);
  missions = centre.getByTestId('missions-page');
  await expect(slot.getByRole('progressbar', { name: 'Play 3 slot rounds' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  await expect(slot.getByTestId('mission-daily-slot-rounds-progress')).toHaveText('3 of 3');

  // Claimed once: the notice, the balance and the badge follow without a reload.
  await slot
    .getByRole('button', { name: `Claim Play 3 slot rounds, ${taka(SLOT_REWARD)}` })
    .click();
  await expect(missions.getByTestId('missions-notice')).toHaveText(
    `${taka(SLOT_REWARD)} has been added to your wallet.`,
  );
  await expect(headerBalance).toHaveText(taka(balance + SLOT_REWARD));
  await expect(slot).toContainText('Claimed');
  await expect(slot.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expect(missionsEntry(page)).toHaveText(/^Missions\s*1$/);

  // The account record names the credit.
  await centre.getByRole('button', { name: 'Account record', exact: true }).click();
  const record = centre.getByTestId('account-record-page');
  const line = record.getByRole('row').filter({ hasText: 'Bonus' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`+${taka(SLOT_REWARD)}`);

  // The leaderboard: the member's own rank and masked name among today's players.
  await openCentreEntry(page, 'member', /^Missions/);
  await missions.getByRole('tab', { name: 'Leaderboard' }).click();
  const board = missions.getByTestId('mission-leaderboard');
  await expect(board.getByTestId('board-my-rank')).toContainText(/#\d+/);
  await expect(board.getByTestId('board-my-rank')).toContainText(
    `Your valid bet: ${taka(played.stake)}`,
  );
  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-2)}`;
  // Masked, two e2e members can share a name (e2***85): the own row is the one marked "You".
  const ownRow = board.getByRole('row').filter({ has: page.locator('.board-me') });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(masked);
  await expect(ownRow).toContainText('You');
  await board.getByRole('button', { name: 'This week' }).click();
  await expect(board.getByRole('button', { name: 'This week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(masked);
});
