import { configureApiClient } from '../api/client';
import { okEnvelope, startTestServer, type TestRoute, type TestServer } from './test-server';

/**
 * A test server answering `route`, with the page's API client pointed at it as the PADMA
 * brand in English; `getToken` gives the session token the client sends (none by default).
 */
export async function startTestApi(
  route: TestRoute,
  getToken: () => string | null = () => null,
): Promise<TestServer> {
  const server = await startTestServer(route);
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'PADMA',
    getToken,
    getLanguage: () => 'en',
  });
  return server;
}

/** What a sign-in asks after the login answer: the member (Rahim) and his balance (৳10). */
export const signedInMember: TestRoute = (request) => {
  switch (`${request.method} ${request.path}`) {
    case 'GET /wps/member/info':
      return okEnvelope({ id: 1, account: 'rahim', nickname: 'Rahim', isAgent: 0 });
    case 'GET /wps/v2/wallets/balance':
      return okEnvelope({ sumBalance: 10, currencySymbol: '৳' });
    default:
      return undefined;
  }
};
