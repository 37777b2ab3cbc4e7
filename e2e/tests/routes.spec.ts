import { expect, test } from '@playwright/test';
import { DEMO, logIn, useLanguage } from '../support/site';

test('a new visitor gets Bengali by default, and a chosen language sticks across reloads', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Padma Play-এ স্বাগতম' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByLabel('ভাষা').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Welcome to Padma Play' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Padma Play' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('the shell and every remote route', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('home renders the shell with game categories from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Padma Play' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Home', 'Live casino', 'Slots', 'Lottery', 'Points mall']) {
      await expect(navigation.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByTestId('category-grid').getByRole('link')).toHaveCount(8);
    await expect(page.getByTestId('category-grid')).toContainText('Live Casino');
  });

  for (const [path, category, heading] of [
    ['/live', 'LIVE', 'Live Casino'],
    ['/sports', 'SPORTS', 'Sports'],
    ['/esports', 'ESPORTS', 'E-Sports'],
    ['/rng', 'RNG', 'Slots'],
    ['/fish', 'FISH', 'Fishing'],
    ['/pvp', 'PVP', 'Poker'],
  ] as const) {
    test(`${path} mounts the lobby remote for ${category}`, async ({ page }) => {
      await page.goto(path);
      const lobby = page.getByTestId('lobby-page');
      await expect(lobby).toHaveAttribute('data-category', category);
      await expect(lobby.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // the API's vendors of that category as tabs, and the first vendor's games as cards
      await expect(lobby.getByRole('tab').first()).toBeVisible();
      await expect(lobby.getByTestId('game-card').first()).toBeVisible();
    });
  }

  test('/lottery mounts the lottery remote with popular games', async ({ page }) => {
    await page.goto('/lottery');
    await expect(page.getByTestId('lottery-page')).toBeVisible();
    await expect(page.getByTestId('lottery-card')).toHaveCount(20);
    await page.getByRole('tab', { name: 'E-lottery' }).click();
    await expect(page.getByTestId('lottery-card').first()).toContainText('E-lottery');
  });

  test('/vnlottery mounts the lottery remote on the house draws, the 1-minute one open', async ({
    page,
  }) => {
    await page.goto('/vnlottery');
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-page-type', 'vnlottery');
    await expect(page.getByRole('tab', { name: 'Vietnam Fast 1 Min' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('lottery-betting')).toBeVisible();
  });

  test('/pointMall mounts the points mall; a member sees their points', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-mall-page')).toContainText('Collect points as you play');
    await logIn(page, DEMO.member);
    // The seeded 3,420 plus whatever house-game rounds other tests on this stack earned.
    await expect(page.getByTestId('point-balance')).toHaveText(/^\d{1,3}(,\d{3})*$/);
    expect(
      Number((await page.getByTestId('point-balance').innerText()).replace(/,/g, '')),
    ).toBeGreaterThanOrEqual(3_420);
    await expect(page.getByTestId('reward-card').first()).toBeVisible();
  });

  test('the member centre and agent centre open over the page for the right accounts', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, DEMO.agent);
    await expect(page.getByTestId('header-nickname')).toHaveText(DEMO.agent.nickname);
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Agent centre' }).click();
    const agentCentre = page.getByTestId('agent-centre');
    await expect(agentCentre.locator('[data-figure="members"]')).toHaveText(/^\d+$/);
    await agentCentre.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Personal centre' }).click();
    const memberCentre = page.getByTestId('member-centre');
    await expect(memberCentre.getByTestId('member-account')).toContainText(DEMO.agent.username);
    // The 14 entries of spec §2, then account history and responsible gaming (issue 44); the
    // page beside them has buttons of its own.
    await expect(memberCentre.getByRole('navigation').getByRole('button')).toHaveCount(16);
  });

  test('a plain member has no agent centre entry', async ({ page }) => {
    await page.goto('/');
    await logIn(page, DEMO.member);
    await page.getByTestId('account-menu-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Personal centre' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
  });
});
