import {
  BUS_PROTOCOL_VERSION,
  configureApiClient,
  getEventBus,
  SHARED_VERSION,
  setupI18n,
  type MemberInfo,
} from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestServer,
  testPermission,
  TestQueryProvider,
  whitelabelNode,
  type TestServer,
} from '@site/shared/testing';
import {
  act,
  fireEvent,
  render as renderUi,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { ReactElement } from 'react';
import MemberCentreExposed, { protocolVersion, sharedVersion } from './index';

const LABELS = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdrawal',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Profit and loss',
  'Account history',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Missions',
  'Messages',
  'Manual rebate',
  'Responsible gaming',
];

const info: MemberInfo = {
  id: 7,
  account: 'rahim01',
  nickname: 'Rahim',
  type: 1,
  isAgent: 0,
  toUpline: false,
  uplineAccount: null,
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  memberLabel: [],
};

let server: TestServer;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) =>
    request.method === 'GET' && request.path === '/wps/member/info'
      ? request.headers.authorization === 'Bearer tok-1'
        ? okEnvelope(info)
        : failureEnvelope(401, 'TOKEN_INVALID', 'bad token')
      : undefined,
  );
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
});

afterAll(() => server.close());

/**
 * The brand the shell loaded, with its MANUAL_REBATE and REFERRAL_PROMO flags under SETTINGS as
 * the API sends them.
 */
const brandWithFlags = (rebate: boolean, referral = true) =>
  getEventBus().setState(
    'brand',
    testPermission({
      whitelabel: [
        whitelabelNode('SETTINGS', true, [
          whitelabelNode('MANUAL_REBATE', rebate),
          whitelabelNode('REFERRAL_PROMO', referral),
        ]),
      ],
    }),
  );
const brandWithRebate = (on: boolean) => brandWithFlags(on);

beforeEach(() => {
  const bus = getEventBus();
  brandWithRebate(true);
  bus.setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'rahim01',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'padma',
  });
  bus.setState('balance', { sumBalance: 1234.5, currencySymbol: '৳' });
  bus.setState('unread', { messages: 0, promos: 0, missions: 0, rewards: 0 });
});

const render = (ui: ReactElement) => renderUi(ui, { wrapper: TestQueryProvider });

/** The open entry's page (a lazy chunk) has loaded and replaced the centre's skeleton. */
const pageLoaded = () =>
  waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading your account' })).not.toBeInTheDocument(),
  );

const menu = () => screen.getByRole('navigation', { name: 'Personal centre' });
const entry = (name: string) =>
  within(menu()).getByRole('button', { name: new RegExp(`^${name}`) });

it('exposes the page and the bus protocol and @site/shared it was built for', () => {
  expect(protocolVersion).toBe(BUS_PROTOCOL_VERSION);
  expect(sharedVersion).toBe(SHARED_VERSION);
  expect(typeof MemberCentreExposed).toBe('function');
});

it('lists the 15 entries in spec order, then the account history and responsible gaming, with their English labels', async () => {
  render(<MemberCentreExposed onClose={() => undefined} entry="transferFund" />);
  const buttons = within(menu()).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(LABELS);
  await pageLoaded();
});

it('opens on My account and shows the member from the API', async () => {
  render(<MemberCentreExposed onClose={() => undefined} />);
  expect(entry('My account')).toHaveAttribute('aria-current', 'page');
  const account = await screen.findByTestId('member-account', {}, { timeout: 5_000 });
  expect(account).toHaveTextContent('rahim01');
  expect(account).toHaveTextContent('Gold · 3');
  expect(account).toHaveTextContent('৳ 1,234.50');
  const call = server.requests.find((request) => request.path === '/wps/member/info');
  expect(call?.headers.merchant).toBe('padma');
});

it('marks the selected entry as the current page', async () => {
  render(<MemberCentreExposed onClose={() => undefined} entry="transferFund" />);
  expect(entry('My wallet')).toHaveAttribute('aria-current', 'page');
  await pageLoaded();
  fireEvent.click(entry('Invite friends'));
  expect(entry('Invite friends')).toHaveAttribute('aria-current', 'page');
  expect(entry('My wallet')).not.toHaveAttribute('aria-current');
  expect(
    within(menu())
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'page'),
  ).toHaveLength(1);
  await pageLoaded();
});

it('falls back to My account for an unknown entry', async () => {
  render(<MemberCentreExposed onClose={() => undefined} entry="nope" />);
  expect(entry('My account')).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByTestId('member-account', {}, { timeout: 5_000 })).toBeInTheDocument();
});

it('hides Invite friends where the brand has REFERRAL_PROMO off', async () => {
  brandWithFlags(true, false);
  render(<MemberCentreExposed onClose={() => undefined} entry="transferFund" />);
  const buttons = within(menu()).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(
    LABELS.filter((label) => label !== 'Invite friends'),
  );
  await pageLoaded();
});

it('shows badges on missions, messages and rewards only while the unread count is above zero', async () => {
  render(<MemberCentreExposed onClose={() => undefined} entry="transferFund" />);
  const badges = () =>
    within(menu())
      .getAllByRole('button')
      .filter((button) => button.querySelector('.badge'))
      .map((button) => button.textContent);
  expect(badges()).toEqual([]);

  act(() => getEventBus().setState('unread', { messages: 2, promos: 9, missions: 0, rewards: 5 }));
  expect(badges()).toEqual(['Reward centre5', 'Messages2']);

  act(() => getEventBus().setState('unread', { messages: 0, promos: 0, missions: 1, rewards: 0 }));
  expect(badges()).toEqual(['Missions1']);
  await pageLoaded();
});

it('hides the manual rebate entry where the brand has the flag off, and falls back from it', async () => {
  brandWithRebate(false);
  render(<MemberCentreExposed onClose={() => undefined} entry="manualRebate" />);
  const buttons = within(menu()).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(
    LABELS.filter((label) => label !== 'Manual rebate'),
  );
  expect(entry('My account')).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByTestId('member-account', {}, { timeout: 5_000 })).toBeInTheDocument();
});
