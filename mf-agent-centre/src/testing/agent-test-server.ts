import { configureApiClient, getEventBus, setupI18n } from '@site/shared';
import { startTestServer, type TestRoute, type TestServer } from '@site/shared/testing';
import { within } from '@testing-library/react';

/**
 * What every agent-centre page test starts from: English texts, a real test server answering
 * `route`, the API client pointed at it with an agent's token, and a taka balance on the bus.
 */
export async function startAgentTestServer(route: TestRoute): Promise<TestServer> {
  await setupI18n('en');
  const server = await startTestServer(route);
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 500, currencySymbol: '৳' });
  return server;
}

/** The requests the server received for one path, oldest first. */
export const callsTo = (server: TestServer, path: string) =>
  server.requests.filter((request) => request.path === path);

/** The text of each cell of a table row. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
