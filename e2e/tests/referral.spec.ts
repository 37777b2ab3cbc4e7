import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  smsRecipientOf,
  solveCaptchaIn,
  uniqueDigits,
  type FreshAccount,
} from '../support/accounts';
import { depositCreditedByOperator } from '../support/cashier';
import { playHouseRounds } from '../support/house-game';
import { taka } from '../support/money';
import { SHELL_URL } from '../support/stack';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import {
  logIn,
  openCentreEntry,
  outboxCount,
  patchBrand,
  smsCode,
  useLanguage,
} from '../support/site';

/**
 * Invite friends (issue 13, spec §1 referral links, §2 invite_friends, flag REFERRAL_PROMO) on
 * the real API in a real browser: a member copies its link, a new visitor registers through it
 * in a second browser, deposits and plays house rounds until the brand's rule is met; the
 * referrer sees the friend qualified and the reward, claims it once in the reward centre and
 * the header's balance moves.
 */
const RULE = {
  minFirstDepositMinor: 50_000,
  minValidBetMinor: 20_000,
  validBetDays: 7,
  rewardMinor: 10_000,
  payout: 'CASH',
  turnoverMultiple: 0,
  maxRewardsPerMonth: 20,
};
const DEPOSIT = 100_000;
const SPIN_BET = 5_000;
const SPINS = 4;

let referrer: FreshAccount;
let operator: OperatorCli;
test.beforeAll(async () => {
  // The demo brand runs the programme with a rule a few spins meet.
  await patchBrand('PADMA', { flags: { REFERRAL_PROMO: true }, referral: RULE });
  referrer = await createAccount();
  operator = await operatorCli({ bootstrap: `e2e-referral-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

const openInviteFriends = async (page: Page) => {
  const centre = await openCentreEntry(page, 'member', 'Invite friends');
  return centre.getByTestId('referral-page');
};

test('a friend registers through the link, deposits and plays; the referrer is paid once', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, referrer);
  const headerBalance = page.getByTestId('header-balance');
  await expect(headerBalance).toHaveText(taka(0));

  // The member's link: its code, the register URL with referralCode, a QR code; copied.
  let referral = await openInviteFriends(page);
  const code = (await referral.getByTestId('referral-code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  const field = referral.getByLabel('Your invitation link');
  await expect(field).toHaveValue(`${SHELL_URL}/register?referralCode=${code}`);
  await expect(
    referral.getByRole('img', { name: 'QR code of your invitation link' }),
  ).toBeVisible();
  await referral.getByRole('button', { name: 'Copy' }).click();
  await expect(referral.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await field.inputValue());
  await expect(referral.getByTestId('referral-invitees')).toContainText('No friends invited yet');

  // A new visitor, in a browser of its own, registers through the copied link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await useLanguage(visitor, 'en');
  const digits = uniqueDigits(9);
  const friend = { username: `ref${digits}`, password: 'Friend@2026' };
  const mobile = `016${digits.slice(1)}`;
  await visitor.goto(link);
  const modal = visitor.getByTestId('register-modal');
  await modal.getByLabel('Username').fill(friend.username);
  await modal.getByLabel('Mobile number').fill(mobile);
  const before = await outboxCount(smsRecipientOf(mobile));
  await modal.getByRole('button', { name: 'Send code' }).click();
  await modal.getByLabel('Verification code').fill(await smsCode(smsRecipientOf(mobile), before));
  await modal.getByLabel('Password', { exact: true }).fill(friend.password);
  await modal.getByLabel('Confirm password').fill(friend.password);
  await modal.getByLabel('Real name').fill('Sumi Akter');
  await modal.getByLabel('I confirm that I am 18 years old or over').check();
  await modal.getByLabel('I agree to the terms and conditions').check();
  await solveCaptchaIn(modal);
  await modal.getByRole('button', { name: 'Create account' }).click();
  await expect(modal).toBeHidden();
  const masked = `${friend.username.slice(0, 2)}****${friend.username.slice(-2)}`;

  // The referrer sees the friend registered, before any deposit.
  await page.goto('/');
  referral = await openInviteFriends(page);
  const row = referral.getByRole('row').filter({ hasText: masked });
  await expect(row.getByText('Registered', { exact: true })).toBeVisible();

  // The friend deposits (the operator credits it) and plays house rounds to meet the rule.
  await depositCreditedByOperator(visitor, operator, DEPOSIT);
  await expect(visitor.getByTestId('header-balance')).toHaveText(taka(DEPOSIT));
  const played = await playHouseRounds(visitor, { rounds: SPINS, bet: SPIN_BET / 100 });
  expect(played.stake).toBe(SPIN_BET * SPINS);
  await visitorContext.close();

  // The referrer's page checks at once: qualified, and the reward offered.
  await page.goto('/');
  referral = await openInviteFriends(page);
  const qualified = referral.getByRole('row').filter({ hasText: masked });
  await expect(qualified).toContainText('Qualified');
  await expect(referral.getByTestId('referral-stats')).toContainText('Qualified1');
  await qualified.getByRole('button', { name: `${taka(10_000)}: claim it` }).click();

  // Claimed in the reward centre: the balance moves by the reward, once.
  const centre = page.getByTestId('member-centre');
  const rewards = centre.getByTestId('reward-centre-page');
  const card = rewards
    .getByTestId('rewards-open')
    .getByRole('listitem')
    .filter({ hasText: masked });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Referral');
  await card.getByRole('button', { name: /^Claim/ }).click();
  await page.getByTestId('reward-confirm').getByRole('button', { name: 'Claim' }).click();
  await expect(rewards.getByTestId('reward-notice')).toContainText(taka(10_000));
  await expect(headerBalance).toHaveText(taka(10_000));
  await expect(
    rewards.getByTestId('rewards-done').getByRole('listitem').filter({ hasText: masked }),
  ).toHaveCount(1);
  await expect(rewards.getByTestId('rewards-open')).toHaveCount(0);

  // The invitee's row says claimed; the operator's list holds one reward for the referrer.
  referral = await openInviteFriends(page);
  await expect(referral.getByRole('row').filter({ hasText: masked })).toContainText(
    `${taka(10_000)} claimed`,
  );
  const listed = JSON.parse(
    await operator('rewards', 'list', '--brand', 'PADMA', '--account', referrer.username, '--json'),
  ) as Array<{ state: string; source: string }>;
  expect(listed).toEqual([expect.objectContaining({ state: 'claimed', source: 'REFERRAL' })]);
});

test('the entry is hidden where the brand switches the flag off', async ({ page }) => {
  await useLanguage(page, 'en');
  await patchBrand('PADMA', { flags: { REFERRAL_PROMO: false } });
  try {
    await page.goto('/');
    await logIn(page, referrer);
    const centre = await openCentreEntry(page, 'member', 'My wallet');
    await expect(centre.getByRole('button', { name: 'Reward centre', exact: true })).toBeVisible();
    await expect(centre.getByRole('button', { name: 'Invite friends', exact: true })).toHaveCount(
      0,
    );
  } finally {
    await patchBrand('PADMA', { flags: { REFERRAL_PROMO: true } });
  }
});
