import type { Locator, Page } from '@playwright/test';
import type { OperatorCli } from './operator-cli';

/**
 * A member's deposit as they make it from the header's button (which a phone keeps): Nagad,
 * the amount, the order; then the operator credits it with the CLI. Answers the open deposit
 * page and the order's reference; what the credit changes on screen is the caller's to check.
 */
export async function depositCreditedByOperator(
  page: Page,
  operator: OperatorCli,
  amountMinor: number,
): Promise<{ deposit: Locator; reference: string }> {
  await page.getByTestId('header-deposit').click();
  const deposit = page.getByTestId('member-centre').getByTestId('deposit-page');
  await deposit.getByRole('button', { name: 'Nagad' }).click();
  await deposit.getByRole('textbox', { name: /^Amount/ }).fill(String(amountMinor / 100));
  await deposit.getByRole('button', { name: 'Create deposit order' }).click();
  const reference = (await deposit.getByTestId('deposit-reference').textContent())!;
  await operator('deposits', 'credit', reference);
  return { deposit, reference };
}
