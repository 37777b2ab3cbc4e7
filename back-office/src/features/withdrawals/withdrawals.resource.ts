import type { OpsWithdrawalOrder, WithdrawalStatus } from '@site/contracts';
import { defineCall } from '@site/shared';

export type WithdrawalQueueQuery = {
  status?: WithdrawalStatus;
  brand?: string;
  member?: string;
  minAgeMinutes?: number;
  minAmount?: number;
  maxAmount?: number;
  pageNo: number;
  pageSize: number;
};

/** GET /ops/withdrawals: orders of the operator's brands, newest first. */
export const listWithdrawals = defineCall<
  WithdrawalQueueQuery,
  { list: OpsWithdrawalOrder[]; total: number }
>({ module: 'ops', method: 'GET', path: '/ops/withdrawals', needsToken: true });
