import { API_URL, OPS_TOKEN } from './stack';

/** The operator API's release channels (issue 46) on this worker's stack, with the root token. */
async function opsCall<Value>(method: string, route: string, body?: object): Promise<Value> {
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { success: boolean; message: string; value: Value };
  if (!answer.success) throw new Error(`${method} ${route}: ${answer.message}`);
  return answer.value;
}

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
