import { expect, type Page } from '@playwright/test';

export type HouseRounds = {
  /** Money staked, in minor units. */
  stake: number;
  /** Wins minus stakes, in minor units. */
  winLoss: number;
};

/**
 * Plays rounds of the house slot (Padma Fortune) as a player would: opens it from the slots
 * lobby, picks the bet (in taka; the game's default when left out) and spins, waiting for
 * each spin's answer. Answers what the rounds staked and won, from the game's own answers.
 */
export async function playHouseRounds(
  page: Page,
  options: { rounds: number; bet?: number },
): Promise<HouseRounds> {
  await page.goto('/rng?vendor=HOUSE');
  await page.getByRole('button', { name: 'Play Padma Fortune' }).click();
  const frame = page.frameLocator('[data-testid="game-page"] iframe');
  if (options.bet !== undefined) await frame.getByLabel('Bet').selectOption(String(options.bet));
  const played: HouseRounds = { stake: 0, winLoss: 0 };
  for (let round = 0; round < options.rounds; round += 1) {
    const spun = page.waitForResponse(
      (response) =>
        response.url().includes('/house/api/spin') && response.request().method() === 'POST',
    );
    const button = frame.getByRole('button', { name: /spin/i });
    await expect(button).toBeEnabled({ timeout: 15_000 });
    await button.click();
    const response = await spun;
    expect(response.status()).toBe(200);
    const { value } = (await response.json()) as { value: { bet: number; win: number } };
    played.stake += Math.round(value.bet * 100);
    played.winLoss += Math.round(value.win * 100) - Math.round(value.bet * 100);
  }
  return played;
}
