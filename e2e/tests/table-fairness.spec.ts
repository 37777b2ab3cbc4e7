import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { callApi, freshIp } from '../support/accounts';
import { useLanguage } from '../support/site';

/**
 * Issue 42 item 5 at /liveTable: a player looks back at the table's rounds and verifies one
 * that is not the last in the browser (its hash and its result recomputed from the revealed
 * seed), and checks another by its number; a round without a result cannot be checked.
 */

const TABLE = 'DRAGON_TIGER_1';
type Round = { roundNo: number; serverSeed: string | null };

/** The table's rounds with a result, newest first, once it has played at least `count`. */
async function resultedRounds(count: number): Promise<Round[]> {
  for (;;) {
    const answer = await callApi('GET', `/live/tables/${TABLE}/rounds?limit=${count}`, {
      ip: freshIp(),
    });
    expect(answer.status).toBe(200);
    const { list } = answer.body.value as { list: Round[] };
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

test('a player verifies a past round and checks another by its number', async ({ page }) => {
  test.setTimeout(90_000);
  const [, older, oldest] = await resultedRounds(3);
  await useLanguage(page, 'en');
  await page.goto(`/liveTable?code=${TABLE}`);
  const history = page.getByTestId('fairness-history');
  await expect(history.getByRole('heading', { name: 'Fairness history' })).toBeVisible();

  // A round that is not the last one, from the list.
  const verifyName = { name: `Verify Round ${older!.roundNo}`, exact: true };
  const verify = history.getByRole('button', verifyName);
  // A filter's inner locator is read inside each row, so it starts from the page, not the list.
  const row = history.getByTestId('fair-row').filter({ has: page.getByRole('button', verifyName) });
  await verify.click();
  await expect(row).toHaveAttribute('data-verdict', 'ok');
  await expect(row).toContainText('Verified: the seed is the committed one');
  await expect(row).toContainText(older!.serverSeed!);
  await expect(history.getByTestId('fair-said')).toHaveText(`Round ${older!.roundNo}: verified.`);

  // Another by its number.
  const lookup = history.getByTestId('round-lookup');
  await lookup.getByLabel('Check a round by number').fill(String(oldest!.roundNo));
  await lookup.getByRole('button', { name: 'Check' }).click();
  await expect(lookup.getByTestId('fair-row')).toHaveAttribute('data-verdict', 'ok');
  await expect(lookup.getByTestId('fair-row')).toContainText(`Round ${oldest!.roundNo}`);

  // A round the table has not played yet has no result to check.
  await lookup.getByLabel('Check a round by number').fill('1999999999');
  await lookup.getByRole('button', { name: 'Check' }).click();
  await expect(lookup.getByTestId('round-lookup-error')).toHaveText(
    'This table has no such round with its result out',
  );

  expect(await blockingViolations(page, ['[data-testid="fairness-history"]'])).toEqual([]);
});
