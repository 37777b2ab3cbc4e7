import { getEventBus, type TeamMember, type TeamMembersPage } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { callsTo, cellTexts, startAgentTestServer } from '../../testing/agent-test-server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import TeamManagementPage from './team-management-page.component';

const member = (account: string, level: number, balance: number): TeamMember => ({
  account,
  nickname: account.toUpperCase(),
  isAgent: 0,
  level,
  upline: level === 1 ? 'boss' : 'sub1',
  balance,
  lastLoginAt: level === 1 ? '2026-11-20T08:30:00.000Z' : null,
  state: level === 3 ? 'DISABLED' : 'ACTIVE',
  createdAt: '2026-11-01T00:00:00.000Z',
});

let sub1Balance = 15.2;
let agentBalance = 500;
let transferAnswer: 'ok' | 'INSUFFICIENT_FUNDS' | 'PAYMENT_PASSWORD_INVALID' | 'NOT_IN_TEAM' = 'ok';
let server: TestServer;
beforeAll(async () => {
  server = await startAgentTestServer((request) => {
    if (request.path === '/wps/agent/team/members') {
      const search = request.query.get('search');
      const page: TeamMembersPage = search
        ? { total: 0, list: [] }
        : {
            total: 23,
            list: [member('sub1', 1, sub1Balance), member('deep2', 2, 3), member('gone3', 3, 0)],
          };
      return okEnvelope(page);
    }
    if (request.path === '/wps/agent/team/transfer') {
      if (transferAnswer === 'INSUFFICIENT_FUNDS')
        return failureEnvelope(400, 'INSUFFICIENT_FUNDS', 'Insufficient balance', { balance: 4 });
      if (transferAnswer === 'PAYMENT_PASSWORD_INVALID')
        return failureEnvelope(400, 'PAYMENT_PASSWORD_INVALID', 'wrong', { attemptsLeft: 4 });
      if (transferAnswer === 'NOT_IN_TEAM')
        return failureEnvelope(404, 'NOT_IN_TEAM', 'This account is not in your team');
      const { amount } = request.body as { amount: number };
      sub1Balance += amount;
      agentBalance -= amount;
      return okEnvelope({ transactionId: '9', account: 'sub1', amount, balance: agentBalance });
    }
    if (request.path === '/wps/v2/wallets/balance')
      return okEnvelope({ sumBalance: agentBalance, currencySymbol: '৳', wallets: [] });
    return undefined;
  });
  getEventBus().setState('session', {
    status: 'member',
    token: 'tok-1',
    account: 'boss',
    nickname: 'Boss',
    isAgent: 1,
    merchantCode: 'padma',
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  transferAnswer = 'ok';
  getEventBus().setState('balance', { sumBalance: agentBalance, currencySymbol: '৳' });
});

const memberCalls = () => callsTo(server, '/wps/agent/team/members');
const cells = (row: HTMLElement) => cellTexts(row);

it('lists the subtree with level, balance, last login and state, paged on the server', async () => {
  render(<TeamManagementPage />, { wrapper: TestQueryProvider });
  await screen.findByText('sub1');
  const rows = screen.getAllByRole('row');
  expect(cells(rows[1]!).slice(0, 5)).toEqual([
    'sub1SUB1 · Member',
    '1',
    '15.20',
    expect.stringContaining('2026'),
    'Active',
  ]);
  expect(cells(rows[2]!)[3]).toBe('Never');
  expect(cells(rows[3]!)[4]).toBe('Disabled');
  // Only a direct downline can be sent money.
  expect(within(rows[1]!).getByRole('button', { name: 'Transfer to sub1' })).toBeVisible();
  expect(within(rows[2]!).queryByRole('button')).toBeNull();
  expect(memberCalls()[0]!.query.get('pageNo')).toBe('1');
  expect(memberCalls()[0]!.query.get('pageSize')).toBe('10');

  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(memberCalls().at(-1)!.query.get('pageNo')).toBe('2'));
});

it('searches and filters by level on the server, back on page 1, and says when none match', async () => {
  render(<TeamManagementPage />, { wrapper: TestQueryProvider });
  await screen.findByText('sub1');
  fireEvent.change(screen.getByLabelText('Level'), { target: { value: '2' } });
  await waitFor(() => expect(memberCalls().at(-1)!.query.get('level')).toBe('2'));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Account or nickname' }), {
    target: { value: ' nob ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('No member of your team matches');
  const last = memberCalls().at(-1)!;
  expect(last.query.get('search')).toBe('nob');
  expect(last.query.get('level')).toBe('2');
  expect(last.query.get('pageNo')).toBe('1');
});

async function openTransfer() {
  render(<TeamManagementPage />, { wrapper: TestQueryProvider });
  fireEvent.click(await screen.findByRole('button', { name: 'Transfer to sub1' }));
  const panel = screen.getByTestId('downline-transfer');
  fireEvent.change(within(panel).getByLabelText(/Amount/), { target: { value: '10' } });
  fireEvent.change(within(panel).getByLabelText('Payment password (6 digits)'), {
    target: { value: '135790' },
  });
  fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
  return panel;
}

it('confirms the amount and the recipient, sends once, and updates both balances', async () => {
  const before = agentBalance;
  await openTransfer();
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('৳ 10.00 will go from your main wallet to sub1.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByTestId('transfer-done')).toHaveTextContent('৳ 10.00 was sent to sub1.');
  const sent = callsTo(server, '/wps/agent/team/transfer');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ account: 'sub1', amount: 10, paymentPassword: '135790' });
  expect((sent[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(/\S{8,}/);
  // The list shows the downline's new balance, the bus the agent's (the header reads it).
  await screen.findByText('25.20');
  await waitFor(() => expect(getEventBus().current('balance').sumBalance).toBe(before - 10));
  expect(screen.queryByTestId('downline-transfer')).toBeNull();
});

it.each([
  ['INSUFFICIENT_FUNDS', 'Not enough money in your main wallet (it holds 4).'],
  ['PAYMENT_PASSWORD_INVALID', 'The payment password is incorrect (4 tries left).'],
  ['NOT_IN_TEAM', 'This account is not your direct downline, so you cannot send it money.'],
] as const)('says why a refused transfer (%s) did not go through', async (code, text) => {
  transferAnswer = code;
  const panel = await openTransfer();
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(panel).findByText(text)).toBeVisible();
  expect(screen.queryByTestId('transfer-done')).toBeNull();
});

it('asks for an amount and the 6-digit password before it confirms anything', async () => {
  render(<TeamManagementPage />, { wrapper: TestQueryProvider });
  fireEvent.click(await screen.findByRole('button', { name: 'Transfer to sub1' }));
  const panel = screen.getByTestId('downline-transfer');
  fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
  expect(await within(panel).findByText('Please enter an amount above zero')).toBeVisible();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
