import { configureApiClient, getEventBus, setupI18n, type AgentIncome } from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
  BRAND_TZ_OFFSET,
  onBrandClockWithDeviceAbroad,
} from '@site/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MyIncomePage from './my-income-page.component';

/** The days asked for are the brand's, wherever the member's device is. */
onBrandClockWithDeviceAbroad();

let server: TestServer;
let income: AgentIncome = { total: 0, byKind: [] };

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) =>
    request.path === '/wps/agent/income' ? okEnvelope(income) : undefined,
  );
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 0, currencySymbol: '৳' });
});
afterAll(() => server.close());

it('shows the total and each source of income for the chosen days', async () => {
  income = {
    total: 1234.5,
    byKind: [
      { kind: 'COMMISSION', amount: 34.5 },
      { kind: 'SALARY', amount: 1200 },
    ],
  };
  render(<MyIncomePage />, { wrapper: TestQueryProvider });
  expect(await screen.findByTestId('income-total')).toHaveTextContent('Total received ৳ 1,234.50');
  const cards = within(screen.getByRole('list', { name: 'Income by source' })).getAllByRole(
    'listitem',
  );
  expect(cards.map((card) => card.querySelector('.card__title')?.textContent)).toEqual([
    '৳ 1,200.00',
    '৳ 0.00',
    '৳ 34.50',
  ]);
  expect(cards[1]).toHaveTextContent('Dividend');

  const first = server.requests.at(-1)!.query;
  expect(first.get('tzOffset')).toBe(String(BRAND_TZ_OFFSET));
  fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
  await waitFor(() => {
    const query = server.requests.at(-1)!.query;
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000;
    expect(days).toBe(29);
  });
});

it('explains what income is when there is none', async () => {
  income = { total: 0, byKind: [] };
  render(<MyIncomePage />, { wrapper: TestQueryProvider });
  expect(await screen.findByText('No income in these days')).toBeInTheDocument();
  expect(screen.getByText(/salaries from your salary contracts/)).toBeInTheDocument();
});
