import { queryOptions, type QueryKey } from '@tanstack/react-query';
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

let options: ApiClientOptions | null = null;

/** Sets up the page's one API client; the shell (or a remote's dev harness) calls it once. */
export function configureApiClient(next: ApiClientOptions): void {
  options = next;
  refreshedKey = null;
}

export function isApiClientConfigured(): boolean {
  return options !== null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('UNKNOWN', 'errors.UNKNOWN', null, String(error));
}

/** The base URL and the call's path joined with one slash, as a relative or absolute URL. */
const urlOf = (baseURL: string, path: string) =>
  `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** A GET's or DELETE's input as a query string; absent fields are left out. */
function queryOf(input: CallInput | undefined): string {
  const query = new URLSearchParams();
  if (input && !(input instanceof FormData))
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((item) => query.append(`${name}[]`, String(item)));
      else query.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The answer's body: JSON when it parses, else its text (a proxy's error page). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One request with `fetch` (no HTTP library: it would weigh on every page's first load). The
 * time-out covers the whole exchange, body included; the caller's signal (TanStack Query's, when
 * a query is no longer wanted) aborts it too. A failure that is not the server's answer becomes
 * TIMEOUT or NETWORK.
 */
async function request(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<{ status: number; ok: boolean; body: unknown }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = parseBody(await response.text());
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    const code = timedOut ? 'TIMEOUT' : 'NETWORK';
    throw new ApiError(code, messageKeyFor(code), null, String(error));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** A refusal's error: the envelope's code when there is one; a bare error page has none. */
function failureOf(status: number, body: unknown): ApiError {
  if (isEnvelope(body)) {
    try {
      unwrapEnvelope(body, status);
    } catch (unwrapped) {
      if (unwrapped instanceof ApiError) return unwrapped;
    }
  }
  const code = status === 404 ? 'NOT_FOUND' : 'UNKNOWN';
  return new ApiError(code, messageKeyFor(code), status, `Request failed with status ${status}`);
}

/** A call's input: its fields, or a multipart form (files) for a call that uploads. */
export type CallInput = Record<string, unknown> | FormData;

async function callApi<T>(
  definition: CallDefinition,
  input?: CallInput,
  signal?: AbortSignal,
): Promise<T> {
  const config = options;
  if (!config) throw new Error('configureApiClient() must run before any API call.');
  const headers: Record<string, string> = { 'Accept-Language': config.getLanguage() };
  const merchant = config.getMerchantCode();
  if (merchant) headers.Merchant = merchant;
  if (definition.needsToken) {
    const token = config.getToken();
    if (!token)
      throw new ApiError('TOKEN_INVALID', messageKeyFor('TOKEN_INVALID'), null, 'Not logged in.');
    headers.Authorization = `Bearer ${token}`;
  }
  const sendsBody = definition.method !== 'GET' && definition.method !== 'DELETE';
  const encrypt = Boolean(definition.encrypted) && sendsBody;
  const send = async (key: EncryptionKey | null | undefined) => {
    const requestHeaders: Record<string, string> = { ...headers, Accept: 'application/json' };
    let data: unknown = sendsBody ? input : undefined;
    if (encrypt && key) {
      data = await encryptPayload(input ?? {}, key);
      requestHeaders.Encryption = '1';
    }
    let body: BodyInit | undefined;
    if (data instanceof FormData) body = data;
    else if (data !== undefined) {
      body = JSON.stringify(data);
      requestHeaders['Content-Type'] = 'application/json';
    }
    const url = urlOf(config.baseURL, definition.path) + (sendsBody ? '' : queryOf(input));
    const response = await request(
      url,
      { method: definition.method, headers: requestHeaders, body },
      config.timeoutMs ?? 15_000,
      signal,
    );
    if (!response.ok) throw failureOf(response.status, response.body);
    return unwrapEnvelope<T>(response.body, response.status);
  };
  const currentKey = () => refreshedKey ?? config.getEncryptionKey?.() ?? null;
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
      config.onUnauthorized?.();
    if (apiError.code === 'NOT_REAL_ACCOUNT') config.onNotRealAccount?.();
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
 * Matches every cached answer of the endpoints under a path (`/wps/agent/`), for
 * `invalidateQueries` after a change that many of them show (a new member in an agent's team).
 */
export const callsUnder = (pathPrefix: string) => ({
  predicate: ({ queryKey }: { queryKey: QueryKey }) =>
    queryKey[0] === 'api' && typeof queryKey[2] === 'string' && queryKey[2].startsWith(pathPrefix),
});

/**
 * The cache key of a call: two apps that declare the same call (method, path, token) with the
 * same input share one cache entry, so a remote finds what the shell already loaded. The page's
 * language is part of it, since the API answers in the language the client asks for.
 */
export function callKey(definition: CallDefinition, input: unknown): QueryKey {
  const language = options?.getLanguage() ?? null;
  return [...endpointKey(definition), definition.needsToken, language, input ?? null];
}

/** Where callKey puts the page's language: after the endpoint key and the token flag. */
const LANGUAGE_AT = 4;

/** Two cache keys of the same call and input that differ only in the page's language. */
const sameCallInAnotherLanguage = (previous: QueryKey, next: QueryKey) =>
  previous.length === next.length &&
  previous[LANGUAGE_AT] !== next[LANGUAGE_AT] &&
  previous.every(
    (part, index) => index === LANGUAGE_AT || JSON.stringify(part) === JSON.stringify(next[index]),
  );

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
  const query = (input: Input) => {
    const queryKey = callKey(definition, input);
    return queryOptions<Output, ApiError, Output, QueryKey>({
      queryKey,
      queryFn: ({ signal }) => call(input, signal),
      meta: { needsToken: definition.needsToken } satisfies CallQueryMeta,
      // After a language switch the page keeps showing the answer in the old language until the
      // new one arrives, instead of unmounting what it shows (a betting slip, a half-filled form).
      placeholderData: (previous, previousQuery) =>
        previousQuery && sameCallInAnotherLanguage(previousQuery.queryKey, queryKey)
          ? previous
          : undefined,
    });
  };
  return Object.assign(call, { definition, query, endpointKey: endpointKey(definition) });
}
