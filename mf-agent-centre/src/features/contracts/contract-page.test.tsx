import {
  getEventBus,
  setDisplayTimeZone,
  setupI18n,
  type AgentContract,
  type ContractsView,
  type OfferContractBody,
} from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  TestQueryProvider,
  type RecordedRequest,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import DailySalaryPage from './daily-salary-page.component';
import DividendPage from './dividend-page.component';
import RealTimeSalaryPage from './real-time-salary-page.component';

const contract = (overrides: Partial<AgentContract>): AgentContract => ({
  id: '7',
  kind: 'REAL_TIME_SALARY',
  payer: 'demo_agent',
  agent: 'rahim_agent',
  state: 'OFFERED',
  rateBp: 60,
  profitRateBp: 30,
  minBet: 1,
  period: null,
  tiers: [],
  terminationRequested: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
  ...overrides,
});

const emptyView = (): ContractsView => ({
  mine: [],
  given: [],
  settlements: [],
  downlineAgents: [],
  progress: null,
});

let server: TestServer;
let views: Record<string, ContractsView>;
let offerAnswer: () => ReturnType<typeof okEnvelope>;
const posted = (path: string): RecordedRequest[] =>
  server.requests.filter((request) => request.method === 'POST' && request.path === path);

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestApi(
    (request) => {
      if (request.method === 'GET' && request.path === '/wps/agent/contracts')
        return okEnvelope(views[request.query.get('kind') ?? ''] ?? emptyView());
      if (request.method === 'POST' && request.path === '/wps/agent/contracts')
        return offerAnswer();
      const answer = /^\/wps\/agent\/contracts\/(\d+)\/answer$/.exec(request.path);
      if (request.method === 'POST' && answer) {
        const view = views.REAL_TIME_SALARY!;
        const { answer: what } = request.body as { answer: string };
        view.mine = view.mine.map((row) =>
          row.id !== answer[1]
            ? row
            : what === 'accept'
              ? { ...row, state: 'ACCEPTED', acceptedAt: '2026-11-21T09:00:00.000Z' }
              : what === 'reject'
                ? { ...row, state: 'REJECTED' }
                : { ...row, terminationRequested: true },
        );
        return okEnvelope(null);
      }
      return undefined;
    },
    () => 'tok-agent',
  );
  getEventBus().setState('balance', { sumBalance: 100, currencySymbol: '৳' });
});
afterAll(() => server.close());
beforeEach(() => {
  views = {};
  offerAnswer = () => okEnvelope({ id: '99' });
  server.requests.length = 0;
});
afterEach(() => setDisplayTimeZone(undefined));

const renderPage = (Page: ComponentType) => render(<Page />, { wrapper: TestQueryProvider });

it('says when the upline has offered nothing', async () => {
  renderPage(DailySalaryPage);
  expect(
    await screen.findByText('Your upline has not offered you a daily salary contract'),
  ).toBeInTheDocument();
  expect(screen.getByText(/once you have accepted one from your upline/)).toBeInTheDocument();
});

