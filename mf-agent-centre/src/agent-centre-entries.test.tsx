import {
  configureApiClient,
  getEventBus,
  setupI18n,
  type TeamReport,
  type WhitelabelNode,
} from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  testPermission,
  TestQueryProvider,
  whitelabelNode,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render as renderUi, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { visibleAgentEntries } from './agent-centre-entries';
import AgentCentre from './index';

const ALWAYS = [
  'announcement',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'downlineTransactions',
];

/** A brand tree with the agent-centre flags nested under its module, as the API sends it. */
const tree = (flags: Record<string, boolean>): WhitelabelNode[] => [
  whitelabelNode(
    'AGENT_CENTRE',
    true,
    Object.entries(flags).map(([flag, on]) => whitelabelNode(flag, on)),
  ),
];

describe('visibleAgentEntries', () => {
  it('shows only the entries without a flag when the brand enables no salary or dividend', () => {
    expect(visibleAgentEntries([]).map(({ key }) => key)).toEqual(ALWAYS);
    expect(
      visibleAgentEntries(tree({ CONTRACT_DIVIDEND: false, SALARY: false })).map(({ key }) => key),
    ).toEqual(ALWAYS);
  });

  it('adds each salary or dividend entry only when its own flag is on, in spec order', () => {
    expect(
      visibleAgentEntries(
        tree({ SALARY: true, CONTRACT_DIVIDEND: true, HOURLY_SALARY: false }),
      ).map(({ key }) => key),
    ).toEqual([...ALWAYS, 'dividend', 'dailySalary']);
    expect(
      visibleAgentEntries(
        tree({ CONTRACT_DIVIDEND: true, SALARY: true, HOURLY_SALARY: true, REALTIME_SALARY: true }),
      ).map(({ key }) => key),
    ).toEqual([...ALWAYS, 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']);
  });
});

describe('AgentCentre', () => {
  let server: TestServer;
  const team: TeamReport = {
    scope: 'team',
    members: 2,
    newMembers: 0,
    activeMembers: 1,
    deposits: 0,
    withdrawals: 0,
    validBet: 50,
    profitLoss: -10,
    balance: 100,
  };

  beforeAll(async () => {
    await setupI18n('en');
    server = await startTestServer((request) => {
      if (request.path === '/wps/agent/team/overview') return okEnvelope(team);
      if (request.path === '/wps/agent/contracts')
        return okEnvelope({
          mine: [],
          given: [],
          settlements: [],
          downlineAgents: [],
          progress: null,
        });
      return undefined;
    });
    configureApiClient({
      baseURL: server.url,
      getMerchantCode: () => 'padma',
      getToken: () => 'tok-1',
      getLanguage: () => 'en',
    });
    getEventBus().setState('session', {
      status: 'member',
      token: 'tok-1',
      account: 'a',
      nickname: 'A',
      isAgent: 1,
      merchantCode: 'padma',
    });
  });

  afterAll(() => server.close());

  /** The brand the shell loaded at start-up, on the bus, as the agent centre reads it. */
  const brandWith = (whitelabel: WhitelabelNode[]) =>
    getEventBus().setState('brand', testPermission({ whitelabel }));
  const render = (ui: ReactElement) => renderUi(ui, { wrapper: TestQueryProvider });

  const menuLabels = async () => {
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    return within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
  };

  it('shows the daily salary entry only for a brand with the SALARY flag on', async () => {
    brandWith(tree({ SALARY: true, CONTRACT_DIVIDEND: false }));
    render(<AgentCentre onClose={() => undefined} />);
    const labels = await menuLabels();
    expect(labels).toContain('Daily salary');
    expect(labels).not.toContain('Dividend');
    expect(labels).not.toContain('Hourly salary');
    expect(labels[0]).toBe('Announcements');
    expect(await screen.findByTestId('team-figures')).toBeInTheDocument();
    expect(screen.getByText('Members').nextSibling).toHaveTextContent('2');
  });

  it('shows neither salary nor dividend entries for a brand with the flags off', async () => {
    brandWith(
      tree({
        SALARY: false,
        CONTRACT_DIVIDEND: false,
        HOURLY_SALARY: false,
        REALTIME_SALARY: false,
      }),
    );
    render(<AgentCentre onClose={() => undefined} />);
    const labels = await menuLabels();
    expect(labels).toHaveLength(8);
    expect(labels.filter((label) => /salary|dividend/i.test(label ?? ''))).toEqual([]);
  });

  it('opens on team overview when asked for an entry the brand switched off', async () => {
    brandWith(tree({ CONTRACT_DIVIDEND: false }));
    render(<AgentCentre onClose={() => undefined} entry="dividend" />);
    await menuLabels();
    expect(screen.getByRole('button', { name: 'Team overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByTestId('team-overview')).toBeInTheDocument();
  });

  it('opens on an enabled entry it is asked for, and switches entries on click', async () => {
    brandWith(tree({ CONTRACT_DIVIDEND: true }));
    render(<AgentCentre onClose={() => undefined} entry="dividend" />);
    await menuLabels();
    expect(screen.getByRole('button', { name: 'Dividend' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByText('Your upline has not offered you a dividend contract'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Team overview' }));
    expect(await screen.findByTestId('team-overview')).toBeInTheDocument();
  });
});
