/**
 * @jest-environment node
 */
import {
  closedPortUrl,
  failureEnvelope,
  okEnvelope,
  startTestServer,
  type TestServer,
} from '../testing/test-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from './api-error';
import { getMemberInfo, login } from '../session/session.resource';
import { callsUnder, configureApiClient, defineCall } from './client';
import type { SystemStatus } from './types';

/** A public call, declared here as an app declares its own. */
const getStatus = defineCall<void, SystemStatus>({
  module: 'system',
  method: 'GET',
  path: '/wps/system/status',
  needsToken: false,
});

let server: TestServer;
let token: string | null;
let onUnauthorized: jest.Mock;

const member = {
  id: 7,
  account: 'rahim',
  nickname: 'Rahim',
  type: 1,
  isAgent: 0,
  toUpline: null,
  clubLabel: null,
  memberLabel: [],
};

beforeAll(async () => {
  server = await startTestServer((request) => {
    switch (`${request.method} ${request.path}`) {
      case 'GET /wps/member/info':
        if (request.headers.authorization === 'Bearer good-token') return okEnvelope(member);
        if (request.headers.authorization === 'Bearer old-token') {
          return failureEnvelope(401, 'TOKEN_EXPIRED', 'session expired');
        }
        if (request.headers.authorization === 'Bearer long-token')
          return failureEnvelope(401, 'SESSION_LIMIT_REACHED', 'session limit reached');
        return failureEnvelope(401, 'TOKEN_INVALID', 'token expired');
      case 'GET /wps/system/status':
        return okEnvelope({ status: 0, ip: '1.2.3.4', maintenance: null });
      case 'GET /lgw/games/popular':
        return okEnvelope({ list: [] });
      case 'POST /wps/session/login':
        return okEnvelope({ token: 'good-token', firstTimeLogin: false, passwordExpired: false });
      case 'GET /weird':
        return failureEnvelope(400, 'SOMETHING_NEW', 'a code the UI does not know');
      case 'GET /not-an-envelope':
        return { status: 200, body: { hello: 'world' } };
      default:
        return undefined;
    }
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  token = 'good-token';
  onUnauthorized = jest.fn();
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => token,
    getLanguage: () => 'bn',
    onUnauthorized,
  });
});

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call was expected to fail');
};

it('unwraps the envelope and returns its value', async () => {
  await expect(getMemberInfo()).resolves.toEqual(member);
});

it('sends the Merchant and language headers, and the token only on calls that need it', async () => {
  await getMemberInfo();
  await getStatus();
  const [withToken, withoutToken] = server.requests;
  expect(withToken?.headers.merchant).toBe('padma');
  expect(withToken?.headers['accept-language']).toBe('bn');
  expect(withToken?.headers.authorization).toBe('Bearer good-token');
  expect(withoutToken?.headers.merchant).toBe('padma');
  expect(withoutToken?.headers.authorization).toBeUndefined();
});

it("adds the headers in the request interceptor, as they are at each request's time", async () => {
  let language = 'en';
  let merchant = 'padma';
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => merchant,
    getToken: () => token,
    getLanguage: () => language,
    onUnauthorized,
  });
  await getMemberInfo();
  language = 'bn';
  merchant = 'lotus';
  token = 'old-token';
  await rejection(getMemberInfo());
  const [first, second] = server.requests;
  expect(first?.headers).toMatchObject({
    accept: 'application/json',
    'accept-language': 'en',
    merchant: 'padma',
    authorization: 'Bearer good-token',
  });
  expect(second?.headers).toMatchObject({
    'accept-language': 'bn',
    merchant: 'lotus',
    authorization: 'Bearer old-token',
  });
  // Only calls marked encrypted carry the Encryption header.
  expect(first?.headers.encryption).toBeUndefined();
});

it('sends no Merchant header before the merchant is known', async () => {
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => null,
    getToken: () => null,
    getLanguage: () => 'en',
  });
  await getStatus();
  expect(server.requests[0]?.headers.merchant).toBeUndefined();
});

it('refuses a call that needs a token when there is none, without a request', async () => {
  token = null;
  const error = await rejection(getMemberInfo());
  expect(error.code).toBe('TOKEN_INVALID');
  expect(error.messageKey).toBe('errors.TOKEN_INVALID');
  expect(server.requests).toHaveLength(0);
});

