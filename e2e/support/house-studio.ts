import { expect, type FrameLocator, type Page, type Response } from '@playwright/test';
import { minorUnits } from './money';
import { openCentreEntry } from './site';

/**
 * The house game studio's pages (house-games/web) as a player reaches them: a lobby, a vendor's
 * tab, a game type, the first tile; the game runs in the /game page's frame.
 */
export async function openStudioGame(
  page: Page,
  lobbyPath: string,
  gameType?: string,
): Promise<FrameLocator> {
  await page.goto(lobbyPath);
  const lobby = page.getByTestId('lobby-page');
  const cards = page.getByTestId('game-card');
  const tab = lobby.getByRole('tab').filter({ hasText: 'JILI' }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  if (gameType) await lobby.getByLabel('Game type').selectOption({ label: gameType });
  await expect(cards.first()).toBeVisible();
  await cards
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page).toHaveURL(/\/game\?/);
  const frame = page.frameLocator('[data-testid="game-page"] iframe');
  await expect(frame.getByTestId('house-balance')).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** The balance the game's own header shows, in minor units. */
export const frameBalance = async (frame: FrameLocator) =>
  minorUnits(await frame.getByTestId('house-balance').innerText());

/** The site header's balance, in minor units. */
export const siteBalance = async (page: Page) =>
  minorUnits(await page.getByTestId('header-balance').innerText());

/** Waits for the game server's answer to a POST whose path ends with `path`. */
export const houseAnswer = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith(`/house/api/${path}`) &&
      response.request().method() === 'POST',
  );

/** Minor units of an amount in major units, as the API answers it. */
export const minor = (major: number) => Math.round(major * 100);

/**
 * After a round: the game's header and the site's header both show before − stake + win, to the
 * unit (the site's through its live balance events).
 */
export async function expectBalances(
  page: Page,
  frame: FrameLocator,
  expected: { frame: number; site: number },
): Promise<void> {
  await expect.poll(() => frameBalance(frame), { timeout: 20_000 }).toBe(expected.frame);
  await expect.poll(() => siteBalance(page), { timeout: 20_000 }).toBe(expected.site);
}

/** The round just played is in the member centre's betting record, under the game's name. */
export async function expectInBettingRecord(page: Page, frame: FrameLocator): Promise<void> {
  const gameName = await frame.getByRole('heading', { level: 1 }).innerText();
  const centre = await openCentreEntry(page, 'member', 'Betting record');
  await expect(centre.getByTestId('betting-record-page').getByRole('table')).toContainText(
    gameName,
  );
}
