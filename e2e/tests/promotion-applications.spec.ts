import { expect, test, type Page } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { minorUnits, taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, openCentreEntry, patchBrand, useLanguage } from '../support/site';

/**
 * Promotion applications and raffles (issue 13), as a member and an operator at the CLI: the
 * member applies with a comment and an image, the operator takes it into process and issues it,
 * the open page follows each move without a reload, the message arrives, and the reward is
 * claimed in the reward centre with the balance moving live. A raffle: the member claims a
 * ticket, the operator draws the period, the page shows the win and the prize is claimed.
 */
let operator: OperatorCli;
test.beforeAll(async () => {
  operator = await operatorCli({ bootstrap: `e2e-app-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

const png = {
  name: 'deposit-slip.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.alloc(2048, 7),
  ]),
};

async function openPromotion(page: Page, title: string) {
  await page.goto('/promotions');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function start(page: Page): Promise<FreshAccount> {
  const member = await createAccount();
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);
  await expect(page.getByTestId('header-balance')).toHaveText(/৳/);
  return member;
}

/** Claims the reward of `amount` in the reward centre; the header's balance moves by it. */
async function claimInRewardCentre(page: Page, amount: string) {
  const balance = page.getByTestId('header-balance');
  const before = minorUnits(await balance.textContent());
  const centre = page.getByTestId('member-centre');
  const card = centre.getByTestId(/^reward-\d+$/).filter({ hasText: amount });
  await card.getByRole('button', { name: /^Claim/ }).click();
  await page.getByTestId('reward-confirm').getByRole('button', { name: 'Claim' }).click();
  await expect(balance).toHaveText(taka(before + minorUnits(amount)));
  return centre;
}

test('an application moves applying → process → issued and its reward is claimed once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await start(page);
  await openPromotion(page, '100% welcome bonus');
  await page.getByRole('button', { name: 'Apply now' }).click();
  const form = page.getByTestId('apply-form');
  await form.getByLabel('Comment (optional)').fill('First deposit 500 by bKash');
  await form.getByLabel('Add images').setInputFiles(png);
  await form.getByRole('button', { name: 'Send application' }).click();
  const application = page.getByTestId('application');
  await expect(application).toContainText('Application received');
  await expect(page.getByTestId('application-progress')).toContainText('We have your application');

  const queued = JSON.parse(
    await operator('applications', 'list', '--brand', 'PADMA', '--json'),
  ) as Array<{ id: string; member: string; comment: string; images: string }>;
  const mine = queued.find((row) => row.member === member.username)!;
  expect(mine).toMatchObject({ comment: 'First deposit 500 by bKash' });
  expect(mine.images).toMatch(/^\/ops\/applications\/\d+\/images\/\d+$/);

  // Each move reaches the open page by itself (the member's message is pushed).
  await operator('applications', 'process', mine.id);
  await expect(application).toContainText('Being reviewed');
  await expect(page.getByTestId('application-progress')).toContainText('being reviewed');
  const issued = JSON.parse(
    await operator('applications', 'issue', mine.id, '--amount', '50', '--json'),
  ) as Array<{ status: string; rewardId: string }>;
  expect(issued[0]).toMatchObject({ status: 'issued' });
  await expect(application).toContainText('Bonus issued');
  await expect(page.getByTestId('activity-state').first()).toHaveText('Bonus issued');
  // A second issue is refused: the application is issued already.
  await expect(operator('applications', 'issue', mine.id, '--amount', '50')).rejects.toThrow(
    /APPLICATION_STATE/,
  );

  await page.getByRole('button', { name: 'Open the reward centre' }).click();
  const centre = await claimInRewardCentre(page, '৳ 50.00');
  await expect(centre.getByTestId(`reward-${issued[0]!.rewardId}`)).toContainText('Claimed');

  const inbox = await openCentreEntry(page, 'member', /^Messages/);
  const rows = inbox.getByTestId('message-row');
  await expect(rows.filter({ hasText: 'Your application is approved' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Your application is in process' })).toHaveCount(1);
});

test('a raffle ticket is claimed once, the operator draws, and the winner claims the prize', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Enough prizes that every entrant of the draw wins, whoever else took a ticket.
  await patchBrand('PADMA', { raffles: { DAILY_RAFFLE: { winners: 1000, prizeAmount: 75 } } });
  const member = await start(page);
  await openPromotion(page, 'Daily raffle ticket');
  const raffle = page.getByTestId('raffle');
  await expect(raffle).toContainText('No ticket yet');
  await page.getByRole('button', { name: 'Claim now' }).click();
  await expect(page.getByTestId('raffle-tickets')).toHaveText('Ticket #1');
  await expect(page.getByText('Your ticket is in the next draw. Good luck!')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('raffle-tickets')).toHaveText('Ticket #1');
  await expect(page.getByRole('button', { name: 'Claim now' })).toHaveCount(0);

  // The period is the draw's day in Dhaka (UTC+6).
  const drawAt = await page
    .getByTestId('raffle-next-draw')
    .locator('time')
    .getAttribute('datetime');
  const period = new Date(Date.parse(drawAt!) + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const draw = (...extra: string[]) =>
    operator(
      'raffles',
      'draw',
      '--brand',
      'PADMA',
      '--promotion',
      'DAILY_RAFFLE',
      '--period',
      period,
      '--early',
      ...extra,
    );
  const first = JSON.parse(await draw('--json')) as {
    drawnNow: boolean;
    winners: { account: string }[];
  };
  expect(first.drawnNow).toBe(true);
  expect(first.winners.map((winner) => winner.account)).toContain(member.username);
  // The same draw again answers the first one.
  expect(await draw()).toContain('Already drawn');

  await expect(page.getByTestId('raffle-outcome')).toHaveText(
    'You won this draw! Your prize is in the reward centre.',
  );
  await expect(page.getByTestId('raffle-last-draw')).toContainText(member.username.slice(0, 2));

  await openCentreEntry(page, 'member', /^Reward centre/);
  await claimInRewardCentre(page, '৳ 75.00');
});