it('turns a 401 TOKEN_INVALID envelope into an ApiError and ends the session', async () => {
  token = 'stale-token';
  const error = await rejection(getMemberInfo());
  expect(error).toMatchObject({
    code: 'TOKEN_INVALID',
    messageKey: 'errors.TOKEN_INVALID',
    status: 401,
    serverMessage: 'token expired',
  });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('ends the session when the server says the token has expired', async () => {
  token = 'old-token';
  const error = await rejection(getMemberInfo());
  expect(error).toMatchObject({ code: 'TOKEN_EXPIRED', messageKey: 'errors.TOKEN_EXPIRED' });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('ends the session with its refusal when the session limit is reached', async () => {
  token = 'long-token';
  const error = await rejection(getMemberInfo());
  expect(error).toMatchObject({
    code: 'SESSION_LIMIT_REACHED',
    messageKey: 'errors.SESSION_LIMIT_REACHED',
  });
  expect(onUnauthorized).toHaveBeenCalledWith(error);
});

it('maps a code the UI does not know to errors.UNKNOWN and keeps the code', async () => {
  const weird = defineCall<void, unknown>({
    module: 'test',
    method: 'GET',
    path: '/weird',
    needsToken: false,
  });
  const error = await rejection(weird());
  expect(error).toMatchObject({ code: 'SOMETHING_NEW', messageKey: 'errors.UNKNOWN', status: 400 });
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it('treats an answer that is not an envelope as UNKNOWN', async () => {
  const odd = defineCall<void, unknown>({
    module: 'test',
    method: 'GET',
    path: '/not-an-envelope',
    needsToken: false,
  });
  expect(await rejection(odd())).toMatchObject({ code: 'UNKNOWN', messageKey: 'errors.UNKNOWN' });
});

it('turns a 404 without an envelope into NOT_FOUND', async () => {
  const missing = defineCall<void, unknown>({
    module: 'test',
    method: 'GET',
    path: '/nowhere',
    needsToken: false,
  });
  expect(await rejection(missing())).toMatchObject({
    code: 'NOT_FOUND',
    messageKey: 'errors.NOT_FOUND',
    status: 404,
  });
});

it('gives NETWORK when nothing answers', async () => {
  configureApiClient({
    baseURL: await closedPortUrl(),
    getMerchantCode: () => 'padma',
    getToken: () => null,
    getLanguage: () => 'en',
  });
  const error = await rejection(getStatus());
  expect(error).toMatchObject({ code: 'NETWORK', messageKey: 'errors.NETWORK', status: null });
});

it('sends the input of a GET as query parameters', async () => {
  const getPopular = defineCall<{ count: number; device: string; language: string }, unknown>({
    module: 'lottery',
    method: 'GET',
    path: '/lgw/games/popular',
    needsToken: false,
  });
  await getPopular({ count: 6, device: 'WEB', language: 'en' });
  const request = server.requests[0];
  expect(request?.method).toBe('GET');
  expect(Object.fromEntries(request?.query ?? [])).toEqual({
    count: '6',
    device: 'WEB',
    language: 'en',
  });
  expect(request?.body).toBeUndefined();
});

it('sends the input of a POST as a JSON body', async () => {
  await expect(
    login({ username: 'rahim', password: 'secret', type: 'username' }),
  ).resolves.toMatchObject({ token: 'good-token' });
  const request = server.requests[0];
  expect(request?.method).toBe('POST');
  expect(request?.headers['content-type']).toContain('application/json');
  expect(request?.body).toEqual({ username: 'rahim', password: 'secret', type: 'username' });
  expect([...(request?.query ?? [])]).toHaveLength(0);
});

describe('against a server that never answers', () => {
  let silent: Server;
  let url: string;
  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  const configureSilent = (timeoutMs: number) =>
    configureApiClient({
      baseURL: url,
      getMerchantCode: () => 'padma',
      getToken: () => null,
      getLanguage: () => 'en',
      timeoutMs,
    });
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  it('gives TIMEOUT once the time-out has passed', async () => {
    configureSilent(200);
    const error = await rejection(getStatus());
    expect(error).toMatchObject({ code: 'TIMEOUT', messageKey: 'errors.TIMEOUT', status: null });
  });

  it('stops the call when its signal aborts, before the time-out', async () => {
    configureSilent(60_000);
    const controller = new AbortController();
    const pending = rejection(getStatus(undefined, controller.signal));
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ code: 'NETWORK', status: null });
  });
});

it('keeps showing an answer while the same call is asked again in another language', () => {
  let language = 'en';
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => token,
    getLanguage: () => language,
    onUnauthorized,
  });
  const inEnglish = getStatus.query().queryKey;
  language = 'bn';
  const inBengali = getStatus.query();
  const answer = { maintenance: false } as unknown as SystemStatus;
  const keep = inBengali.placeholderData as (data: unknown, query: unknown) => unknown;
  expect(keep(answer, { queryKey: inEnglish })).toBe(answer);
  // Another input (another page of a list) is a new question: its skeleton shows instead.
  const getPage = defineCall<{ pageNo: number }, unknown>({
    module: 'records',
    method: 'GET',
    path: '/wps/records',
    needsToken: true,
  });
  const pageOne = getPage.query({ pageNo: 1 }).queryKey;
  const pageTwo = getPage.query({ pageNo: 2 }).placeholderData as typeof keep;
  expect(pageTwo(answer, { queryKey: pageOne })).toBeUndefined();
  // The same language again (a refetch) is no placeholder either.
  expect(keep(answer, { queryKey: inBengali.queryKey })).toBeUndefined();
});

it('callsUnder matches the cached answers of the endpoints under a path only', () => {
  const { predicate } = callsUnder('/wps/agent/');
  const contracts = defineCall<void, unknown>({
    module: 'agent',
    method: 'GET',
    path: '/wps/agent/contracts',
    needsToken: true,
  });
  expect(predicate({ queryKey: contracts.query().queryKey })).toBe(true);
  expect(predicate({ queryKey: getStatus.query().queryKey })).toBe(false);
  expect(predicate({ queryKey: ['lottery-favourites', '/wps/agent/'] })).toBe(false);
});
