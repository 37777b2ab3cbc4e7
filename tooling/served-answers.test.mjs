import http from 'node:http';
import { ANSWER_LIFETIME_MS, createServedAnswers, STALE_AT_MOST_MS } from './served-answers.mjs';

/**
 * The API: answers each GET with the next of `bodies` (null: a 500); while `held` is a list, it
 * answers only when the test calls its functions.
 */
function startApi() {
  const api = { requests: [], bodies: [], held: null };
  const server = http.createServer((request, response) => {
    api.requests.push({ url: request.url, host: request.headers.host });
    const body = api.bodies.shift();
    const send = () => {
      if (body === null) response.writeHead(500).end();
      else
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (api.held) api.held.push(send);
    else send();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      api.origin = `http://127.0.0.1:${server.address().port}`;
      api.close = () => new Promise((done) => server.close(done));
      resolve(api);
    }),
  );
}

let api;
let now;
beforeEach(async () => {
  api = await startApi();
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
});

const banners = (version) => ({ success: true, value: { version } });
/** Lets the API's answer to a refresh arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Resolves once `condition` holds (the test's own time-out stops a wait that never ends). */
async function until(condition) {
  while (!(await condition())) await settle();
}

it('asks the API once while an answer is fresh, as the brand of the page’s host', async () => {
  const answers = createServedAnswers(api.origin);
  api.bodies.push(banners(1));
  await expect(answers('lite.localhost:3000', '/wps/banners')).resolves.toEqual(banners(1));
  now += ANSWER_LIFETIME_MS - 1;
  await expect(answers('lite.localhost:3000', '/wps/banners')).resolves.toEqual(banners(1));
  expect(api.requests).toEqual([{ url: '/wps/banners', host: 'lite.localhost:3000' }]);
});

it('answers a stale answer at once while one request refreshes it, then the fresh one', async () => {
  const answers = createServedAnswers(api.origin);
  api.bodies.push(banners(1), banners(2));
  await answers('localhost:3000', '/wps/banners');
  now += ANSWER_LIFETIME_MS + 1;
  api.held = [];

  // the API has not answered the refresh: both pages get the stale answer
  await expect(
    Promise.all([
      answers('localhost:3000', '/wps/banners'),
      answers('localhost:3000', '/wps/banners'),
    ]),
  ).resolves.toEqual([banners(1), banners(1)]);
  await until(() => api.held.length === 1);

  api.held.pop()();
  await until(async () => (await answers('localhost:3000', '/wps/banners')).value.version === 2);
  expect(api.requests).toHaveLength(2);
});

it('keeps the stale answer when its refresh fails, and tries again on the next page', async () => {
  const answers = createServedAnswers(api.origin);
  api.bodies.push(banners(1), null, banners(3));
  await answers('localhost:3000', '/wps/banners');
  now += ANSWER_LIFETIME_MS + 1;

  await expect(answers('localhost:3000', '/wps/banners')).resolves.toEqual(banners(1));
  await settle();
  await expect(answers('localhost:3000', '/wps/banners')).resolves.toEqual(banners(1));
  await settle();
  await expect(answers('localhost:3000', '/wps/banners')).resolves.toEqual(banners(3));
  expect(api.requests).toHaveLength(3);
});

it('waits for the API again once an answer is older than the stale limit', async () => {
  const answers = createServedAnswers(api.origin);
  api.bodies.push(banners(1), banners(2));
  await answers('localhost:3000', '/wps/banners');
  now += STALE_AT_MOST_MS + 1;
  await expect(answers('localhost:3000', '/wps/banners')).resolves.toEqual(banners(2));
});

it('keeps answers apart by host and address', async () => {
  const answers = createServedAnswers(api.origin);
  api.bodies.push(banners(1), banners(2), banners(3));
  await expect(answers('localhost:3000', '/a')).resolves.toEqual(banners(1));
  await expect(answers('lite.localhost:3000', '/a')).resolves.toEqual(banners(2));
  await expect(answers('localhost:3000', '/b')).resolves.toEqual(banners(3));
  await expect(answers('localhost:3000', '/a')).resolves.toEqual(banners(1));
});
