import type { OpsApplication } from '@site/contracts';
import { defineCall } from '@site/shared';

export type ApplicationStatusFilter = 'applying' | 'process' | 'issued' | 'rejected';
export type ApplicationQueueQuery = {
  status: ApplicationStatusFilter;
  brand?: string;
  limit: number;
};

/**
 * GET /ops/applications: the oldest first, up to `limit` (the API pages no further: a queue
 * is worked from its top).
 */
export const listApplications = defineCall<ApplicationQueueQuery, { list: OpsApplication[] }>({
  module: 'ops',
  method: 'GET',
  path: '/ops/applications',
  needsToken: true,
});
