import { expect, type Browser, type Page, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { callApi, createFundedAccount, freshIp, type FreshAccount } from '../support/accounts';
import { minorUnits } from '../support/money';
import { logIn, useLanguage } from '../support/site';
import { operatorCall } from '../support/stack';

/**
 * Issue 42 item 4's acceptance as two members meet at a teen patti table, each in a browser of
 * their own: both sit down and are dealt in, play blind, and the first asks for the show. The
 * winner's balance rises by the pot less the rake, the loser's falls by its stakes and the house
 * gains the rake (the operators' daily report: PVP's stakes less payouts), each to the unit;
 * both pages show both hands with their names, and the deal verifies in the browser, at the
 * table and again from the member's own hands.
 */

type Player = { seat: number; you: boolean; staked: number; cards: string[] | null };
type Hand = {
  id: string;
  state: 'PLAYING' | 'FINISHED';
  pot: number;
  rake: number | null;
  winnerSeat: number | null;
  endedBy: string | null;
  players: Player[];
};
type TableState = { yourSeat: number | null; hand: Hand | null };
type Table = { id: string; name: string; seats: number; boot: number };
type DailyReport = { totals: { products: Array<{ product: string; ggr: number }> } };

const minor = (major: number) => Math.round(major * 100);

async function api<Value>(method: string, path: string, token?: string, body?: unknown) {
  const answer = await callApi(method, path, { ip: freshIp(), token, body });
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.value as Value;
}

async function memberToken(account: FreshAccount): Promise<string> {
  const login = await api<{ token: string }>('POST', '/wps/session/login', undefined, {
    type: 'username',
    username: account.username,
    password: account.password,
  });
  return login.token;
}

const balanceMinor = async (token: string) =>
  minor((await api<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', token)).sumBalance);

/** The house's takings from the members' tables so far: the PVP stakes less their payouts. */
async function pvpTakingsMinor(): Promise<number> {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const report = await operatorCall<DailyReport>(
    'GET',
    `/ops/reports/daily?brand=PADMA&from=${day(-1)}&to=${day(1)}`,
  );
  return minor(report.totals.products.find((product) => product.product === 'PVP')?.ggr ?? 0);
}

async function openTable(browser: Browser, account: FreshAccount, table: Table): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await page.goto(`/teenpatti?table=${table.id}`);
  await expect(page.getByTestId('tp-login')).toBeVisible();
  await logIn(page, account);
  await expect(page.getByTestId('tp-table')).toBeVisible();
  await expect(page.getByRole('heading', { name: table.name })).toBeVisible();
  return page;
}

/** Sits down, which deals the member in, confirming first that each hand takes the boot. */
async function sitAndDealIn(page: Page, bootText: string) {
  await page.getByTestId('tp-sit').click();
  const confirm = page.getByTestId('tp-join-confirm');
  await expect(confirm).toContainText(bootText);
  await confirm.getByRole('button', { name: 'Deal me in' }).click();
  await expect(page.getByTestId('tp-sit-out')).toBeVisible();
}

test('two members play a hand to a show: winner + pot − rake, loser − stakes, house + rake, to the unit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await Promise.all([
    createFundedAccount(1_000),
    createFundedAccount(1_000),
  ]);
  const [firstToken, secondToken] = await Promise.all([memberToken(first), memberToken(second)]);
  const { list } = await api<{ list: Table[] }>('GET', '/teenpatti/tables');
  const table = list.find((candidate) => candidate.seats === 2 && candidate.name === 'Heads-up 5')!;
  expect(table).toBeTruthy();
  const before = {
    first: await balanceMinor(firstToken),
    second: await balanceMinor(secondToken),
    house: await pvpTakingsMinor(),
  };

  const firstPage = await openTable(browser, first, table);
  await sitAndDealIn(firstPage, '৳ 5.00');
  // Alone at the table: the page says it waits for another player.
  await expect(firstPage.getByTestId('tp-waiting')).toBeVisible();
  const secondPage = await openTable(browser, second, table);
  await sitAndDealIn(secondPage, '৳ 5.00');

  // Both are dealt in (the boot): the first seated acts first in hand 1.
  for (const page of [firstPage, secondPage])
    await expect(page.getByTestId('tp-pot')).toHaveText('৳ 10.00');
  await expect(firstPage.getByTestId('tp-my-cards').getByRole('img')).toHaveCount(3);
  await expect(firstPage.getByTestId('tp-my-cards')).toContainText(
    'Your cards are face down until you see them.',
  );
  // Only the moves of this turn: the second player may only look at their cards.
  await expect(secondPage.getByTestId('tp-actions').getByRole('button')).toHaveCount(0);
  await expect(secondPage.getByTestId('tp-actions')).toContainText('Waiting for');

  await firstPage.getByTestId('tp-act-CHAAL').click();
  await expect(firstPage.getByTestId('tp-pot')).toHaveText('৳ 15.00');
  await expect(secondPage.getByTestId('tp-pot')).toHaveText('৳ 15.00');
  await expect(secondPage.getByTestId('tp-act-CHAAL')).toContainText('৳ 5.00');
  await secondPage.getByTestId('tp-act-CHAAL').click();
  // The second sits out the next hands, so the next deal does not replace this hand's result.
  await secondPage.getByTestId('tp-sit-out').click();
  await expect(secondPage.getByTestId('tp-ready')).toBeVisible();
  await expect(firstPage.getByTestId('tp-act-SHOW')).toContainText('৳ 5.00');
  await firstPage.getByTestId('tp-act-SHOW').click();

  // The show: both pages name the winner and show both hands with their names.
  for (const page of [firstPage, secondPage]) {
    const result = page.getByTestId('tp-result');
    await expect(result).toBeVisible();
    await expect(result.locator('[data-testid^="tp-shown-"]')).toHaveCount(2);
    await expect(result.locator('[data-testid^="tp-shown-"]').first()).toContainText(
      /Trail|Pure sequence|Sequence|Colour|Pair|High card/,
    );
  }
  const [firstState, secondState] = await Promise.all([
    api<TableState>('GET', `/teenpatti/tables/${table.id}`, firstToken),
    api<TableState>('GET', `/teenpatti/tables/${table.id}`, secondToken),
  ]);
  const hand = firstState.hand!;
  // Two boots, two blind chaals and the show's chaal, ৳ 5.00 each.
  expect(hand).toMatchObject({ state: 'FINISHED', endedBy: 'SHOW', pot: 25 });
  const rake = minor(hand.rake!);
  expect(rake).toBe(Math.floor((minor(hand.pot) * 500) / 10_000));
  const stakedBy = (seat: number | null) =>
    minor(hand.players.find((player) => player.seat === seat)!.staked);
  const firstWon = hand.winnerSeat === firstState.yourSeat;
  const [winnerToken, loserToken] = firstWon
    ? [firstToken, secondToken]
    : [secondToken, firstToken];
  const [winnerBefore, loserBefore] = firstWon
    ? [before.first, before.second]
    : [before.second, before.first];
  const winnerSeat = hand.winnerSeat;
  const loserSeat = firstWon ? secondState.yourSeat : firstState.yourSeat;

  expect(await balanceMinor(winnerToken)).toBe(
    winnerBefore - stakedBy(winnerSeat) + minor(hand.pot) - rake,
  );
  expect(await balanceMinor(loserToken)).toBe(loserBefore - stakedBy(loserSeat));
  expect(await pvpTakingsMinor()).toBe(before.house + rake);

  // The header's balance follows (the page asks the site for it when the member's money moves).
  const winnerPage = firstWon ? firstPage : secondPage;
  await expect
    .poll(async () => minorUnits(await winnerPage.getByTestId('header-balance').innerText()))
    .toBe(winnerBefore - stakedBy(winnerSeat) + minor(hand.pot) - rake);
  await expect(winnerPage.getByTestId('tp-result-winner')).toContainText(
    `You win ৳ ${((minor(hand.pot) - rake) / 100).toFixed(2)}`,
  );

  // Provably fair: the seed is revealed and the deal recomputed here matches the cards shown.
  const fairness = firstPage.getByTestId('tables-fairness');
  await expect(fairness.getByTestId('tables-fair-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await fairness.getByTestId('tables-fair-verify').click();
  await expect(fairness.getByTestId('tables-fair-result')).toContainText('Verified');

  // The member's own hands: this one listed with its result, verified again from the history.
  const played = firstPage
    .getByTestId('tp-my-hands')
    .locator(`[data-testid="fair-row"][data-key="${hand.id}"]`);
  await expect(played).toContainText(firstWon ? 'You won' : 'You lost');
  await played.getByRole('button', { name: /^Verify / }).click();
  await expect(played).toHaveAttribute('data-verdict', 'ok');
  await expect(played).toContainText('Deal recomputed in your browser');

  // The table page's own parts (the header's account menu is the shell's and checked elsewhere).
  expect(await blockingViolations(firstPage, ['[data-testid="teen-patti-page"]'])).toEqual([]);
  await firstPage.context().close();
  await secondPage.context().close();
});
