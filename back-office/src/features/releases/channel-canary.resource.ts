import type { OpsChannel } from '@site/contracts';
import { defineCall } from '@site/shared';
import { channelPath, type ChannelTarget } from './channel-target';

/** PUT /ops/channels/:code/:remote/canary: start or change the canary at `percent` %. */
export const startCanary = (
  target: ChannelTarget,
  version: string,
  percent: number,
  reason: string,
) =>
  defineCall<{ environment: string; version: string; percent: number; reason: string }, OpsChannel>(
    {
      module: 'ops',
      method: 'PUT',
      path: `${channelPath(target)}/canary`,
      needsToken: true,
    },
  )({ environment: target.environment, version, percent, reason });
