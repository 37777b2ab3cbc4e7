const http = require('node:http');
const https = require('node:https');

/**
 * The API's paths that pages call. The site's own servers pass them to the API, so the browser
 * talks to one origin: no CORS preflight before each call on a phone, and the API's images,
 * house games and live stream come from the page's origin. `/seamless` (game vendors, server to
 * server), `/ops` (operators) and `/dev` (the tests' outbox) are not pages' paths and stay on
 * the API's own origin.
 */
// /lotto/: the spec §7 lottery calls (/lotto/lgw/…) and the house lottery's bets.
// /sportsbook/: the sportsbook's events, prices, push and the member's bets (the page itself is /fbsports).
// /live/ and /teenpatti/: the tables' rounds, seats, acts and pushes (the pages are /liveTable and
// /teenpatti, which no prefix here matches).
const API_PATH_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/assets/',
  '/house/',
  '/downloads/',
  '/chat/',
  '/sportsbook/',
  '/live/',
  '/teenpatti/',
];

const pathOf = (url) => new URL(url ?? '/', 'http://site.invalid').pathname;

const isApiPath = (url) => {
  const pathname = pathOf(url);
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
};

/**
 * The operator console's API paths (issue 45): the operator API, on the console's own origin
 * only, so the console's bearer-token calls pay no CORS preflight either and the site's pages
 * still cannot reach `/ops` on theirs.
 */
const isOperatorApiPath = (url) => {
  const pathname = pathOf(url);
  return pathname === '/ops' || pathname.startsWith('/ops/');
};

/** Meaningful for one connection only (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** `::ffff:127.0.0.2` on a dual-stack socket is the IPv4 client 127.0.0.2. */
const clientAddress = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d)/, '');

/** The header by which this proxy proves itself to the API (api/src/plugins/proxyTrust.ts). */
const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** The request's headers to pass on: no hop-by-hop ones, and never a proxy secret a client sent. */
const passedOn = (headers) => {
  const kept = withoutHopByHop(headers);
  delete kept[PROXY_SECRET_HEADER];
  return kept;
};

/**
 * Returns a handler that passes one request to the API and streams the answer back (server-sent
 * events included). The site's server is where players connect, so it states the client itself:
 * `X-Forwarded-For` is replaced, never appended to, because an entry a browser wrote would sit
 * left of ours and an API that trusts this server would believe it. With a secret (PROXY_SECRET,
 * which `pnpm start` makes and gives to the API too) it proves itself in `X-Proxy-Secret`: the
 * API then believes this server's X-Forwarded-For, and no other loopback caller's.
 * @param {string} apiOrigin e.g. http://127.0.0.1:4000
 * @param {{ secret?: string }} [options] the proxy secret; PROXY_SECRET by default
 */
function createApiProxy(apiOrigin, { secret = process.env.PROXY_SECRET?.trim() } = {}) {
  const target = new URL(apiOrigin);
  const transport = target.protocol === 'https:' ? https : http;
  return function proxyToApi(request, response) {
    const upstream = transport.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...passedOn(request.headers),
          // The API picks the brand from the host name the player used.
          host: request.headers.host ?? target.host,
          'x-forwarded-for': clientAddress(request.socket),
          'x-forwarded-host': request.headers.host ?? target.host,
          'x-forwarded-proto': request.socket.encrypted ? 'https' : 'http',
          ...(secret ? { [PROXY_SECRET_HEADER]: secret } : {}),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        // An event stream must reach the browser event by event.
        if (String(answer.headers['content-type']).startsWith('text/event-stream'))
          response.flushHeaders();
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          success: false,
          code: 'API_UNREACHABLE',
          message: 'The API did not answer.',
          value: null,
        }),
      );
    });
    // A closed tab ends its live stream at the API too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}

module.exports = { API_PATH_PREFIXES, isApiPath, isOperatorApiPath, createApiProxy };
