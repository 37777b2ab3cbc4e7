import { configureApiClient, getEventBus, setupI18n } from '@site/shared';
import { toIsoDate } from '@site/shared/ui';
import {
  BRAND_TZ_OFFSET,
  onBrandClockWithDeviceAbroad,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { render, waitFor } from '@testing-library/react';
import ProfitLossPage from './profit-loss-page.component';

onBrandClockWithDeviceAbroad();

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer(() => undefined);
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 0, currencySymbol: '৳' });
});
afterAll(() => server.close());

it('asks for today on the brand’s clock, wherever the member’s device is', async () => {
  render(<ProfitLossPage />, { wrapper: TestQueryProvider });
  const call = await waitFor(() => {
    const found = server.requests.find(
      (request) => request.path === '/wps/member/records/profit-loss',
    );
    expect(found).toBeDefined();
    return found!;
  });
  const today = toIsoDate(new Date());
  expect(call.query.get('from')).toBe(today);
  expect(call.query.get('to')).toBe(today);
  expect(call.query.get('tzOffset')).toBe(String(BRAND_TZ_OFFSET));
});
