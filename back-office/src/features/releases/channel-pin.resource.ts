import type { OpsChannel } from '@site/contracts';
import { defineCall } from '@site/shared';
import { channelPath, type ChannelTarget } from './channel-target';

/** PUT /ops/channels/:code/:remote/pin: the version every session gets. */
export const pinVersion = (target: ChannelTarget, version: string, reason: string) =>
  defineCall<{ environment: string; version: string; reason: string }, OpsChannel>({
    module: 'ops',
    method: 'PUT',
    path: `${channelPath(target)}/pin`,
    needsToken: true,
  })({ environment: target.environment, version, reason });
