import { expect, test, type Request } from '@playwright/test';
import { callApi, createAccount, freshIp } from '../support/accounts';
import { createOperator, signInToConsole, type ConsoleOperator } from '../support/console';
import { useLanguage } from '../support/site';

/**
 * The console's queues update live (issue 45 item 3): a finance operator has the deposits queue
 * open, a member makes a deposit on the site, and the row appears within seconds with no reload;
 * the queue asks for its list only after the API's stream said the queue changed (no poll while
 * the stream is up).
 */
let cashier: ConsoleOperator;
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/live';

test.beforeAll(async () => {
  cashier = await createOperator('livedesk', ['finance']);
});

test('a deposit a member makes appears in the open deposits queue by push', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createAccount();
  const ip = freshIp();
  const login = await callApi('POST', '/wps/session/login', {
    ip,
    body: { username: member.username, password: member.password, type: 'username' },
  });
  expect(login.status).toBe(200);
  const token = String(login.body.value.token);

  await useLanguage(page, 'en');
  await signInToConsole(page, cashier);
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  // Other tests of this stack make deposits too: the member's alone.
  await page.getByLabel('Member').fill(member.username);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No pending deposit matches.')).toBeVisible();
  const state = page.locator('.queue__header [data-live-state]');
  await expect(state).toHaveText('Live');
  await expect(state).toHaveAttribute('aria-live', 'polite');

  const lists: number[] = [];
  const isList = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === '/ops/deposits';
  page.on('request', (request) => {
    if (isList(request)) lists.push(Date.now());
  });
  // While the stream is up the queue does not poll: nothing is asked for a while.
  await page.waitForTimeout(4_000);
  expect(lists).toEqual([]);

  const madeAt = Date.now();
  const made = await callApi('POST', '/wps/member/deposit/orders', {
    ip,
    token,
    body: {
      method: 'bkash',
      channel: 'bkash-personal',
      amount: 300,
      idempotencyKey: `live-${member.username}`,
    },
  });
  expect(made.status).toBe(200);
  const reference = String(made.body.value.reference);

  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(row).toContainText('300.00');
  // One list request, after the deposit: the push asked for it, not a reload or a poll.
  expect(lists.length).toBeGreaterThanOrEqual(1);
  expect(lists.every((at) => at >= madeAt)).toBe(true);
  expect(Date.now() - madeAt).toBeLessThan(10_000);
  await expect(state).toHaveText('Live');

  // The header in both languages and themes (looked at under /work/shots/live/), then with the
  // stream refused: "Reconnecting…", and the queue still shows (it polls every minute).
  await page.setViewportSize({ width: 1280, height: 800 });
  const labels = { en: 'Live', bn: 'লাইভ' };
  for (const language of ['en', 'bn'] as const)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        ([lang, mode]) => {
          localStorage.setItem('lang', lang!);
          localStorage.setItem('theme', mode!);
        },
        [language, theme],
      );
      await page.reload();
      await expect(state).toHaveText(labels[language]);
      await page.screenshot({ path: `${SHOTS}/deposits-live-${language}-${theme}.png` });
    }
  await page.route('**/ops/events**', (route) => route.abort());
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(state).toHaveText('Reconnecting…');
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/deposits-reconnecting-en-light.png` });
});
