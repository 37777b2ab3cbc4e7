import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { uniqueDigits } from '../support/accounts';
import { playHouseRounds } from '../support/house-game';
import { minorUnits } from '../support/money';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { DEMO, logIn, openCentreEntry, useLanguage } from '../support/site';

/**
 * The agent centre across its entries (issue 14), three people in three browsers: demo_agent
 * accepts the platform's real-time salary, registers a sub-agent and offers it a real-time
 * salary of its own; the sub-agent accepts it and registers a member; the member plays
 * house-game rounds. The API's own job settles the windows (the e2e stack shortens the
 * real-time window to 20 s through AGENT_REALTIME_PERIOD_SECONDS): the platform pays demo_agent,
 * which shows in its income, and demo_agent pays the sub-agent, which shows in its account record.
 */
let operator: OperatorCli;

test.beforeAll(async () => {
  operator = await operatorCli({ bootstrap: `e2e-agent-journey-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

async function signedIn(browser: Browser, account: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, account);
  return page;
}

async function acceptOffer(page: Page): Promise<void> {
  const centre = await openCentreEntry(page, 'agent', 'Real-time salary');
  const offer = centre.getByTestId('contract-offer');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await page.getByTestId('contract-confirm').getByRole('button', { name: 'Accept' }).click();
  await expect(centre.getByTestId('contract-current')).toContainText('Accepted');
}

async function registerDownline(page: Page, type: 'Member' | 'Sub-agent') {
  const centre = await openCentreEntry(page, 'agent', 'Register account');
  const form = centre.getByTestId('register-downline');
  const account = { username: `aj${uniqueDigits(8)}`, password: 'Journey@2026' };
  await form.getByLabel('Account type').selectOption({ label: type });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByTestId('register-downline-result')).toContainText(
    `Account ${account.username} created (${type})`,
  );
  return account;
}

test('a sub-agent’s salary is settled from its member’s rounds and paid down the line', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The platform offers demo_agent 30 % of each lost round and 10 % of each won one.
  await operator(
    'agent-contracts',
    'offer',
    '--brand',
    'PADMA',
    '--account',
    DEMO.agent.username,
    '--kind',
    'REAL_TIME_SALARY',
    '--rate',
    '3000',
    '--profit-rate',
    '1000',
    '--min-bet',
    '1',
    '--reason',
    'Agent journey e2e',
  );
  const agent = await signedIn(browser, DEMO.agent);
  await acceptOffer(agent);

  // demo_agent registers a sub-agent and offers it 20 % and 5 %, within its own contract.
  const subAgent = await registerDownline(agent, 'Sub-agent');
  const contracts = await openCentreEntry(agent, 'agent', 'Real-time salary');
  const offerForm = contracts.getByTestId('offer-form');
  await offerForm.getByLabel('Sub-agent').selectOption(subAgent.username);
  await offerForm.getByLabel('Loss salary rate (%)').fill('20');
  await offerForm.getByLabel('Profit salary rate (%)').fill('5');
  await offerForm.getByLabel('Single-bet minimum').fill('1');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(contracts.getByText(`The offer was sent to ${subAgent.username}.`)).toBeVisible();

  // The sub-agent accepts in its own agent centre and registers a member under itself.
  const sub = await signedIn(browser, subAgent);
  await acceptOffer(sub);
  const member = await registerDownline(sub, 'Member');

  // The member, credited by the operator, plays house-game rounds.
  await operator(
    'adjust',
    'credit',
    '--brand',
    'PADMA',
    '--account',
    member.username,
    '--amount',
    '500',
    '--reason',
    'Agent journey e2e stake',
  );
  const player = await signedIn(browser, member);
  const played = await playHouseRounds(player, { rounds: 6, bet: 50 });
  expect(played.stake).toBe(30_000);

  // The sub-agent's account record: a salary from its upline once the window is settled.
  const salaryRow = async () => {
    await sub.reload();
    await sub.getByTestId('account-menu-trigger').click();
    await sub.getByRole('menuitem', { name: 'Personal centre' }).click();
    await sub
      .getByTestId('member-centre')
      .getByRole('button', { name: 'Account record', exact: true })
      .click();
    const record = sub.getByTestId('account-record-page');
    await record.getByLabel('Kind').selectOption('SALARY');
    const row = record.getByRole('table').locator('tbody tr').first();
    await expect(row).toContainText('Salary', { timeout: 5_000 });
    return row;
  };
  let row: Locator | undefined;
  await expect(async () => {
    row = await salaryRow();
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  const paidToSub = minorUnits(await row!.locator('td').nth(3).innerText());
  expect(paidToSub).toBeGreaterThan(0);

  // demo_agent's income: the platform's salary for the same rounds, at the higher rates.
  const income = (await openCentreEntry(agent, 'agent', 'My income')).getByTestId('my-income');
  await expect(async () => {
    await income.getByRole('button', { name: 'Last 7 days' }).click();
    const salary = income.getByTestId('income-by-kind').locator('li', { hasText: 'Salary' });
    expect(minorUnits(await salary.locator('.card__title').innerText())).toBeGreaterThan(paidToSub);
  }).toPass({ timeout: 60_000, intervals: [3_000] });
});
