import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  balanceMinor,
  callApi,
  createFundedAccount,
  freshIp,
  memberToken,
  type FreshAccount,
} from '../support/accounts';
import { logIn, useLanguage } from '../support/site';

/**
 * Issue 42's acceptance at /liveTable: two members at one baccarat table, each in a browser
 * context of their own, see the same round (its number and its deadline on the server's clock)
 * and the same result; each one's balance moves by exactly − stakes + what the API's rules
 * return for that result (money in minor units, compared to the unit).
 */

const TABLE = 'BACCARAT_1';
/** Enough of the betting window left to lay chips and confirm in both pages (s). */
const ENOUGH_SECONDS = 8;

type Round = { roundNo: number; state: string; closesAt: string; winner: string | null };

async function api<Value>(method: string, path: string, token?: string, body?: unknown) {
  const answer = await callApi(method, path, { ip: freshIp(), token, body });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.value as Value;
}

/** What a stake on a baccarat spot returns (gross), as the table's rules state it. */
function baccaratReturn(spot: string, stakeMinor: number, winner: string): number {
  if (spot === 'TIE') return winner === 'TIE' ? 9 * stakeMinor : 0;
  if (winner === 'TIE') return stakeMinor;
  if (winner !== spot) return 0;
  return spot === 'BANKER' ? stakeMinor + Math.floor((stakeMinor * 95) / 100) : 2 * stakeMinor;
}

async function openTable(browser: Browser, account: FreshAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await page.goto(`/liveTable?code=${TABLE}`);
  // The remote's first load: a whole run on a loaded machine still said "Loading…" after 10 s.
  await expect(page.getByTestId('live-table')).toBeVisible({ timeout: 30_000 });
  await logIn(page, account);
  return page;
}

const clockOf = (page: Page) => page.getByTestId('round-clock');

/** The next round whose betting window still has ENOUGH_SECONDS, as the API tells it. */
async function roundWithTimeToBet(): Promise<Round> {
  for (;;) {
    const { table, serverTime } = await api<{ table: { round: Round | null }; serverTime: string }>(
      'GET',
      `/live/tables/${TABLE}`,
    );
    const round = table.round;
    if (
      round?.state === 'BETTING' &&
      Date.parse(round.closesAt) - Date.parse(serverTime) > ENOUGH_SECONDS * 1000
    )
      return round;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Lays `count` chips of `chipMinor` on each spot and confirms; the page shows the stake. */
async function bet(page: Page, chipMinor: number, spots: string[]) {
  await page.locator(`.lt-chip[data-value="${chipMinor}"]`).click();
  for (const spot of spots) await page.locator(`.lt-board [data-spot="${spot}"]`).click();
  await page.getByTestId('confirm-bets').click();
  await expect(page.getByTestId('my-stake')).toHaveAttribute(
    'data-minor',
    String(chipMinor * spots.length),
  );
}

test.describe.configure({ timeout: 150_000 });

let alice: FreshAccount;
let bob: FreshAccount;

test.beforeAll(async () => {
  [alice, bob] = await Promise.all([createFundedAccount(1_000), createFundedAccount(1_000)]);
});

test('two members at one baccarat table: the same countdown and result, each balance moved by its own bets to the unit', async ({
  browser,
}) => {
  // One login after the other: two at once can outlast the login's wait on a busy machine.
  const alicePage = await openTable(browser, alice);
  const bobPage = await openTable(browser, bob);
  const [aliceToken, bobToken] = await Promise.all([memberToken(alice), memberToken(bob)]);

  const round = await roundWithTimeToBet();
  // Both pages count down to the same round's deadline on the server's clock.
  for (const page of [alicePage, bobPage]) {
    await expect(clockOf(page)).toHaveAttribute('data-round', String(round.roundNo));
    await expect(clockOf(page)).toHaveAttribute('data-closes-at', round.closesAt);
    await expect(clockOf(page)).toHaveAttribute('data-phase', 'BETTING');
  }
  const [aliceBefore, bobBefore] = await Promise.all([
    balanceMinor(aliceToken),
    balanceMinor(bobToken),
  ]);

  // Alice: ৳10 twice on the player. Bob: ৳10 on the banker and ৳10 on the tie.
  await Promise.all([
    bet(alicePage, 1_000, ['PLAYER', 'PLAYER']),
    bet(bobPage, 1_000, ['BANKER', 'TIE']),
  ]);
  expect(await balanceMinor(aliceToken)).toBe(aliceBefore - 2_000);
  expect(await balanceMinor(bobToken)).toBe(bobBefore - 2_000);
  // Each sees the other's chips among the others' totals on the spot.
  await expect(alicePage.locator('.lt-board [data-spot="BANKER"] .lt-spot__others')).toBeVisible();
  await expect(bobPage.locator('.lt-board [data-spot="PLAYER"] .lt-spot__others')).toBeVisible();

  // The same result on both pages, for that round.
  const results = [alicePage, bobPage].map((page) =>
    page.locator(`[data-testid="round-result"][data-round="${round.roundNo}"]`),
  );
  for (const result of results) await expect(result).toBeVisible({ timeout: 60_000 });
  const winner = await results[0]!.getAttribute('data-winner');
  expect(winner).toMatch(/^(PLAYER|BANKER|TIE)$/);
  await expect(results[1]!).toHaveAttribute('data-winner', winner!);

  // Settled: each balance moved by exactly its own bets' returns.
  const aliceReturn = baccaratReturn('PLAYER', 2_000, winner!);
  const bobReturn =
    baccaratReturn('BANKER', 1_000, winner!) + baccaratReturn('TIE', 1_000, winner!);
  await expect(alicePage.getByTestId('my-result')).toHaveAttribute(
    'data-paid',
    String(aliceReturn),
    { timeout: 30_000 },
  );
  await expect(bobPage.getByTestId('my-result')).toHaveAttribute('data-paid', String(bobReturn), {
    timeout: 30_000,
  });
  expect(await balanceMinor(aliceToken)).toBe(aliceBefore - 2_000 + aliceReturn);
  expect(await balanceMinor(bobToken)).toBe(bobBefore - 2_000 + bobReturn);

  // The round's seed, revealed with the result, checked in each browser with the same engine.
  for (const page of [alicePage, bobPage])
    await expect(page.getByTestId('round-fairness').locator('.lt-fair__badge')).toHaveAttribute(
      'data-verified',
      'true',
    );
});
