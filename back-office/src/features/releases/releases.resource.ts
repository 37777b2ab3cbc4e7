import type { OpsRelease } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/releases: every published version of every remote (role release). */
export const listReleases = defineCall<void, OpsRelease[]>({
  module: 'ops',
  method: 'GET',
  path: '/ops/releases',
  needsToken: true,
});
