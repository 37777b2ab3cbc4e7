import { expect, test } from '@playwright/test';
import { DEMO, logIn, useLanguage } from '../support/site';

/**
 * The page's one server-state cache (TanStack Query, shared by the shell and every remote):
 * what the shell has already loaded, a remote does not ask for again.
 */
test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the lobby reads the game menus the home page loaded: one request for both', async ({
  page,
}) => {
  const menuRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/lgw/games/game_menus')
      menuRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('category-grid')).toBeVisible();
  await page.getByTestId('category-grid').getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('lobby-page')).toBeVisible();
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  expect(menuRequests).toHaveLength(1);
});

test('the agent centre takes the whitelabel tree from the brand the shell loaded, without asking for it', async ({
  page,
}) => {
  const brandRequests: string[] = [];
  await page.goto('/');
  await logIn(page, DEMO.agent);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/wps/system/permission' || pathname === '/wps/system/whitelabel')
      brandRequests.push(pathname);
  });
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const agentCentre = page.getByTestId('agent-centre');
  await expect(agentCentre.locator('[data-figure="members"]')).toHaveText(/^\d+$/);
  await expect(agentCentre.getByRole('button', { name: 'Team overview' })).toBeVisible();
  expect(brandRequests).toEqual([]);
});
