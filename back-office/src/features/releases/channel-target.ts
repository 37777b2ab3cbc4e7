/** One channel: a brand's remote in one environment. */
export type ChannelTarget = { merchantCode: string; remote: string; environment: string };

export const channelPath = ({ merchantCode, remote }: ChannelTarget) =>
  `/ops/channels/${encodeURIComponent(merchantCode)}/${encodeURIComponent(remote)}`;
