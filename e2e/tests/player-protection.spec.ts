import { expect, test, type Page } from '@playwright/test';
import { closeVisitorPopup, createAccount, createFundedAccount } from '../support/accounts';
import { playHouseRounds } from '../support/house-game';
import { logIn, openCentreEntry, useLanguage } from '../support/site';
import { API_URL, OPS_TOKEN } from '../support/stack';

/**
 * Player protection (issue 44) as a player meets it: a deposit limit offered before the first
 * deposit and enforced by the server, a time-out that ends the member's other tab at once and
 * refuses the next login, and the reality check over a game when its interval comes.
 * Each test has a fresh member: a limit or a time-out must not reach the demo accounts.
 */
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const centre = (page: Page) => page.getByTestId('member-centre');
const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Log in' });

async function makeOrder(page: Page, amount: string) {
  const form = centre(page).getByTestId('deposit-page');
  await form.getByRole('button', { name: 'Nagad' }).click();
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('button', { name: 'Create deposit order' }).click();
  return form;
}

/** The operator credits the order with the root token (the deposit spec does it with the CLI). */
async function credit(reference: string): Promise<void> {
  const response = await fetch(`${API_URL}/ops/deposits/${reference}/credit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'e2e: paid in' }),
  });
  if (!response.ok) throw new Error(`credit: ${response.status} ${await response.text()}`);
}

test('a deposit limit set before the first deposit holds: past it the order is refused with the limit named', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await createAccount();
  await page.goto('/');
  await logIn(page, member);

  // The first visit to the deposit page offers a limit before anything is paid in.
  await page.getByTestId('header-deposit').click();
  const offer = centre(page).getByTestId('deposit-limit-offer');
  await expect(offer).toContainText('Before your first deposit');
  await offer.getByRole('button', { name: 'Set a deposit limit' }).click();

  const rg = centre(page).getByTestId('responsible-gaming');
  const daily = rg.locator('[data-limit="deposit-day"]');
  await expect(daily).toContainText('No limit');
  await daily.getByRole('button', { name: 'Set a daily deposit limit' }).click();
  await daily.getByRole('textbox', { name: /^New daily deposit limit/ }).fill('500');
  await daily.getByRole('button', { name: 'Save daily deposit limit' }).click();
  await expect(daily).toContainText('Your new limit applies now.');
  await expect(daily).toContainText('৳ 500.00');

  // 400 is paid in and credited: within the limit.
  await openCentreEntry(page, 'member', 'Deposit');
  const form = await makeOrder(page, '400');
  const reference = form.getByTestId('deposit-reference');
  await expect(reference).toHaveText(/^DP[0-9A-Z]{10}$/);
  await credit((await reference.textContent())!);
  await expect(form.getByTestId('deposit-order')).toContainText('Credited', { timeout: 20_000 });

  // 200 more would pass it: the server refuses the order and says which limit and how much.
  await openCentreEntry(page, 'member', 'Responsible gaming');
  await expect(daily).toContainText('Used ৳ 400.00 of ৳ 500.00');
  await openCentreEntry(page, 'member', 'Deposit');
  const another = centre(page).getByRole('button', { name: 'Make another deposit' });
  if (await another.isVisible()) await another.click();
  const refused = await makeOrder(page, '200');
  await expect(refused).toContainText(
    /This would go past your daily deposit limit of ৳ 500\.00 \(৳ 400\.00 used so far\); it resets at 00:00 on \d+ \w+\./,
  );
});

test('a time-out logs the member out of a second tab at once and the next login says until when', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const member = await createAccount();
  await page.goto('/');
  await logIn(page, member);
  const second = await context.newPage();
  // The second tab is a page of its own: without this, the visitors' announcements popup may
  // cover its Log in button (it did on a slow machine).
  await useLanguage(second, 'en');
  await second.goto('/');
  await logIn(second, member);
  await expect(second.getByTestId('header-balance')).toBeVisible();

  await openCentreEntry(page, 'member', 'Responsible gaming');
  await centre(page).getByRole('tab', { name: 'Take a break' }).click();
  await centre(page).getByRole('combobox', { name: 'Time-out length' }).selectOption('1');
  await centre(page).getByRole('button', { name: 'Take a time-out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Take a time-out?' });
  await expect(dialog).toContainText('It cannot be undone or shortened.');
  await dialog.getByLabel('Login password').fill(member.password);
  await dialog.getByRole('button', { name: 'Yes, start it' }).click();

  await expect(loginButton(page)).toBeVisible();
  // The other tab hears its session end from the live stream, without a reload.
  await expect(loginButton(second)).toBeVisible({ timeout: 10_000 });
  await expect(second.getByTestId('header-balance')).toHaveCount(0);

  // A visitor again: the visitors' announcements greet them first.
  await closeVisitorPopup(page);
  await loginButton(page).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username').fill(member.username);
  await modal.getByLabel('Password').fill(member.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal).toContainText(
    /Your account is on a time-out until \d{2}:\d{2} on \d+ \w+ \d{4}\./,
  );
});

test('the reality check comes over a game at its interval, with the time played and the net position', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await createFundedAccount(100);
  await page.clock.install();
  await page.goto('/');
  await logIn(page, member);
  const played = await playHouseRounds(page, { rounds: 2, bet: 1 });
  const frame = page.getByTestId('game-page');
  await expect(frame).toBeVisible();
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  // The brand's default interval is 30 minutes.
  await page.clock.fastForward('30:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been playing for 30 min since you logged in.');
  await expect(check).toContainText(
    `Your net position in this session: ৳ ${(played.winLoss / 100).toFixed(2)} (wins less stakes).`,
  );
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  // Still at the game, still logged in.
  await expect(frame).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
