import { expect, test } from '@playwright/test';
import {
  createOperator,
  pickBrand,
  signInToConsole,
  type ConsoleOperator,
} from '../support/console';
import { useLanguage } from '../support/site';
import { operatorCall } from '../support/stack';

/**
 * The console's Tables page (issue 42 operations): an admin pauses a live table; the player's
 * open table page finishes the round in play and then says the table is closed; resumed, the
 * page shows a new round taking bets. Dragon tiger's rounds are the shortest (10 s of bets).
 */
test.use({ viewport: { width: 1280, height: 900 } });

const TABLE = 'DRAGON_TIGER_1';
const TABLE_NAME = 'Dragon Tiger';

let admin: ConsoleOperator;
let tableId: string;
test.beforeAll(async () => {
  admin = await createOperator('tablesadmin', ['admin']);
  const { list } = await operatorCall<{ list: Array<{ id: string; code: string }> }>(
    'GET',
    '/ops/live/tables?brand=PADMA',
  );
  tableId = list.find((table) => table.code === TABLE)!.id;
});
// The table is left open whatever happened.
test.afterAll(() =>
  operatorCall('POST', `/ops/live/tables/${tableId}/resume`, {
    reason: 'e2e: the table stays open',
  }).catch(() => undefined),
);

test('an admin pauses a live table: the open table page says it is closed; resumed, a new round opens', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const player = await context.newPage();
  await useLanguage(player, 'en');
  await player.goto(`/liveTable?code=${TABLE}`);
  const clock = player.getByTestId('round-clock');
  await expect(clock).toHaveAttribute('data-round', /^\d+$/);

  await useLanguage(page, 'en');
  await signInToConsole(page, admin);
  await page
    .getByRole('navigation', { name: 'Console pages' })
    .getByRole('link', { name: 'Tables' })
    .click();
  await pickBrand(page, 'PADMA');
  const row = page.getByRole('row').filter({ hasText: TABLE_NAME });
  const state = row.locator('[data-state]');
  await expect(state).toHaveAttribute('data-state', 'OPEN');

  await row.getByRole('button', { name: `Pause ${TABLE_NAME}` }).click();
  const dialog = page.getByTestId('table-pause-confirmation');
  await expect(dialog.getByRole('row')).toHaveText(['SettingNowAfter', 'StateOpenClosed']);
  await dialog.getByLabel(/^Reason/).fill('e2e: the dealer changes');
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toHaveAttribute('data-state', /PAUSING|CLOSED/);

  // The round in play runs to its result; then no next round opens and the page says so.
  await expect(player.getByTestId('table-closed')).toBeVisible({ timeout: 30_000 });
  await expect(clock).toHaveAttribute('data-phase', 'CLOSED');
  await expect(player.getByTestId('table-closed')).toHaveText(/closed for now/);
  const lastRound = Number(await clock.getAttribute('data-round'));
  await expect(state).toHaveAttribute('data-state', 'CLOSED', { timeout: 15_000 });
  // Still closed after a whole pause between rounds (3 s) and more.
  await player.waitForTimeout(5_000);
  await expect(clock).toHaveAttribute('data-round', String(lastRound));

  await row.getByRole('button', { name: `Resume ${TABLE_NAME}` }).click();
  await dialog.getByLabel(/^Reason/).fill('e2e: the dealer is back');
  await dialog.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(clock).toHaveAttribute('data-phase', 'BETTING', { timeout: 30_000 });
  await expect(clock).toHaveAttribute('data-round', String(lastRound + 1));
  await expect(player.getByTestId('table-closed')).toHaveCount(0);
  await expect(state).toHaveAttribute('data-state', 'OPEN', { timeout: 15_000 });
});
