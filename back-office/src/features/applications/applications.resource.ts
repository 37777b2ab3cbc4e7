import type { OpsApplication } from '@site/contracts';
import { defineCall } from '@site/shared';

export type ApplicationStatusFilter = 'applying' | 'process' | 'issued' | 'rejected';
export type ApplicationQueueQuery = {
  status: ApplicationStatusFilter;
  brand?: string;
  member?: string;
  minAgeMinutes?: number;
  pageNo: number;
  pageSize: number;
};

/** GET /ops/applications: the oldest first, a page at a time, with how many match. */
export const listApplications = defineCall<
  ApplicationQueueQuery,
  { list: OpsApplication[]; total: number }
>({
  module: 'ops',
  method: 'GET',
  path: '/ops/applications',
  needsToken: true,
});
