import { type TeamReport } from '@site/shared';
import { periodRange, toIsoDate } from '@site/shared/ui';
import {
  failureEnvelope,
  nonBengaliTexts,
  okEnvelope,
  switchTestLanguage,
  TestQueryProvider,
  type TestServer,
  BRAND_TZ_OFFSET,
  onBrandClockWithDeviceAbroad,
} from '@site/shared/testing';
import { callsTo, startAgentTestServer } from '../../testing/agent-test-server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import TeamOverviewPage from './team-overview-page.component';

/** The days asked for are the brand's, wherever the member's device is. */
onBrandClockWithDeviceAbroad();

const report = (scope: 'team' | 'direct'): TeamReport => ({
  scope,
  members: scope === 'team' ? 12 : 3,
  newMembers: 2,
  activeMembers: 5,
  deposits: 1500,
  withdrawals: 250.5,
  validBet: 980,
  profitLoss: -120.25,
  balance: 4321.75,
});

let failing = false;
let server: TestServer;
beforeAll(async () => {
  server = await startAgentTestServer((request) => {
    if (request.path !== '/wps/agent/team/overview') return undefined;
    if (failing) return failureEnvelope(500, 'INTERNAL', 'boom');
    return okEnvelope(report(request.query.get('scope') === 'direct' ? 'direct' : 'team'));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  failing = false;
  server.requests.length = 0;
});

const overviewCalls = () => callsTo(server, '/wps/agent/team/overview');
const figure = (key: string) =>
  screen.getByTestId('team-figures').querySelector(`[data-figure="${key}"]`)!.textContent;

it('shows today’s figures of the whole team, then the direct downline’s on the toggle', async () => {
  render(<TeamOverviewPage />, { wrapper: TestQueryProvider });
  await screen.findByTestId('team-figures');
  const today = toIsoDate(new Date());
  const first = overviewCalls()[0]!;
  expect(first.query.get('from')).toBe(today);
  expect(first.query.get('to')).toBe(today);
  expect(first.query.get('scope')).toBe('team');
  expect(first.query.get('tzOffset')).toBe(String(BRAND_TZ_OFFSET));
  expect(figure('members')).toBe('12');
  expect(figure('newMembers')).toBe('2');
  expect(figure('activeMembers')).toBe('5');
  expect(figure('deposits')).toBe('৳ 1,500.00');
  expect(figure('withdrawals')).toBe('৳ 250.50');
  expect(figure('validBet')).toBe('৳ 980.00');
  expect(figure('profitLoss')).toBe('−৳ 120.25');
  expect(figure('balance')).toBe('৳ 4,321.75');

  const scope = screen.getByRole('group', { name: 'Whose figures' });
  fireEvent.click(within(scope).getByRole('button', { name: 'Direct downline' }));
  await waitFor(() => expect(figure('members')).toBe('3'));
  expect(overviewCalls().at(-1)!.query.get('scope')).toBe('direct');
  expect(within(scope).getByRole('button', { name: 'Direct downline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('asks for the week, and the week before, when the agent steps through periods', async () => {
  render(<TeamOverviewPage />, { wrapper: TestQueryProvider });
  await screen.findByTestId('team-figures');
  const period = screen.getByRole('group', { name: 'Period' });
  fireEvent.click(within(period).getByRole('button', { name: 'Weekly' }));
  const week = periodRange('weekly', toIsoDate(new Date()));
  // Both ends: on the week's first day the daily call before it has the same start.
  await waitFor(() => {
    const query = overviewCalls().at(-1)!.query;
    expect([query.get('from'), query.get('to')]).toEqual([week.from, week.to]);
  });
  fireEvent.click(within(period).getByRole('button', { name: 'Previous period' }));
  const before = periodRange(
    'weekly',
    toIsoDate(new Date(Date.parse(`${week.from}T12:00:00`) - 86_400_000)),
  );
  await waitFor(() => expect(overviewCalls().at(-1)!.query.get('from')).toBe(before.from));
});

it('says when the figures cannot be loaded, and tries again', async () => {
  failing = true;
  render(<TeamOverviewPage />, { wrapper: TestQueryProvider });
  const alert = await screen.findByRole('alert');
  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findByTestId('team-figures');
});

describe('in Bengali (issue 40 item 13)', () => {
  beforeAll(() => switchTestLanguage('bn'));
  afterAll(() => switchTestLanguage('en'));

  it('writes the figures and the period in Bengali digits, with no key', async () => {
    const { container } = render(<TeamOverviewPage />, { wrapper: TestQueryProvider });
    await screen.findByTestId('team-figures', undefined, { timeout: 5000 });
    expect(figure('members')).toBe('১২');
    expect(nonBengaliTexts(container)).toEqual([]);
  });
});