it('shows the offer’s terms in % and accepts it after a confirmation', async () => {
  views.REAL_TIME_SALARY = { ...emptyView(), mine: [contract({})] };
  renderPage(RealTimeSalaryPage);
  const offer = await screen.findByTestId('contract-offer');
  expect(offer).toHaveTextContent('Offered by demo_agent');
  expect(offer).toHaveTextContent('Loss salary rate0.6 %');
  expect(offer).toHaveTextContent('Profit salary rate0.3 %');
  expect(offer).toHaveTextContent('Single-bet minimum৳ 1.00');
  fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
  const confirm = await screen.findByTestId('contract-confirm');
  expect(confirm).toHaveTextContent('You accept the real-time salary contract from demo_agent');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByTestId('contract-current')).toHaveTextContent('Accepted');
  expect(posted('/wps/agent/contracts/7/answer').map((request) => request.body)).toEqual([
    { answer: 'accept' },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Contract accepted.');
});

it('rejects an offer after a confirmation', async () => {
  views.REAL_TIME_SALARY = { ...emptyView(), mine: [contract({})] };
  renderPage(RealTimeSalaryPage);
  const offer = await screen.findByTestId('contract-offer');
  fireEvent.click(within(offer).getByRole('button', { name: 'Reject' }));
  const confirm = await screen.findByTestId('contract-confirm');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
  expect(
    await screen.findByText('Your upline has not offered you a real-time salary contract'),
  ).toBeInTheDocument();
  expect(posted('/wps/agent/contracts/7/answer').map((request) => request.body)).toEqual([
    { answer: 'reject' },
  ]);
});

it('asks the upline to end the current contract', async () => {
  views.REAL_TIME_SALARY = {
    ...emptyView(),
    mine: [contract({ state: 'ACCEPTED', acceptedAt: '2026-11-20T11:00:00.000Z' })],
  };
  renderPage(RealTimeSalaryPage);
  const current = await screen.findByTestId('contract-current');
  fireEvent.click(within(current).getByRole('button', { name: 'Request termination' }));
  const confirm = await screen.findByTestId('contract-confirm');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Send request' }));
  expect(await within(current).findByText('Termination requested')).toBeInTheDocument();
  expect(posted('/wps/agent/contracts/7/answer').map((request) => request.body)).toEqual([
    { answer: 'requestTermination' },
  ]);
});

it('lists the payouts with their period, amount and state', async () => {
  views.REAL_TIME_SALARY = {
    ...emptyView(),
    mine: [contract({ state: 'ACCEPTED', acceptedAt: '2026-11-20T11:00:00.000Z' })],
    settlements: (['PAID', 'OUTSTANDING', 'NOTHING_DUE'] as const).map((state, index) => ({
      contractId: '7',
      periodStart: `2026-11-20T11:${String(index * 5).padStart(2, '0')}:00.000Z`,
      periodEnd: `2026-11-20T11:${String(index * 5 + 5).padStart(2, '0')}:00.000Z`,
      basis: 100,
      amount: state === 'NOTHING_DUE' ? 0 : 1.15,
      state,
      paidAt: null,
      tier: null,
    })),
  };
  renderPage(RealTimeSalaryPage);
  const table = await screen.findByRole('table', { name: 'Payout history' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/৳ 100\.00৳ 1\.15Paid$/),
    expect.stringMatching(/৳ 100\.00৳ 1\.15Outstanding$/),
    expect.stringMatching(/৳ 100\.00৳ 0\.00Nothing due$/),
  ]);
});

