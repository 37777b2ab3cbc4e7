import type { DepositProvider } from './depositProvider.js';

/**
 * The local provider: the member pays to the brand's own account (bKash, bank, …) shown with
 * the order, and an operator who sees the money arrive credits the order (or fails it). It
 * opens nothing outside; its callback, signed with its own secret, is how a bank statement
 * robot or a test reports a payment.
 */
export const localDepositProvider: DepositProvider = {
  id: 'local',
  async open() {
    return { providerReference: null };
  },
};
