import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type {
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  GenericAbortSignal,
  InternalAxiosRequestConfig,
} from 'axios';
import { ApiError, messageKeyFor, SESSION_ENDED_CODES } from './api-error';
import { isEnvelope, unwrapEnvelope } from './envelope';
import { encryptPayload, type EncryptionKey } from './payload-encryption';

export type ApiClientOptions = {
  baseURL: string;
  getMerchantCode: () => string | null;
  getToken: () => string | null;
  getLanguage: () => string;
  /**
   * Called when the server ends the session (SESSION_ENDED_CODES), so it can end everywhere at
   * once; the refusal tells why (a session limit or an exclusion has a message of its own).
   */
  onUnauthorized?: (refusal: ApiError) => void;
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
  /**
   * The answer shows the state of the member's orders (deposits, withdrawals, points
   * redemptions): it is asked again when the live `orders` topic moves (an operator acted).
   */
  followsOrders?: boolean;
  /**
   * The answer is a file (a CSV statement): the call gives its bytes as a Blob instead of an
   * envelope's value. A refusal still comes as an envelope, and fails as any other call.
   */
  download?: boolean;
};

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call this request makes (defineCall's definition): the interceptors read it. */
    call?: CallDefinition;
    /** An encrypted call's input as the caller gave it, for the one retry with a new key. */
    plainData?: unknown;
    /** The retry of an encrypted call: the key the server offered (no further retry after it). */
    retryKey?: EncryptionKey;
  }
}

/** A call's input: its fields, or a multipart form (files) for a call that uploads. */
export type CallInput = Record<string, unknown> | FormData;

type Axios = typeof import('axios');

/**
 * axios is fetched beside start-up, not in it: nothing the first render shows waits for a call
 * (the start-up requests are the boot fragment's own), so its ~18 KB gz stay out of the first
 * load, and the first call waits for it at most once.
 */
const loadAxios = (): Promise<Axios> => import(/* webpackChunkName: "http-client" */ 'axios');

let options: ApiClientOptions | null = null;
let client: Promise<AxiosInstance> | null = null;
/** The key the server offered on a refusal (it restarted with a new one); wins from then on. */
let refreshedKey: EncryptionKey | null = null;

/** Sets up the page's one API client; the shell (or a remote's dev harness) calls it once. */
export function configureApiClient(next: ApiClientOptions): void {
  options = next;
  client = loadAxios().then((http) => createClient(http, next));
  // a failed fetch of the library is met by the first call, which reports it
  client.catch(() => undefined);
  refreshedKey = null;
}

export function isApiClientConfigured(): boolean {
  return options !== null;
}

const sendsBody = (definition: CallDefinition) =>
  definition.method !== 'GET' && definition.method !== 'DELETE';

/** A GET's or DELETE's input as a query string (no `?`): arrays as `name[]`, absent fields out. */
function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  if (input && typeof input === 'object' && !(input instanceof FormData))
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((item) => query.append(`${name}[]`, String(item)));
      else query.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  return query.toString();
}

/** The request of one call: its input in the query string (GET, DELETE) or as its body. */
const requestOf = (
  call: CallDefinition,
  input: unknown,
  signal: AbortSignal | GenericAbortSignal | undefined,
): AxiosRequestConfig => ({
  call,
  method: call.method,
  url: call.path,
  params: sendsBody(call) ? undefined : input,
  data: sendsBody(call) ? input : undefined,
  signal,
  ...(call.download ? { responseType: 'blob' as const } : {}),
});

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

/**
 * Any failure as the one error type: the server's refusal (its envelope's code, else NOT_FOUND
 * or UNKNOWN), the time-out (TIMEOUT), a request that got no answer, the network's or aborted by
 * the caller's signal (NETWORK), or anything else that went wrong on the way (UNKNOWN).
 */
function apiErrorOf({ isAxiosError, AxiosError }: Axios, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error))
    return new ApiError('UNKNOWN', messageKeyFor('UNKNOWN'), null, String(error));
  if (error.response) return failureOf(error.response.status, error.response.data);
  const code =
    error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT
      ? 'TIMEOUT'
      : 'NETWORK';
  return new ApiError(code, messageKeyFor(code), null, error.message);
}

function keyOffered(error: ApiError): EncryptionKey | null {
  if (error.code !== 'DECRYPTION_FAILED' && error.code !== 'ENCRYPTION_REQUIRED') return null;
  const details = error.details as { encryption?: EncryptionKey } | null;
  const offered = details?.encryption;
  return offered && typeof offered.keyId === 'string' && offered.publicKeyJwk ? offered : null;
}

