import { i18n, getEventBus, type MemberSession } from '@site/shared';
import { okEnvelope, startTestApi, whitelabelNode, type TestServer } from '@site/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { AccountStrip } from './account-strip';

const MEMBER: MemberSession = {
  status: 'member',
  token: 'tok',
  account: 'rahim',
  nickname: 'Rahim',
  isAgent: 0,
  merchantCode: 'PADMA',
};

let server: TestServer;
beforeAll(async () => {
  await setupShellI18n();
  // What the header asks on login: the avatar and the unread counts (two unread messages).
  server = await startTestApi(
    (request) => {
      if (request.path === '/wps/relay/CSP_unreadCount')
        return okEnvelope({ messages: 2, promos: 0, missions: 0, rewards: 0 });
      if (request.path === '/wps/member/info/icon') return okEnvelope({ avatarUrl: null });
      return undefined;
    },
    () => 'tok',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  getEventBus().setState('unread', { messages: 0, promos: 0, missions: 0, rewards: 0 });
  getEventBus().setState('session', MEMBER);
});
afterEach(async () => {
  getEventBus().setState('session', { status: 'guest' });
  await i18n.changeLanguage('en');
});

function renderStrip(store = createSiteStore()) {
  render(
    <SiteProviders store={store}>
      <MemoryRouter>
        <AccountStrip />
      </MemoryRouter>
    </SiteProviders>,
  );
}

it('shows the unread messages on the avatar, from the API and then live from the bus', async () => {
  renderStrip();
  expect(await screen.findByTestId('header-unclaimed')).toHaveTextContent('2');
  expect(screen.getByTestId('account-menu-trigger')).toHaveAccessibleName(
    'Account menu of Rahim, 2 unread or unclaimed',
  );
  act(() => getEventBus().setState('unread', { messages: 1, promos: 3, missions: 0, rewards: 1 }));
  expect(screen.getByTestId('header-unclaimed')).toHaveTextContent('5');
  act(() => getEventBus().setState('unread', { messages: 0, promos: 0, missions: 0, rewards: 0 }));
  expect(screen.queryByTestId('header-unclaimed')).not.toBeInTheDocument();
});

it('writes the badge in Bengali digits in BN', async () => {
  await act(() => i18n.changeLanguage('bn'));
  renderStrip();
  expect(await screen.findByTestId('header-unclaimed')).toHaveTextContent('২');
  act(() =>
    getEventBus().setState('unread', { messages: 150, promos: 0, missions: 0, rewards: 0 }),
  );
  expect(screen.getByTestId('header-unclaimed')).toHaveTextContent('৯৯+');
});

it('opens the deposit page of the personal centre from the button and from the account menu', async () => {
  const opened: unknown[] = [];
  const subscription = getEventBus()
    .commands('open-member-centre')
    .subscribe((payload) => opened.push(payload));
  renderStrip();
  fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
  fireEvent.click(screen.getByTestId('account-menu-trigger'));
  const menu = screen.getByRole('menu');
  expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Deposit');
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Deposit' }));
  expect(opened).toEqual([{ entry: 'depositv2' }, { entry: 'depositv2' }]);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  subscription.unsubscribe();
});

it('lists manual rebate in the account menu only when the brand has the MANUAL_REBATE flag on', () => {
  const menuFor = (flagOn: boolean | null) => {
    const flags = flagOn === null ? [] : [whitelabelNode('MANUAL_REBATE', flagOn)];
    const { unmount } = render(
      <SiteProviders
        store={createSiteStore({
          permission: {
            whitelabel: [
              whitelabelNode('memberCentre', true),
              whitelabelNode('SETTINGS', true, flags),
            ],
          },
        })}
      >
        <MemoryRouter>
          <AccountStrip />
        </MemoryRouter>
      </SiteProviders>,
    );
    fireEvent.click(screen.getByTestId('account-menu-trigger'));
    const names = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    unmount();
    return names;
  };
  expect(menuFor(true)).toContain('Manual rebate');
  expect(menuFor(false)).not.toContain('Manual rebate');
  expect(menuFor(null)).not.toContain('Manual rebate');
  expect(menuFor(false)).toContain('Account record');
});
