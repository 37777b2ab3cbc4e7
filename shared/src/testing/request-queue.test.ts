import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineCall } from '../api/client';
import { startTestApi } from './test-api';
import { okEnvelope, type TestServer } from './test-server';

const getStatus = defineCall<void, unknown>({
  module: 'system',
  method: 'GET',
  path: '/wps/system/status',
  needsToken: false,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestApi(() => okEnvelope({ status: 0, ip: '127.0.0.1', maintenance: null }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('settledRequests', () => {
  it('waits for a call that starts only after a timer', async () => {
    setTimeout(() => void getStatus(), 50);
    expect(server.requests).toHaveLength(0);
    const settled = await server.settledRequests();
    expect(settled.map((request) => request.path)).toEqual(['/wps/system/status']);
  });

  it('waits for calls already on their way', async () => {
    void getStatus();
    void getStatus();
    expect(await server.settledRequests()).toHaveLength(2);
  });

  it('gives up, saying so, while a call stays unanswered', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = new XMLHttpRequest();
    hanging.open('GET', `http://127.0.0.1:${port}/`);
    hanging.send();
    await expect(server.settledRequests({ timeoutMs: 300 })).rejects.toThrow(
      'The page still had 1 request(s) in flight after 300 ms.',
    );
    hanging.abort();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    await expect(server.settledRequests()).resolves.toEqual([]);
  });
});
