import type { WithdrawalStatus } from '@site/contracts';

export type WithdrawalAction = 'approve' | 'reject' | 'disburse';

/** What an operator may do to an order in each state (the API's REVIEW_FROM). */
const ACTIONS_BY_STATUS: Partial<Record<WithdrawalStatus, readonly WithdrawalAction[]>> = {
  pending: ['approve', 'reject'],
  approved: ['disburse', 'reject'],
};

export const actionsFor = (status: WithdrawalStatus): readonly WithdrawalAction[] =>
  ACTIONS_BY_STATUS[status] ?? [];
