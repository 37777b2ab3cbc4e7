import type { OpsChannel } from '@site/contracts';
import { defineCall } from '@site/shared';
import { channelPath, type ChannelTarget } from './channel-target';

/** The POSTs that take only a reason: …/promote, …/rollback and …/canary/withdraw. */
const STEP_PATHS = {
  promote: 'promote',
  rollback: 'rollback',
  withdraw: 'canary/withdraw',
} as const;

export const stepChannel = (target: ChannelTarget, step: keyof typeof STEP_PATHS, reason: string) =>
  defineCall<{ environment: string; reason: string }, OpsChannel>({
    module: 'ops',
    method: 'POST',
    path: `${channelPath(target)}/${STEP_PATHS[step]}`,
    needsToken: true,
  })({ environment: target.environment, reason });
