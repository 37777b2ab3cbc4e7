import { configureApiClient, setupI18n, type MemberWallets } from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import WalletPage from './wallet-page.component';

/** Thirty vendor wallets, two holding money: the page a player sees after a few games. */
const EMPTY_VENDORS = Array.from({ length: 28 }, (_, index) => ({
  code: `V${String(index).padStart(2, '0')}`,
  name: `Vendor ${String(index).padStart(2, '0')}`,
  balance: 0,
}));
const WALLETS: MemberWallets = {
  isSingle: false,
  sumBalance: 1075.5,
  currencySymbol: '৳',
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: 1000 },
    ...EMPTY_VENDORS.slice(0, 10),
    { code: 'PG', name: 'PG Soft', balance: 25.5 },
    ...EMPTY_VENDORS.slice(10),
    { code: 'JILI', name: 'JILI', balance: 50 },
  ],
};

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) =>
    request.path === '/wps/member/wallets' ? okEnvelope(WALLETS) : undefined,
  );
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
});
afterAll(() => server.close());

it('shows the main wallet first, the wallets holding money as tiles, the empty ones compact and searchable', async () => {
  render(<WalletPage />, { wrapper: TestQueryProvider });
  expect(await screen.findByTestId('wallet-main')).toHaveTextContent('৳ 1,000.00');
  expect(screen.getByTestId('wallet-total')).toHaveTextContent('৳ 1,075.50');
  // recall-all says what it brings back
  expect(screen.getByRole('button', { name: 'Recall all' })).toBeEnabled();
  expect(screen.getByText(/Brings ৳ 75\.50 from your game wallets/)).toBeVisible();

  const funded = screen.getByRole('list', { name: 'Game wallets with money' });
  expect(
    within(funded)
      .getAllByRole('button')
      .map((tile) => tile.dataset.wallet),
  ).toEqual(['JILI', 'PG']);

  const empty = screen.getByRole('list', { name: 'Empty game wallets' });
  expect(within(empty).getAllByRole('button')).toHaveLength(28);
  fireEvent.change(screen.getByLabelText('Find a game wallet'), { target: { value: 'vendor 1' } });
  expect(within(empty).getAllByRole('button')).toHaveLength(10);
  fireEvent.change(screen.getByLabelText('Find a game wallet'), { target: { value: 'nothing' } });
  expect(screen.getByText('No empty game wallet matches “nothing”.')).toBeVisible();

  // a tile chooses the wallet of the transfer form
  fireEvent.click(within(funded).getByRole('button', { name: /PG Soft/ }));
  expect(screen.getByLabelText('Game wallet')).toHaveValue('PG');
});
