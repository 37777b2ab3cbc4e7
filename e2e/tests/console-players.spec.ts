import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { useLanguage } from '../support/site';
import { API_URL, CONSOLE_URL, operatorCall } from '../support/stack';

/**
 * Players in the operator console (issue 45 item 4): a support operator (no authenticator code)
 * finds the demo member by username and reads its balance and ledger; a finance operator
 * adjusts the balance with a reason, and the ledger shows the movement with that reason.
 */
const PASSWORD = 'a-long-operator-password';
const stamp = Date.now() % 1_000_000;

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

async function signIn(page: Page, username: string, code?: string) {
  await page.goto(`${CONSOLE_URL}/players`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
}

/** The operator's authenticator, linked through the API as the console's enrolment does. */
async function enrolAuthenticator(username: string): Promise<string> {
  const post = async <Value>(path: string, body: object, token?: string) => {
    const response = await fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { value: Value };
    expect(response.status, path).toBe(200);
    return envelope.value;
  };
  const session = await post<{ token: string }>('/ops/session', { username, password: PASSWORD });
  const { secret } = await post<{ secret: string }>('/ops/me/totp', {}, session.token);
  await post('/ops/me/totp/confirm', { code: generateSync({ secret }) }, session.token);
  return secret;
}

test('support finds the demo member and reads its balance and ledger', async ({ page }) => {
  const username = `support${stamp}`;
  await operatorCall('POST', '/ops/operators', {
    username,
    password: PASSWORD,
    roles: ['support'],
  });
  await signIn(page, username);

  await page.getByLabel('Username, phone, e-mail or payout account').fill('demo_mem');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Players found' });
  await results
    .getByRole('row', { name: /PADMA/ })
    .getByRole('link', { name: 'demo_member' })
    .click();

  await expect(page.getByRole('heading', { name: /demo_member/ })).toBeVisible();
  await expect(page.getByTestId('player-balance')).toHaveText(/\d[\d,]*\.\d{2} BDT/);
  await page.getByRole('tab', { name: 'Balance' }).click();
  await expect(page.getByRole('region', { name: 'Ledger' }).getByRole('row')).not.toHaveCount(0);
  // Support does not adjust balances: the form is finance's.
  await expect(page.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
});

test("a finance operator's adjustment shows in the ledger with its reason", async ({ page }) => {
  const username = `finance${stamp}`;
  await operatorCall('POST', '/ops/operators', {
    username,
    password: PASSWORD,
    roles: ['finance'],
    brands: ['PADMA'],
  });
  const secret = await enrolAuthenticator(username);
  // The enrolment used this 30 s step's code: the next step's is good once too.
  await signIn(page, username, generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.goto(`${CONSOLE_URL}/players/PADMA/demo_member`);
  await page.getByRole('tab', { name: 'Balance' }).click();

  await page.getByLabel('Amount').fill('12.34');
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByTestId('player-dialog');
  await expect(dialog).toContainText('Add 12.34 BDT to demo_member');
  await dialog.getByLabel('Reason (kept in the audit trail)').fill(`e2e goodwill ${stamp}`);
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'balance was adjusted' })).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(
    ledger.getByRole('row', { name: new RegExp(`e2e goodwill ${stamp}`) }),
  ).toContainText('+12.34');
});
