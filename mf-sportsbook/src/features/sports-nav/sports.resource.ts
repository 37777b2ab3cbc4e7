import { defineCall } from '@site/shared';
import type { SportCounts } from '@site/contracts';

/** The sports with their live and upcoming event counts. */
export const getSports = defineCall<void, SportCounts>({
  module: 'sportsbook',
  method: 'GET',
  path: '/sportsbook/sports',
  needsToken: false,
});
