import { expect, test, type Page } from '@playwright/test';
import { callApi, freshIp } from '../support/accounts';
import { minorUnits, taka } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { logIn, useLanguage } from '../support/site';
import { API_URL } from '../support/stack';

/**
 * Deposit (issue 12) as a member and an operator would do it: the member makes an order in
 * the member centre, the operator credits or fails it with the CLI (a child process, as a
 * person at a terminal), and the member sees the outcome, the message badge and the header
 * balance change without a reload.
 */
// Its own demo account: the withdrawal spec's turnover rule must not see these deposits.
const MEMBER = { username: 'demo_sub1', password: 'Member@2026' };

let operator: OperatorCli;
test.beforeAll(async () => {
  operator = await operatorCli({ bootstrap: `cashier${Date.now() % 1_000_000}` });
});
test.afterAll(() => operator.dispose());
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

const centre = (page: Page) => page.getByTestId('member-centre');
const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('header-unclaimed');
  return (await badge.isVisible()) ? Number(await badge.textContent()) : 0;
};

async function makeOrder(page: Page, amount: string): Promise<string> {
  await page.getByTestId('header-deposit').click();
  const form = centre(page).getByTestId('deposit-page');
  await form.getByRole('button', { name: 'Nagad' }).click();
  await expect(form.getByText('01800-000001')).toBeVisible();
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('button', { name: 'Create deposit order' }).click();
  const reference = form.getByTestId('deposit-reference');
  await expect(reference).toHaveText(/^DP[0-9A-Z]{10}$/);
  await expect(form.getByTestId('deposit-order')).toContainText('Pending');
  return (await reference.textContent())!;
}

test('a deposit credited by the operator with the CLI reaches the balance and the badge live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logIn(page, MEMBER);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/\d/);
  const before = minorUnits(await balance.textContent());
  const unreadBefore = await badgeCount(page);

  const reference = await makeOrder(page, '1500');
  const listed = await operator(
    'deposits',
    'list',
    '--state',
    'pending',
    '--member',
    MEMBER.username,
  );
  expect(listed).toContain(reference);
  const credited = await operator('deposits', 'credit', reference);
  expect(credited).toContain('credited');

  // No reload: the live push moves the header, the order view follows.
  await expect(balance).toHaveText(taka(before + 150_000), { timeout: 20_000 });
  // The deposit's message, and what the deposit itself may have earned (a daily deposit mission).
  await expect.poll(() => badgeCount(page), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);
  await expect(centre(page).getByTestId('deposit-order')).toContainText('Credited', {
    timeout: 20_000,
  });
  // A second credit changes nothing.
  await operator('deposits', 'credit', reference);
  await expect(balance).toHaveText(taka(before + 150_000));

  // The history lists it with its state.
  await centre(page).getByRole('tab', { name: 'History' }).click();
  const history = centre(page).getByTestId('deposit-history');
  await expect(history.getByRole('row', { name: new RegExp(reference) })).toContainText('Credited');
});

test('the history open beside the balance follows the operator live: pending, then credited (issue 40 item 10)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logIn(page, MEMBER);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/\d/);
  const before = minorUnits(await balance.textContent());
  const reference = await makeOrder(page, '700');
  await centre(page).getByRole('tab', { name: 'History' }).click();
  const row = centre(page)
    .getByTestId('deposit-history')
    .getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Pending');
  await operator('deposits', 'credit', reference);
  await expect(balance).toHaveText(taka(before + 70_000), { timeout: 20_000 });
  // No poll on the history: the live push asks it again.
  await expect(row).toContainText('Credited', { timeout: 5_000 });
});

test('a failed deposit shows failed with its reason', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logIn(page, MEMBER);
  const reference = await makeOrder(page, '600');
  await operator('deposits', 'fail', reference, '--reason', 'No payment arrived');
  const order = centre(page).getByTestId('deposit-order');
  await expect(order).toContainText('Failed', { timeout: 20_000 });
  await expect(order.getByTestId('deposit-fail-reason')).toHaveText('No payment arrived');
});

test('below the minimum is refused in the page and by the API; a trial account is refused', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, MEMBER);
  await page.getByTestId('header-deposit').click();
  const form = centre(page).getByTestId('deposit-page');
  await form.getByRole('textbox', { name: /^Amount/ }).fill('50');
  await form.getByRole('button', { name: 'Create deposit order' }).click();
  await expect(form.getByText('The amount must be at least ৳ 200.00')).toBeVisible();

  const ip = freshIp();
  const login = await callApi('POST', '/wps/session/login', {
    ip,
    body: { username: 'demo_trial', password: 'Trial@2026', type: 'username' },
  });
  const token = String(login.body.value.token);
  const refused = await fetch(`${API_URL}/wps/member/deposit/methods`, {
    headers: { Merchant: 'PADMA', authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('NOT_REAL_ACCOUNT');
});
