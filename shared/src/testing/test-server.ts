import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForIdleRequests, type IdleOptions } from './request-queue';

/** One request the test server received (pre-flight OPTIONS requests are not recorded). */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type TestResponse = {
  status?: number;
  body: unknown;
  /** A file's type (text/csv): the body, a string, is sent as it is rather than as JSON. */
  contentType?: string;
};
export type TestRoute = (request: RecordedRequest) => TestResponse | undefined;

export type TestServer = {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  /**
   * The requests received, once the page's request queue is idle: what a "sends nothing"
   * check must assert on, since a wrong request may still be on its way right after a click.
   */
  settledRequests: (options?: IdleOptions) => Promise<RecordedRequest[]>;
  close: () => Promise<void>;
};

/** The API's success envelope. */
export const okEnvelope = <T>(value: T): TestResponse => ({
  status: 200,
  body: { success: true, code: 0, message: 'ok', value },
});

/** The API's failure envelope. */
export const failureEnvelope = (
  status: number,
  code: string,
  message = '',
  value: unknown = null,
): TestResponse => ({
  status,
  body: { success: false, code, message, value },
});

/**
 * A real HTTP server on 127.0.0.1 and a free port, answering JSON (or a file's text). It allows any origin so
 * jsdom's XMLHttpRequest (served from http://localhost) may call it with the API's headers.
 * A request no route answers gets 404 without an envelope.
 */
export async function startTestServer(route: TestRoute): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    outgoing.setHeader('Access-Control-Allow-Origin', '*');
    if (incoming.method === 'OPTIONS') {
      outgoing.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      outgoing.setHeader(
        'Access-Control-Allow-Headers',
        'Merchant, Authorization, Accept-Language, Content-Type, Encryption',
      );
      outgoing.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      if (raw && String(incoming.headers['content-type']).includes('json')) body = JSON.parse(raw);
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: raw ? body : undefined,
      };
      requests.push(request);
      const answer = route(request) ?? { status: 404, body: 'no route' };
      outgoing.writeHead(answer.status ?? 200, {
        'Content-Type': answer.contentType ?? 'application/json',
      });
      outgoing.end(answer.contentType ? String(answer.body) : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    settledRequests: async (options) => {
      await waitForIdleRequests(options);
      return requests;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on 127.0.0.1 nothing listens on any more. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
