import type { OpsDepositOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

export type DepositQueueQuery = {
  state: 'pending';
  brand?: string;
  member?: string;
  minAgeMinutes?: number;
  minAmount?: number;
  maxAmount?: number;
  page: number;
  pageSize: number;
};

export type DepositList = { rows: OpsDepositOrder[]; total: number };

/** GET /ops/deposits: orders of the operator's brands, newest first. */
export const listDeposits = defineCall<DepositQueueQuery, DepositList>({
  module: 'ops',
  method: 'GET',
  path: '/ops/deposits',
  needsToken: true,
});