/** A downloaded refusal's envelope (FileReader: what every browser and jsdom can read with). */
const envelopeOfBlob = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      try {
        resolve(JSON.parse(String(reader.result)));
      } catch {
        resolve(null);
      }
    };
    reader.onerror = () => resolve(null);
    reader.readAsText(blob);
  });

/**
 * The page's axios instance. axios picks its adapter as it does by default: XMLHttpRequest in a
 * browser (and in jsdom), whose `timeout` covers the whole exchange, body included; Node's http
 * in Node. The caller's signal (TanStack Query's, when a query is no longer wanted) is the
 * request's `signal` and aborts it.
 */
function createClient(http: Axios, config: ApiClientOptions): AxiosInstance {
  const { isAxiosError } = http;
  const instance = http.default.create({
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? 15_000,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: queryOf },
    // The API takes its token in a header: no XSRF cookie is read or sent. In Node (the tests)
    // the client talks to its local servers directly, whatever proxy the environment names.
    withXSRFToken: false,
    proxy: false,
  });

  /** The call's headers, and for a call marked encrypted (spec §7) its body encrypted. */
  instance.interceptors.request.use(async (request) => {
    const { call } = request;
    if (!call) return request;
    request.headers.set('Accept-Language', config.getLanguage());
    const merchant = config.getMerchantCode();
    if (merchant) request.headers.set('Merchant', merchant);
    if (call.needsToken) {
      const token = config.getToken();
      if (!token)
        throw new ApiError('TOKEN_INVALID', messageKeyFor('TOKEN_INVALID'), null, 'Not logged in.');
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    if (call.encrypted && sendsBody(call)) {
      request.plainData = request.data;
      const key = request.retryKey ?? refreshedKey ?? config.getEncryptionKey?.() ?? null;
      if (key) {
        request.data = await encryptPayload(request.data ?? {}, key);
        request.headers.set('Encryption', '1');
      }
    }
    return request;
  });

  /**
   * After a failure: an encrypted call the server could not decrypt (the API restarted with a
   * new key, or demands encryption) is repeated once with the key it offers; a refusal of the
   * session ends it everywhere (onUnauthorized). A failure before anything was sent (no token)
   * has no request and only passes through.
   */
  const afterFailure = (error: ApiError, request: InternalAxiosRequestConfig | undefined) => {
    const call = request?.call;
    const offered = call?.encrypted && sendsBody(call) && !request?.retryKey && keyOffered(error);
    if (call && offered) {
      refreshedKey = offered;
      return instance.request({
        ...requestOf(call, request.plainData, request.signal),
        retryKey: offered,
      });
    }
    if (call?.needsToken && SESSION_ENDED_CODES.includes(error.code))
      config.onUnauthorized?.(error);
    if (error.code === 'NOT_REAL_ACCOUNT') config.onNotRealAccount?.();
    throw error;
  };

  /**
   * An answer is the envelope's value (from here on the promise carries the value, not axios's
   * response); an envelope that says `success: false`, or no envelope, fails. Every failure
   * becomes an ApiError.
   */
  instance.interceptors.response.use(
    (response) => {
      if (response.config.call?.download) return response.data as AxiosResponse;
      try {
        return unwrapEnvelope(response.data, response.status) as AxiosResponse;
      } catch (error) {
        return afterFailure(apiErrorOf(http, error), response.config);
      }
    },
    async (error: unknown) => {
      // A download's refusal arrives as a Blob too: its envelope is read back from the bytes.
      if (isAxiosError(error) && error.response?.data instanceof Blob)
        error.response.data = await envelopeOfBlob(error.response.data);
      return afterFailure(apiErrorOf(http, error), isAxiosError(error) ? error.config : undefined);
    },
  );
  return instance;
}

async function callApi<T>(
  definition: CallDefinition,
  input?: CallInput,
  signal?: AbortSignal,
): Promise<T> {
  if (!client) throw new Error('configureApiClient() must run before any API call.');
  let instance: AxiosInstance;
  try {
    instance = await client;
  } catch (error) {
    throw new ApiError('NETWORK', messageKeyFor('NETWORK'), null, String(error));
  }
  // The response interceptor has made the promise's value the envelope's value.
  return instance.request(requestOf(definition, input, signal)) as Promise<unknown> as Promise<T>;
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
export type CallQueryMeta = { needsToken: boolean; followsOrders: boolean };

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
      meta: {
        needsToken: definition.needsToken,
        followsOrders: definition.followsOrders === true,
      } satisfies CallQueryMeta,
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
