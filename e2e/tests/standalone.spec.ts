import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/site';
import { portOf, SHELL_URL } from '../support/stack';

/**
 * A remote's own page runs with no shell (issue 11): the remotes take their shared singletons
 * from the shell's page, so the standalone page is built to carry what it needs itself.
 */
test("the lottery's standalone page runs alone on its own port", async ({ page }) => {
  const fromShell: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SHELL_URL)) fromShell.push(request.url());
  });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await useLanguage(page, 'en');
  await page.goto(`http://localhost:${portOf('mf-lottery')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  expect(failures).toEqual([]);
  expect(fromShell).toEqual([]);
});
