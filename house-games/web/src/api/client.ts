import axios, { AxiosError, type AxiosInstance } from 'axios';

/** The API's answer shape (`api/src/http/envelope.ts`). */
interface Envelope<T> {
  success: boolean;
  code: number | string;
  message: string;
  value: T | null;
}

/** A refusal from the game server: its code picks the translated message (i18n `errors.*`). */
export class HouseApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'HouseApiError';
  }
}

let current: AxiosInstance | null = null;

/** The page's client, configured once at start with the launch's play token. */
export function houseClient(): AxiosInstance {
  if (!current) throw new Error('The game client is used before configureHouseClient');
  return current;
}

/** Calls of the game server on this page's origin, as the launched session's play token. */
export function configureHouseClient(playToken: string): AxiosInstance {
  const client = axios.create({
    baseURL: '/house/api',
    headers: { 'x-play-token': playToken },
    timeout: 15_000,
  });
  client.interceptors.response.use(undefined, (failure: unknown) => {
    if (failure instanceof AxiosError) {
      const envelope = failure.response?.data as Partial<Envelope<unknown>> | undefined;
      const code = typeof envelope?.code === 'string' ? envelope.code : 'NETWORK';
      throw new HouseApiError(
        code,
        envelope?.message ?? failure.message,
        failure.response?.status ?? 0,
        envelope?.value ?? null,
      );
    }
    throw failure;
  });
  current = client;
  return client;
}

/** GET a path of the game server: the value of its envelope; `signal` cancels the request. */
export async function getValue<T>(
  path: string,
  params?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const { data } = await houseClient().get<Envelope<T>>(path, { params, signal });
  return data.value as T;
}

/** POST to a path of the game server: the value of its envelope. */
export async function postValue<T>(path: string, body: unknown = {}): Promise<T> {
  const { data } = await houseClient().post<Envelope<T>>(path, body);
  return data.value as T;
}
