import { expect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, useLanguage } from '../support/site';

/**
 * The fast house lotteries (issue 40 item 12) as a member plays them: WinGo's colours and K3's
 * dice on their own boards, each draw made and settled by the API's job, the result shown as
 * its family shows it and verified against its commitment, and each bet labelled by its net
 * result. Green and red together always get part of the stake back (2× on one of them, or
 * 1.5× on 5 and 0): "returned", never "won".
 */
let member: FreshAccount;
let operator: OperatorCli;

test.beforeAll(async () => {
  member = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-house-${Date.now().toString(36)}` });
  await operator(
    'adjust',
    'credit',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--amount',
    '100',
    '--reason',
    'House lottery e2e stake',
  );
});
test.afterAll(() => operator.dispose());

const amount = (pattern: RegExp, text: string) =>
  Number((pattern.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));

/** Opens a game's betting view and places one slip of the given choices at ৳1 a line. */
async function placeSlip(page: Page, gameCode: string, betType: RegExp, choices: string[]) {
  await page.goto(`/lottery?gameCode=${gameCode}&lottoView=betting`);
  const betting = page.getByTestId('lottery-betting');
  await expect(betting).toBeVisible();
  // Start with 20 s or more before the close, so the slip is in before it.
  await expect(betting.getByTestId('lottery-countdown')).toHaveText(
    /Betting closes in 0:([2-5]\d)$/,
    { timeout: 65_000 },
  );
  await betting.getByRole('radio', { name: betType }).check();
  await betting.getByLabel('Stake per line').fill('1');
  for (const choice of choices) {
    const button = betting.getByTestId(`lottery-choice-${choice}`);
    await button.focus();
    // The board is keyboard-operable: a choice toggles with Space.
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('lottery-slip-total')).toHaveText(
    new RegExp(`= ৳\\s?${choices.length}\\.00$`),
  );
  await page.getByTestId('lottery-place').click();
  await page.getByTestId('lottery-confirm').getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByTestId('lottery-notice')).toContainText('is placed');
  const bet = page.getByTestId('lottery-bet').first();
  await expect(bet.getByTestId('lottery-bet-status')).toHaveText('Waiting for the draw');
  return bet;
}

/** Waits for the job to settle the bet; returns its stake, return and label. */
async function settled(bet: Locator) {
  const status = bet.getByTestId('lottery-bet-status');
  await expect(status).not.toHaveText('Waiting for the draw', { timeout: 130_000 });
  const text = (await bet.textContent()) ?? '';
  return {
    outcome: await status.getAttribute('data-outcome'),
    label: (await status.textContent()) ?? '',
    stake: amount(/Stake ৳\s?([0-9,]+\.[0-9]{2})/, text),
    win: amount(/· Returned ৳\s?([0-9,]+\.[0-9]{2})/, text),
  };
}

test('a member plays WinGo and K3 and sees each settled, labelled by net result', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);

  // The menu lists the families and no title that cannot be played.
  await page.goto('/lottery');
  await page.getByRole('tab', { name: 'E-lottery' }).click();
  await expect(
    page.locator('[data-testid="lottery-card"][data-game-code="WINGO_1M"]'),
  ).toBeVisible();
  await expect(page.locator('[data-testid="lottery-card"][data-game-code="K3_1M"]')).toBeVisible();
  await expect(page.getByText('Played at')).toHaveCount(0);

  // Both slips go into draws of the same minute, so one wait settles them: WinGo's green and red,
  // then K3's big and small, at ৳1 each.
  await placeSlip(page, 'WINGO_1M', /^Colour/, ['GREEN', 'RED']);
  const k3 = await placeSlip(page, 'K3_1M', /^Big or small/, ['BIG', 'SMALL']);

  // K3: 1.96 back, or nothing on a triple.
  const k3Bet = await settled(k3);
  const dice = k3.getByTestId('lottery-family-result');
  await expect(dice).toHaveAttribute('data-format', 'K3');
  const triple = /Triple/.test((await dice.textContent()) ?? '');
  expect(k3Bet).toMatchObject(
    triple
      ? { stake: 2, win: 0, outcome: 'LOST', label: 'Lost' }
      : { stake: 2, win: 1.96, outcome: 'RETURNED' },
  );
  await expect(dice).toContainText(/Sum \d+/);
  await expect(page.getByTestId('lottery-board')).toContainText('matches the commitment');
  // The dice are read one by one (a list), not as one number.
  await expect(dice.locator('li')).toHaveCount(3);

  // WinGo: 2.00 back on a pure colour, 1.50 on 5 or 0: a partial (or whole) return, never "won".
  await page.goto('/lottery?gameCode=WINGO_1M&lottoView=betting');
  const wingo = page.getByTestId('lottery-bet').first();
  const wingoBet = await settled(wingo);
  expect(wingoBet.stake).toBe(2);
  expect([2, 1.5]).toContain(wingoBet.win);
  expect(wingoBet.outcome).toBe('RETURNED');
  expect(wingoBet.label).toMatch(/^Returned ৳\s?(2\.00|1\.50) of ৳\s?2\.00$/);
  await expect(wingo.getByTestId('lottery-family-result')).toContainText(/Green|Red/);
  const board = page.getByTestId('lottery-board');
  await expect(board.getByTestId('lottery-family-result')).toHaveAttribute('data-format', 'WINGO');
  await expect(board).toContainText('matches the commitment');
});
