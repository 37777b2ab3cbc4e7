import { expect, test } from '@playwright/test';
import { createAccount, type FreshAccount } from '../support/accounts';
import { logIn, useLanguage } from '../support/site';
import { operatorCli, type OperatorCli } from '../support/operator-cli';

/**
 * The house lottery as a member plays it: a star kept per username across a reload, then a
 * 2-digit lô on the 1-minute draw from /vnlottery, the draw made by the API's own job, the
 * result and the bet's state on the page and the balance moving without a reload.
 */
let member: FreshAccount;
let other: FreshAccount;
let operator: OperatorCli;

test.beforeAll(async () => {
  member = await createAccount();
  other = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-lot-${Date.now().toString(36)}` });
  // A fresh member has no money: the operator credits a known amount.
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
    'Lottery e2e stake',
  );
});
test.afterAll(() => operator.dispose());

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('a star is kept per member; a lô on the 1-minute draw settles live', async ({
  page,
  context,
}) => {
  test.setTimeout(200_000);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, member);

  // /lottery: the lobby view; star the 1-minute game.
  await page.goto('/lottery');
  const card = page.locator('[data-testid="lottery-card"][data-game-code="VN_FAST_1M"]');
  await expect(card.getByTestId('lottery-countdown')).toContainText(/closes in \d+:\d{2}/);
  const star = card.getByTestId('lottery-star');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: /Favourites/ }).click();
  await expect(page.getByTestId('lottery-card')).toHaveCount(1);

  // Another member on the same browser has their own favourites.
  const second = await context.newPage();
  await useLanguage(second, 'en');
  await second.goto('/');
  await logIn(second, other);
  await second.goto('/lottery');
  const otherStar = second
    .locator('[data-testid="lottery-card"][data-game-code="VN_FAST_1M"]')
    .getByTestId('lottery-star');
  await expect(otherStar).toHaveAttribute('aria-pressed', 'false');
  await second.close();

  // /vnlottery opens on the 1-minute draw: a 2-digit lô on 45 at 1.00 a point.
  await page.goto('/vnlottery');
  const betting = page.getByTestId('lottery-betting');
  await expect(betting).toBeVisible();
  const balance = page.getByTestId('lottery-balance');
  await expect(balance).toContainText('500.00');
  const before = money(await balance.textContent());
  // The slip takes a few seconds to fill: start it with 20 s or more before betting closes, or a
  // draw closing meanwhile refuses the bet (the page then rightly says to bet on the next one).
  await expect(betting.getByTestId('lottery-countdown')).toHaveText(
    /Betting closes in 0:([2-5]\d)$/,
    { timeout: 65_000 },
  );
  await betting.getByLabel('Stake per point').fill('1');
  await betting.getByTestId('lottery-number-45').click();
  await expect(page.getByTestId('lottery-slip-total')).toHaveText(
    /1 lines × ৳\s?1\.00 × 27 = ৳\s?27\.00/,
  );
  await page.getByTestId('lottery-place').click();
  const confirm = page.getByTestId('lottery-confirm');
  await expect(confirm).toContainText('27.00');
  await confirm.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByTestId('lottery-notice')).toContainText('is placed');
  // The stake leaves the balance, shown without a reload.
  await expect(balance).toContainText((before - 27).toFixed(2));
  const bet = page.getByTestId('lottery-bet').first();
  await expect(bet.getByTestId('lottery-bet-status')).toHaveText('Waiting for the draw');
  const periodText = (await bet.textContent()) ?? '';
  const period = /draw (\d{12})/.exec(periodText)?.[1];
  expect(period).toBeTruthy();

  // The API's job draws it (at most a minute and the close away) and settles the bet.
  await expect(bet.getByTestId('lottery-bet-status')).not.toHaveText('Waiting for the draw', {
    timeout: 120_000,
  });
  const state = await bet.getByTestId('lottery-bet-status').getAttribute('data-status');
  expect(['WON', 'LOST']).toContain(state);
  const win = Number(
    /· Returned ৳\s?([0-9,]+\.[0-9]{2})/
      .exec((await bet.textContent()) ?? '')?.[1]
      ?.replace(/,/g, ''),
  );
  expect(state === 'WON' ? win > 0 : win === 0).toBe(true);
  await expect(balance).toContainText((before - 27 + win).toFixed(2));

  // The result board shows the draw, verified against its commitment; "check my number".
  await page.getByRole('button', { name: new RegExp(`^${period}`) }).click();
  const board = page.getByTestId('lottery-board');
  await expect(board).toContainText(`Result of draw ${period}`);
  await expect(board.locator('.lottery-board__number')).toHaveCount(27);
  await expect(board).toContainText('matches the commitment');
  await page.getByTestId('lottery-check-input').fill('45');
  await expect(page.getByTestId('lottery-check-result')).toContainText(
    state === 'WON' ? '45 ends' : 'wins no prize',
  );
});

test('switching the language keeps the numbers a member has picked', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, other);
  await page.goto('/vnlottery');
  for (const number of ['12', '45', '78'])
    await page.getByTestId(`lottery-number-${number}`).click();
  await expect(page.getByTestId('lottery-number-45')).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Language').selectOption('bn');
  // The page is in Bengali now (the betting screen's heading), and the slip still holds three lines.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ভিয়েতনাম লটারি');
  for (const number of ['12', '45', '78'])
    await expect(page.getByTestId(`lottery-number-${number}`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
});
