import { configureApiClient } from '../api/client';
import { getEventBus } from '../bus';
import { okEnvelope, startTestServer, type TestServer } from '../testing/test-server';
import { signInWith } from './session-actions';
import { SESSION_KEYS } from './storage-keys';

let server: TestServer;
let firstTimeLogin = true;

beforeAll(async () => {
  server = await startTestServer((request) => {
    switch (`${request.method} ${request.path}`) {
      case 'POST /wps/session/login':
        return okEnvelope({ token: 'fresh-token', firstTimeLogin, passwordExpired: false });
      case 'GET /wps/member/info':
        return okEnvelope({ id: 3, account: 'karim', nickname: 'Karim', isAgent: 0 });
      default:
        return undefined;
    }
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'PADMA',
    getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
    getLanguage: () => 'en',
    onUnauthorized: () => undefined,
  });
});

afterAll(() => server.close());

const login = () =>
  signInWith({ username: 'karim', password: 'Karim@2026', type: 'username' }, 'PADMA');

test('a first login is known to whoever reacts to the published session (spec §4 F notices)', async () => {
  firstTimeLogin = true;
  const seenAtPublish: (string | null)[] = [];
  const subscription = getEventBus()
    .state('session')
    .subscribe((session) => {
      if (session?.status === 'member') {
        seenAtPublish.push(sessionStorage.getItem(SESSION_KEYS.firstTimeLogin));
      }
    });
  await login();
  subscription.unsubscribe();
  expect(seenAtPublish.at(-1)).toBe('1');
});

test('a later login is not a first login', async () => {
  firstTimeLogin = false;
  await login();
  expect(sessionStorage.getItem(SESSION_KEYS.firstTimeLogin)).toBeNull();
});
