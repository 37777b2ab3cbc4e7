import type { RedemptionStatus } from '@site/contracts';
import type { QueueFilter } from '../../ui/queue-filters';
import type { RedemptionQueueQuery } from './redemptions.resource';

/** The list call of a filter bar's filter: a redemption's amount is its points in all. */
export function redemptionQuery(
  { minAmount, maxAmount, ...filter }: QueueFilter,
  status: RedemptionStatus,
  pageNo: number,
  pageSize: number,
): RedemptionQueueQuery {
  return {
    status,
    ...filter,
    ...(minAmount !== undefined ? { minPoints: minAmount } : {}),
    ...(maxAmount !== undefined ? { maxPoints: maxAmount } : {}),
    pageNo,
    pageSize,
  };
}
