import { queryOptions, type QueryKey } from '@tanstack/react-query';
import axios, { AxiosError, AxiosInstance } from 'axios';
import { ApiError, messageKeyFor, SESSION_ENDED_CODES } from './api-error';
import { isEnvelope, unwrapEnvelope } from './envelope';
import { encryptPayload, type EncryptionKey } from './payload-encryption';

export type ApiClientOptions = {
  baseURL: string;
  getMerchantCode: () => string | null;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called when the server refuses the token, so the session can end everywhere at once. */
  onUnauthorized?: () => void;
  /** The server's payload key (permission.encryption); calls marked `encrypted` use it. */
  getEncryptionKey?: () => EncryptionKey | null;
  /** Called when the server answers NOT_REAL_ACCOUNT (spec §5 true-account warning). */
  onNotRealAccount?: () => void;
  timeoutMs?: number;
};

export type CallDefinition = {
  /** spec §7 module the call belongs to, e.g. 'system', 'session', 'points'. */
  module: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  needsToken: boolean;
  /** spec §7 "encrypted payload": the body is sent as `{ keyId, encryptedKey, iv, ciphertext }`. */
  encrypted?: boolean;
};

let http: AxiosInstance | null = null;
let options: ApiClientOptions | null = null;

/** Sets up the one axios instance of the page; the shell (or a remote's dev harness) calls it once. */
export function configureApiClient(next: ApiClientOptions): void {
  options = next;
  refreshedKey = null;
  http = axios.create({ baseURL: next.baseURL, timeout: next.timeoutMs ?? 15_000 });
}

export function isApiClientConfigured(): boolean {
  return http !== null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) {
      // A failure envelope carries the code; a bare error page (proxy, gateway) does not.
      if (isEnvelope(error.response.data)) {
        try {
          unwrapEnvelope(error.response.data, error.response.status);
        } catch (unwrapped) {
          if (unwrapped instanceof ApiError) return unwrapped;
        }
      }
      const code = error.response.status === 404 ? 'NOT_FOUND' : 'UNKNOWN';
      return new ApiError(code, messageKeyFor(code), error.response.status, error.message);
    }
    const code =
      error.code === AxiosError.ECONNABORTED || error.code === 'ETIMEDOUT' ? 'TIMEOUT' : 'NETWORK';
    return new ApiError(code, messageKeyFor(code), null, error.message);
  }
  return new ApiError('UNKNOWN', 'errors.UNKNOWN', null, String(error));
}

/** A call's input: its fields, or a multipart form (files) for a call that uploads. */
export type CallInput = Record<string, unknown> | FormData;

async function callApi<T>(
  definition: CallDefinition,
  input?: CallInput,
  signal?: AbortSignal,
): Promise<T> {
  if (!http || !options) throw new Error('configureApiClient() must run before any API call.');
  const headers: Record<string, string> = { 'Accept-Language': options.getLanguage() };
  const merchant = options.getMerchantCode();
  if (merchant) headers.Merchant = merchant;
  if (definition.needsToken) {
    const token = options.getToken();
    if (!token)
      throw new ApiError('TOKEN_INVALID', messageKeyFor('TOKEN_INVALID'), null, 'Not logged in.');
    headers.Authorization = `Bearer ${token}`;
  }
  const sendsBody = definition.method !== 'GET' && definition.method !== 'DELETE';
  const encrypt = Boolean(definition.encrypted) && sendsBody;
  const send = async (key: EncryptionKey | null | undefined) => {
    const requestHeaders = { ...headers };
    let data: unknown = sendsBody ? input : undefined;
    if (encrypt && key) {
      data = await encryptPayload(input ?? {}, key);
      requestHeaders.Encryption = '1';
    }
    const response = await http!.request({
      method: definition.method,
      url: definition.path,
      headers: requestHeaders,
      params: sendsBody ? undefined : input,
      data,
      signal,
    });
    return unwrapEnvelope<T>(response.data, response.status);
  };
  const currentKey = () => refreshedKey ?? options?.getEncryptionKey?.() ?? null;
  try {
    try {
      return await send(encrypt ? currentKey() : null);
    } catch (error) {
      // The API restarted with a new key (or demands encryption): it answers with its current
      // key, so the call is repeated once with that key.
      const first = toApiError(error);
      const offered = encrypt ? keyOffered(first) : null;
      if (!offered) throw first;
      refreshedKey = offered;
      return await send(offered);
    }
  } catch (error) {
    const apiError = toApiError(error);
    if (definition.needsToken && SESSION_ENDED_CODES.includes(apiError.code))
      options.onUnauthorized?.();
    if (apiError.code === 'NOT_REAL_ACCOUNT') options.onNotRealAccount?.();
    throw apiError;
  }
}

let refreshedKey: EncryptionKey | null = null;

function keyOffered(error: ApiError): EncryptionKey | null {
  if (error.code !== 'DECRYPTION_FAILED' && error.code !== 'ENCRYPTION_REQUIRED') return null;
  const details = error.details as { encryption?: EncryptionKey } | null;
  const offered = details?.encryption;
  return offered && typeof offered.keyId === 'string' && offered.publicKeyJwk ? offered : null;
}

/** The start of every cache key of one endpoint, with or without the token, any input. */
const endpointKey = (definition: CallDefinition) =>
  ['api', definition.method, definition.path] as const;

/**
 * The cache key of a call: two apps that declare the same call (method, path, token) with the
 * same input share one cache entry, so a remote finds what the shell already loaded. The page's
 * language is part of it, since the API answers in the language the client asks for.
 */
export function callKey(definition: CallDefinition, input: unknown): QueryKey {
  const language = options?.getLanguage() ?? null;
  return [...endpointKey(definition), definition.needsToken, language, input ?? null];
}

/** Marks the cache entries of calls that send the member's token (dropped when the session changes). */
export type CallQueryMeta = { needsToken: boolean };

/**
 * The one way to declare an API call: a typed function that carries its own description,
 * `query(input)`, its options for TanStack Query's `useQuery` (the page's shared cache), and
 * `endpointKey`, to invalidate every cached answer of the endpoint after a change.
 */
export function defineCall<Input extends CallInput | void, Output>(definition: CallDefinition) {
  const call = (input: Input, signal?: AbortSignal) =>
    callApi<Output>(definition, (input ?? undefined) as CallInput | undefined, signal);
  const query = (input: Input) =>
    queryOptions({
      queryKey: callKey(definition, input),
      queryFn: ({ signal }) => call(input, signal),
      meta: { needsToken: definition.needsToken } satisfies CallQueryMeta,
    });
  return Object.assign(call, { definition, query, endpointKey: endpointKey(definition) });
}
