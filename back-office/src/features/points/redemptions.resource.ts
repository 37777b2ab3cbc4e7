import type { OpsRedemption, RedemptionStatus } from '@site/contracts';
import { defineCall } from '@site/shared';

export type RedemptionQueueQuery = {
  status: RedemptionStatus;
  brand?: string;
  member?: string;
  minAgeMinutes?: number;
  minPoints?: number;
  maxPoints?: number;
  pageNo: number;
  pageSize: number;
};

/** GET /ops/points/redemptions: redemptions of the operator's brands, newest first. */
export const listRedemptions = defineCall<
  RedemptionQueueQuery,
  { list: OpsRedemption[]; total: number }
>({ module: 'ops', method: 'GET', path: '/ops/points/redemptions', needsToken: true });
