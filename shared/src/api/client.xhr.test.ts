// jsdom, as the apps' component tests: axios sends through XMLHttpRequest, as in a browser.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  failureEnvelope,
  okEnvelope,
  startTestServer,
  type TestServer,
} from '../testing/test-server';
import { ApiError } from './api-error';
import { configureApiClient, defineCall } from './client';

const getStatus = defineCall<void, { status: number }>({
  module: 'system',
  method: 'GET',
  path: '/wps/system/status',
  needsToken: false,
});

const upload = defineCall<FormData, { received: boolean }>({
  module: 'promotions',
  method: 'POST',
  path: '/wps/upload',
  needsToken: true,
});

const download = defineCall<{ days: number }, Blob>({
  module: 'wallet',
  method: 'GET',
  path: '/wps/file.csv',
  needsToken: true,
  download: true,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/wps/system/status') return okEnvelope({ status: 0 });
    if (request.path === '/wps/upload') return okEnvelope({ received: true });
    if (request.path === '/wps/file.csv')
      return request.query.get('days') === '0'
        ? failureEnvelope(400, 'VALIDATION_FAILED', 'days')
        : { body: 'Kind,Amount\r\nBET,-10.00\r\n', contentType: 'text/csv' };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'PADMA',
    getToken: () => 'tok',
    getLanguage: () => 'en',
  });
});
afterEach(() => jest.restoreAllMocks());

it('sends through XMLHttpRequest, not fetch (axios picks its adapter; none is forced)', async () => {
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
  const fetch = jest.spyOn(window, 'fetch');
  await expect(getStatus()).resolves.toEqual({ status: 0 });
  expect(send).toHaveBeenCalledTimes(1);
  expect(fetch).not.toHaveBeenCalled();
  expect(await server.settledRequests()).toHaveLength(1);
});

it('sends a FormData as multipart, the browser choosing the boundary', async () => {
  const form = new FormData();
  form.append('promotionId', '7');
  form.append('images', new Blob(['png bytes'], { type: 'image/png' }), 'slip.png');
  await expect(upload(form)).resolves.toEqual({ received: true });
  const [request] = server.requests;
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.headers.authorization).toBe('Bearer tok');
  expect(String(request?.body)).toContain('name="images"; filename="slip.png"');
  expect(String(request?.body)).toContain('png bytes');
});

describe('against a server that never answers', () => {
  let silent: Server;
  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("gives TIMEOUT after the XMLHttpRequest's time-out", async () => {
    configureApiClient({
      baseURL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      getMerchantCode: () => 'PADMA',
      getToken: () => null,
      getLanguage: () => 'en',
      timeoutMs: 200,
    });
    const error = await getStatus().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TIMEOUT', messageKey: 'errors.TIMEOUT', status: null });
  });
});

it('gives a download its bytes as a Blob, with the token; a refusal as the envelope’s error', async () => {
  const file = await download({ days: 7 });
  expect(file).toBeInstanceOf(Blob);
  expect(await new Response(file).text()).toBe('Kind,Amount\r\nBET,-10.00\r\n');
  expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  const refused = await download({ days: 0 }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
});
