import { expect, test } from '@playwright/test';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { DEMO, logIn, useLanguage } from '../support/site';

/**
 * A contract from the platform to a top agent, end to end: a finance operator offers demo_agent
 * a real-time salary with the operator CLI, demo_agent finds the offer in the agent centre's
 * real-time salary entry, accepts it after a confirmation, and sees it as the current contract.
 */
let operator: OperatorCli;

test.beforeAll(async () => {
  operator = await operatorCli({ bootstrap: `e2e-contract-${Date.now().toString(36)}` });
});
test.afterAll(() => operator.dispose());

test('demo_agent accepts the real-time salary the platform offered and sees it current', async ({
  page,
}) => {
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
    '80',
    '--profit-rate',
    '40',
    '--min-bet',
    '1',
    '--reason',
    'Agent contracts e2e',
  );
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, DEMO.agent);
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await page.getByRole('button', { name: 'Real-time salary' }).click();

  const offer = page.getByTestId('contract-offer');
  await expect(offer).toContainText('Offered by the platform');
  await expect(offer).toContainText('Loss salary rate0.8 %');
  await expect(offer).toContainText('Profit salary rate0.4 %');
  await offer.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByTestId('contract-confirm');
  await expect(confirm).toContainText('real-time salary contract from the platform');
  await confirm.getByRole('button', { name: 'Accept' }).click();

  const current = page.getByTestId('contract-current');
  await expect(current).toContainText('Accepted');
  await expect(current).toContainText('0.8 %');
  await expect(offer).toBeHidden();
  // Its payouts start with the next settled window; the offer form now shows its ceiling.
  await expect(page.getByText('No period has been settled yet')).toBeVisible();
  await expect(
    page
      .getByText('At most 0.8 % (your own contract)')
      .or(page.getByText('You have no direct sub-agents yet.')),
  ).toBeVisible();
});