it('offers a sub-agent a contract within my own: the ceiling, my typing error and the API’s refusal', async () => {
  views.REAL_TIME_SALARY = {
    ...emptyView(),
    mine: [contract({ state: 'ACCEPTED', acceptedAt: '2026-11-20T11:00:00.000Z' })],
    downlineAgents: ['sub_one', 'sub_two'],
    given: [contract({ id: '8', payer: 'rahim_agent', agent: 'sub_one', rateBp: 40 })],
  };
  offerAnswer = () =>
    failureEnvelope(409, 'CONTRACT_PENDING', 'This agent already has an offer waiting');
  renderPage(RealTimeSalaryPage);
  const form = await screen.findByTestId('offer-form');
  expect(within(form).getByLabelText('Loss salary rate (%)')).toHaveAccessibleDescription(
    'At most 0.6\u00a0% (your own contract)',
  );
  expect(within(form).getByLabelText('Profit salary rate (%)')).toHaveAccessibleDescription(
    'At most 0.3\u00a0% (your own contract)',
  );
  fireEvent.change(within(form).getByLabelText('Sub-agent'), { target: { value: 'sub_two' } });
  fireEvent.change(within(form).getByLabelText('Loss salary rate (%)'), {
    target: { value: '0.7' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Enter a rate from 0 % to 0.6 %, with at most 2 decimals.',
  );
  fireEvent.change(within(form).getByLabelText('Loss salary rate (%)'), {
    target: { value: '0.55' },
  });
  fireEvent.change(within(form).getByLabelText('Profit salary rate (%)'), {
    target: { value: '0.2' },
  });
  fireEvent.change(within(form).getByLabelText('Single-bet minimum'), {
    target: { value: '2' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
  expect(await within(form).findByText(/already has an offer waiting/)).toHaveTextContent(
    'This sub-agent already has an offer waiting for an answer.',
  );
  expect(posted('/wps/agent/contracts').map((request) => request.body)).toEqual([
    {
      kind: 'REAL_TIME_SALARY',
      account: 'sub_two',
      rateBp: 55,
      profitRateBp: 20,
      minBet: 2,
    } satisfies OfferContractBody,
  ]);
  const given = screen.getByTestId('given-contracts');
  expect(given).toHaveTextContent('sub_one');
  expect(given).toHaveTextContent('Offered');
});

it('shows a dividend’s tiers, the tier reached so far, and offers tiers under my top rate', async () => {
  // The brand's weeks start at Monday 00:00 in Dhaka, 18:00 UTC on the Sunday before.
  setDisplayTimeZone('Asia/Dhaka');
  views.DIVIDEND = {
    ...emptyView(),
    mine: [
      contract({
        id: '11',
        kind: 'DIVIDEND',
        payer: null,
        state: 'ACCEPTED',
        rateBp: 2000,
        profitRateBp: 0,
        minBet: 0,
        period: 'WEEKLY',
        tiers: [
          { minValidBet: 100, minActiveMembers: 1, minTeamLoss: 0, rateBp: 1000 },
          { minValidBet: 500, minActiveMembers: 2, minTeamLoss: 100, rateBp: 2000 },
        ],
        acceptedAt: '2027-02-01T01:00:00.000Z',
      }),
    ],
    settlements: [
      {
        contractId: '11',
        periodStart: '2027-01-31T18:00:00.000Z',
        periodEnd: '2027-02-07T18:00:00.000Z',
        basis: 450,
        amount: 90,
        state: 'PAID',
        paidAt: '2027-02-08T00:01:00.000Z',
        tier: 2,
      },
    ],
    downlineAgents: ['sub_one'],
    progress: {
      periodStart: '2027-02-07T18:00:00.000Z',
      periodEnd: '2027-02-14T18:00:00.000Z',
      validBet: 120,
      activeMembers: 1,
      teamLoss: 120,
      tier: 1,
    },
  };
  renderPage(DividendPage);
  const current = await screen.findByTestId('contract-current');
  expect(current).toHaveTextContent('Paid bythe platform');
  expect(current).toHaveTextContent('PeriodWeekly');
  const tiers = within(current).getByRole('table', { name: 'Dividend tiers' });
  expect(within(tiers).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
  expect(within(tiers).getAllByRole('row')[2]).toHaveTextContent('Tier 2৳ 500.002৳ 100.0020 %');
  expect(screen.getByTestId('current-tier')).toHaveTextContent('Tier 1');
  expect(screen.getByTestId('contract-progress')).toHaveTextContent('8 Feb 2027 – 14 Feb 2027');
  const payouts = screen.getByRole('table', { name: 'Payout history' });
  expect(within(payouts).getAllByRole('row')[1]).toHaveTextContent(
    '1 Feb 2027 – 7 Feb 2027Tier 2৳ 450.00৳ 90.00Paid',
  );
  const form = screen.getByTestId('offer-form');
  fireEvent.change(within(form).getByLabelText('Period'), { target: { value: 'SEMIMONTHLY' } });
  fireEvent.change(within(form).getByLabelText('Period valid bet at least'), {
    target: { value: '100' },
  });
  fireEvent.change(within(form).getByLabelText('Active members at least'), {
    target: { value: '1' },
  });
  fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '5' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
  const second = within(form).getByRole('group', { name: 'Tier 2' });
  fireEvent.change(within(second).getByLabelText('Rate (%)'), { target: { value: '10' } });
  fireEvent.change(within(second).getByLabelText('Team loss at least'), {
    target: { value: '200' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'The offer was sent to sub_one.',
  );
  expect(posted('/wps/agent/contracts').map((request) => request.body)).toEqual([
    {
      kind: 'DIVIDEND',
      account: 'sub_one',
      rateBp: 1000,
      profitRateBp: 0,
      minBet: 0,
      period: 'SEMIMONTHLY',
      tiers: [
        { minValidBet: 100, minActiveMembers: 1, minTeamLoss: 0, rateBp: 500 },
        { minValidBet: 0, minActiveMembers: 0, minTeamLoss: 200, rateBp: 1000 },
      ],
    },
  ]);
});
