import { expect, test } from '@playwright/test';
import path from 'node:path';
import { createAccount } from '../support/accounts';
import { createOperator, signInToConsole, type ConsoleOperator } from '../support/console';
import { logIn, openCentreEntry, useLanguage } from '../support/site';
import { operatorCall, SHELL_URL } from '../support/stack';

/**
 * Engagement settings from the console (issue 45 item 5): an admin adds a mission and changes a
 * wheel prize, each confirmed with its values now and after and a reason; a member's site shows
 * the new mission on its missions page and the new prize on the wheel at its next load, with no
 * restart. The test takes its mission and its prize back out of the brand afterwards.
 */
test.use({ viewport: { width: 1280, height: 900 } });

type StoredBrand = {
  config: {
    missions?: { list?: { id: string }[] };
    luckyDraw?: { wheel?: { prizes?: { amount: number }[] } };
  };
};

const MISSION_ID = `e2e-${Date.now().toString(36)}`;
const MISSION_TITLE = 'Deposit ৳99,999 today (console e2e)';
const PRIZE = 77;

let admin: ConsoleOperator;
let firstPrize: number | null = null;
test.beforeAll(async () => {
  admin = await createOperator('engagement', ['admin']);
});
test.afterAll(async () => {
  const brand = await operatorCall<StoredBrand>('GET', '/ops/brands/PADMA');
  const list = brand.config.missions?.list;
  if (list?.some((mission) => mission.id === MISSION_ID))
    await operatorCall('PATCH', '/ops/brands/PADMA', {
      missions: { list: list.filter((mission) => mission.id !== MISSION_ID) },
    });
  const prizes = brand.config.luckyDraw?.wheel?.prizes;
  if (prizes && firstPrize !== null)
    await operatorCall('PATCH', '/ops/brands/PADMA', {
      luckyDraw: {
        wheel: {
          prizes: prizes.map((prize, index) =>
            index === 0 ? { ...prize, amount: firstPrize } : prize,
          ),
        },
      },
    });
});

test('an admin adds a mission and changes a wheel prize; the member sees both', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'en');
  await signInToConsole(page, admin);
  const nav = page.getByRole('navigation', { name: 'Console pages' });

  // Missions: a new daily deposit mission, its id fixed by the form's rules.
  await nav.getByRole('link', { name: 'Missions' }).click();
  await page
    .getByRole('navigation', { name: 'Your brands' })
    .getByRole('link', { name: 'PADMA' })
    .click();
  await expect(page.getByTestId('mission-id-note')).toContainText('never used again');
  await page.getByRole('button', { name: 'Add a mission' }).click();
  const card = page.getByTestId('mission-card-new-1');
  await card.getByLabel('Id', { exact: true }).fill('daily-deposit');
  await card.getByLabel('Title (English)').fill(MISSION_TITLE);
  await card.getByLabel('Title (Bengali)').fill('আজ ৳৯৯,৯৯৯ ডিপোজিট করুন');
  // The id of a listed mission is refused before anything is sent.
  await expect(card.getByText('Two missions have this id.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review and save…' })).toBeDisabled();
  await card.getByLabel('Id', { exact: true }).fill(MISSION_ID);
  await card.getByLabel('What counts').selectOption('DEPOSIT_TOTAL');
  await card.getByLabel('Target').fill('abc');
  await expect(card.getByText('Enter a number.')).toBeVisible();
  await card.getByLabel('Target').fill('99999');
  await card.getByLabel('Reward').fill('25');
  await page.getByRole('button', { name: 'Review and save…' }).click();
  let confirmation = page.getByTestId('missions-confirmation');
  await expect(
    confirmation.getByRole('row', { name: `New mission ${MISSION_ID}: Reward` }),
  ).toHaveText(`New mission ${MISSION_ID}: RewardNone25`);
  await confirmation.getByLabel('Reason (kept in the audit trail)').fill('December deposit push');
  await confirmation.getByRole('button', { name: 'Save the change' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // Saved: the mission's id is now fixed (no field), the card names it.
  const savedCard = page.getByTestId(`mission-card-${MISSION_ID}`);
  await expect(savedCard.getByLabel('Id', { exact: true })).toHaveCount(0);
  await expect(savedCard.getByRole('heading')).toContainText(MISSION_ID);

  // The wheel: the first prize's amount, the expected cost per ticket follows.
  await nav.getByRole('link', { name: 'Wheel and envelopes' }).click();
  await page
    .getByRole('navigation', { name: 'Your brands' })
    .getByRole('link', { name: 'PADMA' })
    .click();
  const amount = page.getByLabel('Prize 1 amount');
  firstPrize = Number(await amount.inputValue());
  const cost = page.getByTestId('wheel-expected-cost');
  const costBefore = await cost.textContent();
  await amount.fill(String(PRIZE));
  await expect(cost).not.toHaveText(costBefore ?? '');
  await page.getByRole('button', { name: 'Review and save…' }).click();
  confirmation = page.getByTestId('lucky-draw-confirmation');
  await expect(confirmation.getByRole('row', { name: /^Wheel prize 1/ })).toContainText(
    `${PRIZE} cash`,
  );
  if (process.env.ENGAGEMENT_SHOTS)
    await page.screenshot({
      path: path.join(process.env.ENGAGEMENT_SHOTS, 'lucky-draw-confirmation-en-light.png'),
    });
  await confirmation.getByLabel('Reason (kept in the audit trail)').fill('Bigger first prize');
  await confirmation.getByRole('button', { name: 'Save the change' }).click();
  await expect(confirmation).toBeHidden();

  // The member's site at its next load: the mission on the missions page, the prize on the wheel.
  const site = await context.newPage();
  await useLanguage(site, 'en');
  await site.goto(SHELL_URL);
  await logIn(site, await createAccount());
  const centre = await openCentreEntry(site, 'member', /^Missions/);
  const mission = centre.getByTestId('missions-page').getByTestId(`mission-${MISSION_ID}`);
  await expect(mission).toContainText(MISSION_TITLE);
  await site.goto(`${SHELL_URL}/wheel`);
  await expect(
    site
      .getByTestId('wheel-page')
      .getByRole('img', { name: new RegExp(`^Prize wheel: ৳${PRIZE}`) }),
  ).toBeVisible();
});
