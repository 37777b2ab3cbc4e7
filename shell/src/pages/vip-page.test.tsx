import { getEventBus, type VipLevels } from '@site/shared';
import {
  nonBengaliTexts,
  okEnvelope,
  startTestApi,
  switchTestLanguage,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  createSiteStore,
  setupShellI18n,
  SiteProviders,
  switchShellToBengali,
} from '../testing/site-context';
import { VipPage } from './vip-page';

const level = (n: number, deposit: number, bet: number) => ({
  level: n,
  name: ['Newcomer', 'Bronze', 'Silver'][n] ?? `Level ${n}`,
  requiredDeposit: deposit,
  requiredValidBet: bet,
  benefits: {
    birthdayBonus: 0,
    upgradeBonus: 0,
    weeklyRebatePercent: 0.3,
    withdrawalLimitPerDay: 50_000,
    dedicatedService: n >= 5,
  },
});

let answer: VipLevels;
let vipDesk = false;
let server: TestServer;

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) =>
      request.path === '/wps/relay/MCSFE_getVipLevels'
        ? okEnvelope(answer)
        : request.path === '/wps/relay/MCSFE_getVipService'
          ? okEnvelope({ available: vipDesk, path: vipDesk ? 'encrypted-vip-desk-link' : null })
          : undefined,
    () => 'tok',
  );
});
afterAll(() => server.close());
beforeEach(() => {
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'PADMA',
  });
});
afterEach(() => {
  getEventBus().setState('session', { status: 'guest' });
});

const renderPage = () =>
  render(
    <SiteProviders store={createSiteStore()}>
      <VipPage />
    </SiteProviders>,
  );

const member = (vipService: boolean): VipLevels['member'] => ({
  currentLevel: 1,
  clubLabel: 'Bronze',
  vipService,
  progress: {
    nextLevel: 2,
    validBet: 10_000,
    requiredValidBet: 50_000,
    validBetPercent: 20,
    deposit: 5_000,
    requiredDeposit: 5_000,
    depositPercent: 100,
  },
});

it("shows the member's real deposits and valid bets toward the next level", async () => {
  answer = {
    levels: [level(0, 0, 0), level(1, 1_000, 10_000), level(2, 5_000, 50_000)],
    member: member(false),
  };
  renderPage();
  const progress = await screen.findByTestId('vip-progress');
  expect(progress).toHaveTextContent('You are Bronze (level 1)');
  const bet = within(progress).getByRole('progressbar', { name: 'Valid bets toward level 2' });
  expect(bet).toHaveAttribute('aria-valuenow', '20');
  expect(within(progress).getByTestId('vip-progress-valid-bet')).toHaveTextContent(
    'Valid bets: ৳ 10,000.00 of ৳ 50,000.00',
  );
  const deposit = within(progress).getByRole('progressbar', { name: 'Deposits toward level 2' });
  expect(deposit).toHaveAttribute('aria-valuenow', '100');
  expect(within(progress).getByTestId('vip-progress-deposit')).toHaveTextContent(
    'Deposits: ৳ 5,000.00 of ৳ 5,000.00',
  );
  expect(progress).not.toHaveTextContent('VIP host is ready');
  expect(within(progress).queryByRole('button', { name: 'Contact your VIP host' })).toBeNull();
  expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer tok');
});

it('announces the VIP host and opens the VIP desk when the level has it (5 and up)', async () => {
  answer = { levels: [level(0, 0, 0)], member: member(true) };
  vipDesk = true;
  // The browser refuses the popup here, so the chat's own "popup blocked" dialog answers.
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  try {
    renderPage();
    expect(await screen.findByTestId('vip-progress')).toHaveTextContent(
      'Your dedicated VIP host is ready to help you.',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Contact your VIP host' }));
    expect(open).toHaveBeenCalledWith('', 'site-live-chat', expect.stringContaining('width=440'));
    expect(await screen.findByTestId('chat-problem')).toBeInTheDocument();
  } finally {
    vipDesk = false;
    open.mockRestore();
  }
});

describe('in Bengali (issue 40 item 13)', () => {
  beforeAll(() => switchShellToBengali());
  afterAll(() => switchTestLanguage('en'));

  it('shows no Latin digit and no untranslated key', async () => {
    answer = {
      levels: [level(0, 0, 0), level(1, 1_000, 10_000), level(2, 5_000, 50_000)],
      member: member(false),
    };
    vipDesk = false;
    const { container } = renderPage();
    const progress = await screen.findByTestId('vip-progress', undefined, { timeout: 5000 });
    expect(progress).toHaveTextContent('লেভেল ১');
    expect(nonBengaliTexts(container)).toEqual([]);
  });
});
