import type { OpsChannel } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/channels/:code: the brand's channels in every environment, with their health. */
export const listChannels = (merchantCode: string) =>
  defineCall<void, OpsChannel[]>({
    module: 'ops',
    method: 'GET',
    path: `/ops/channels/${encodeURIComponent(merchantCode)}`,
    needsToken: true,
  });
