import { operatorCall as opsCall } from './stack';

export type ChannelView = {
  remote: string;
  pinned: { version: string; sessions: number; failedSessions: number };
  canary: { version: string; percent: number; sessions: number; failedSessions: number } | null;
  lastGood: { version: string } | null;
};

const ENVIRONMENT = 'production';
const channelPath = (brand: string, remote: string) => `/ops/channels/${brand}/${remote}`;

export async function channelOf(brand: string, remote: string): Promise<ChannelView> {
  const channels = await opsCall<ChannelView[]>(
    'GET',
    `/ops/channels/${brand}?environment=${ENVIRONMENT}`,
  );
  const channel = channels.find((candidate) => candidate.remote === remote);
  if (!channel) throw new Error(`${brand} has no channel for ${remote}`);
  return channel;
}

export const pinRelease = (brand: string, remote: string, version: string) =>
  opsCall('PUT', `${channelPath(brand, remote)}/pin`, {
    environment: ENVIRONMENT,
    version,
    reason: 'e2e',
  });

export const startCanary = (
  brand: string,
  remote: string,
  canary: { version: string; percent: number; maxFailureRate?: number; minSessions?: number },
) =>
  opsCall('PUT', `${channelPath(brand, remote)}/canary`, {
    environment: ENVIRONMENT,
    ...canary,
    reason: 'e2e',
  });

export const withdrawCanary = (brand: string, remote: string) =>
  opsCall('DELETE', `${channelPath(brand, remote)}/canary`, {
    environment: ENVIRONMENT,
    reason: 'e2e',
  });
