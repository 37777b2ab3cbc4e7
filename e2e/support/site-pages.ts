import { expect, type Page } from '@playwright/test';

/** spec §2's pages with a screen of their own (the header-only game pages need a game). */
export const SITE_PAGES = [
  '/',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/live',
  '/sports',
  '/esports',
  '/rng',
  '/fish',
  '/pvp',
  '/lottery',
  '/vnlottery',
  '/promotions',
  '/promoDetail?id=1',
  '/help',
  '/down',
  '/join',
] as const;

/** Where each centre opens from in the header's account menu (an agent's menu has both). */
const CENTRES = {
  'member-centre': 1,
  'agent-centre': 2,
} as const;

/**
 * Opens a centre and each entry of its navigation in turn, by position (so in any language),
 * calling `visit` with the entry's name once it is shown.
 */
export async function eachCentreEntry(
  page: Page,
  centre: keyof typeof CENTRES,
  visit: (entry: string) => Promise<void>,
): Promise<void> {
  await page.goto('/');
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem').nth(CENTRES[centre]).click();
  const entries = page.getByTestId(centre).getByRole('navigation').getByRole('button');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  for (let index = 0; index < count; index += 1) {
    const entry = entries.nth(index);
    const name = (await entry.innerText()).replace(/\s+/g, ' ');
    await entry.click();
    await page.waitForLoadState('networkidle');
    await visit(`${centre}: ${name}`);
  }
}
