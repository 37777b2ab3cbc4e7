import type { OpsChannel } from '@site/contracts';

export type ChannelAction = 'pin' | 'canary' | 'promote' | 'rollback' | 'withdraw';

/** What an action takes beyond its reason: a version (pin, canary) and a share (canary). */
export type ActionInput = { version: string; percent: number };

/** The actions a channel offers now: promote and withdraw need a canary, a rollback a last
 * good version other than the pinned one. */
export function actionsOf(channel: OpsChannel): ChannelAction[] {
  return [
    'pin',
    'canary',
    ...(channel.canary ? (['promote', 'withdraw'] as const) : []),
    ...(channel.lastGood && channel.lastGood.version !== channel.pinned.version
      ? (['rollback'] as const)
      : []),
  ];
}

/** A channel as the confirmation shows it: the pinned version, and the canary with its share. */
export type ChannelState = { pinned: string; canary: { version: string; percent: number } | null };

/** What the channel will be after the action, as the API does it (operatorChannels.ts). */
export function channelAfter(
  channel: OpsChannel,
  action: ChannelAction,
  input: ActionInput,
): ChannelState {
  const { canary } = channelBefore(channel);
  switch (action) {
    case 'pin':
      // Pinning the canary's version ends the canary.
      return {
        pinned: input.version,
        canary: canary?.version === input.version ? null : canary,
      };
    case 'canary':
      return {
        pinned: channel.pinned.version,
        canary: { version: input.version, percent: input.percent },
      };
    case 'promote':
      return { pinned: canary?.version ?? channel.pinned.version, canary: null };
    case 'rollback':
      return { pinned: channel.lastGood?.version ?? channel.pinned.version, canary: null };
    case 'withdraw':
      return { pinned: channel.pinned.version, canary: null };
  }
}

export const channelBefore = (channel: OpsChannel): ChannelState => ({
  pinned: channel.pinned.version,
  canary: channel.canary && { version: channel.canary.version, percent: channel.canary.percent },
});

/** A canary share the API takes: a whole number from 1 to 99. */
export const validPercent = (value: string): boolean =>
  /^\d{1,2}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 99;
