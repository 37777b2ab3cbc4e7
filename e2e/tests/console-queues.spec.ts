import { expect, test } from '@playwright/test';
import { callApi, freshIp } from '../support/accounts';
import { createOperator, type ConsoleOperator } from '../support/console';
import { useLanguage } from '../support/site';
import { CONSOLE_URL } from '../support/stack';

/**
 * The console's feedback queue (issue 45): what a visitor wrote on the site reaches the support
 * role's queue, which marks it handled with what was done; it then leaves the open queue and
 * shows under the handled ones, with the operator's name and note.
 */
let support: ConsoleOperator;

test.beforeAll(async () => {
  support = await createOperator('care', ['support']);
});

test("a support operator handles a visitor's feedback from the queue", async ({ page }) => {
  const content = `The withdrawal page froze on my phone ${Date.now().toString(36)} twice today`;
  const sent = await callApi('PUT', '/wps/feedback', {
    ip: freshIp(),
    body: { questionType: 'WITHDRAWAL', content, contact: '01711000000' },
  });
  expect(sent.status).toBe(200);

  await useLanguage(page, 'en');
  await page.goto(CONSOLE_URL);
  await page.getByLabel('Username').fill(support.username);
  await page.getByLabel('Password').fill(support.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('Reach at: 01711000000');
  await row.getByRole('button', { name: /^Mark handled/ }).click();
  const dialog = page.getByTestId('feedback-dialog');
  await dialog.getByLabel('What you did').fill('Asked the app team; fixed in the next release');
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is handled.' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status').selectOption('handled');
  await expect(row).toContainText(`By ${support.username}`);
  await expect(row).toContainText('Asked the app team; fixed in the next release');
});
