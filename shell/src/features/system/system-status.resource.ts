import { defineCall, type SystemStatus } from '@site/shared';

/** spec §1 start-up: whether the site is open to this visitor (maintenance, region). */
export const getSystemStatus = defineCall<void, SystemStatus>({
  module: 'system',
  method: 'GET',
  path: '/wps/system/status',
  needsToken: false,
});
