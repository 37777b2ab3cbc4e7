import {
  configureApiClient,
  getEventBus,
  setupI18n,
  type WithdrawalOrder,
  type WithdrawalOverview,
} from '@site/shared';
import {
  failureEnvelope,
  nonBengaliTexts,
  okEnvelope,
  startTestServer,
  switchTestLanguage,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import WithdrawalPage from './withdrawal-page.component';

const overview = (blocked: boolean): WithdrawalOverview => ({
  withdrawable: 8700,
  limits: { min: 100, max: 25000, dailyMax: 50000, dailyMaxCount: 5, usedToday: 0, countToday: 0 },
  turnover: { multiple: 1, deposits: 1000, required: 1000, done: blocked ? 0 : 1000, remaining: 0 },
  blockers: [
    ...(blocked ? [{ code: 'TURNOVER' as const, remaining: 1000 }] : []),
    ...(bonusLeft > 0 ? [{ code: 'BONUS_TURNOVER' as const, remaining: bonusLeft }] : []),
  ],
  paymentPassword: { isSet: true, lockedUntil: null, attemptsLeft: 5 },
  realName: 'Nasrin Akter',
  requireNameMatch: true,
  maxPayoutAccounts: 5,
  autoConfirmMinutes: 60,
  providers: [{ code: 'NAGAD', name: 'Nagad', kind: 'ewallet' }],
  accounts: [
    {
      id: '4',
      kind: 'ewallet',
      provider: 'NAGAD',
      providerName: 'Nagad',
      accountNumber: '****5678',
      holderName: 'Nasrin Akter',
      createdAt: '2026-11-20T10:00:00.000Z',
      inUse: true,
    },
  ],
});

const disbursed: WithdrawalOrder = {
  id: '12',
  orderNo: 'W20261120000000012',
  amount: 1000,
  status: 'disbursed',
  payout: {
    provider: 'NAGAD',
    providerName: 'Nagad',
    accountNumber: '****5678',
    holderName: 'Nasrin Akter',
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  approvedAt: '2026-11-20T10:05:00.000Z',
  rejectedAt: null,
  disbursedAt: '2026-11-20T10:10:00.000Z',
  autoConfirmAt: '2026-11-20T11:10:00.000Z',
  confirmedAt: null,
  confirmedBy: null,
  rejectReason: null,
  reference: 'NAGAD-1',
  receivedAmount: null,
  remainingAmount: null,
  proofFileIds: [],
  remainder: null,
};
let listed: WithdrawalOrder[] = [disbursed];

let server: TestServer;
let blocked = true;
/** Valid bet an active bonus still needs (the reward centre's BONUS_TURNOVER blocker). */
let bonusLeft = 0;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/member/withdrawal') return okEnvelope(overview(blocked));
    if (request.path.startsWith('/wps/member/withdrawals') && request.method === 'GET')
      return okEnvelope({ list: listed, total: listed.length });
    if (request.path === '/wps/member/withdrawals' && request.method === 'POST')
      return failureEnvelope(400, 'PAYMENT_PASSWORD_INVALID', 'wrong', {
        field: 'paymentPassword',
        attemptsLeft: 3,
      });
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('balance', { sumBalance: 8700, currencySymbol: '৳' });
});
afterAll(() => server.close());

it('says what blocks the withdrawal and how much is left, and does not let it be sent', async () => {
  blocked = true;
  render(<WithdrawalPage />, { wrapper: TestQueryProvider });
  const blockers = await screen.findByTestId('withdrawal-blockers');
  expect(blockers).toHaveTextContent('Bet ৳ 1,000.00 more (valid bet) before withdrawing.');
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
});

it("says when an active bonus's turnover holds the withdrawal back, and how much is left", async () => {
  blocked = false;
  bonusLeft = 200;
  render(<WithdrawalPage />, { wrapper: TestQueryProvider });
  const blockers = await screen.findByTestId('withdrawal-blockers');
  expect(blockers).toHaveTextContent(
    "An active bonus's turnover is not met: bet ৳ 200.00 more (valid bet) before withdrawing.",
  );
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  bonusLeft = 0;
});

it('shows the translated error of a wrong payment password with the tries left', async () => {
  blocked = false;
  render(<WithdrawalPage />, { wrapper: TestQueryProvider });
  const form = await screen.findByTestId('withdrawal-form');
  fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1000' } });
  fireEvent.change(within(form).getByLabelText('Payment password'), {
    target: { value: '111111' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
  const confirm = await screen.findByTestId('withdrawal-confirm');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'The payment password is incorrect (3 tries left)',
  );
});

it('offers the receipt actions on a paid-out order and works out the remaining amount', async () => {
  render(<WithdrawalPage />, { wrapper: TestQueryProvider });
  const table = await screen.findByRole('table', { name: 'Withdrawal history' });
  const row = (await within(table).findByText('Paid out')).closest('tr')!;
  expect(row).toHaveTextContent('W20261120000000012');
  fireEvent.click(within(row).getByRole('button', { name: 'Partly received' }));
  const dialog = await screen.findByTestId('receipt-dialog');
  fireEvent.change(within(dialog).getByLabelText('Amount received'), { target: { value: '600' } });
  expect(within(dialog).getByTestId('remaining-amount')).toHaveTextContent(
    'Remaining amount: ৳ 400.00',
  );
});

it('follows the operator live: the remainder of a partly received order, then its resolution and reason (issue 40 items 10, 11)', async () => {
  const partly: WithdrawalOrder = {
    ...disbursed,
    status: 'partly_received',
    receivedAmount: 600,
    remainingAmount: 400,
    remainder: { state: 'open', reference: null, reason: null, resolvedAt: null },
  };
  listed = [partly];
  render(<WithdrawalPage />, { wrapper: TestQueryProvider });
  const note = await screen.findByTestId('withdrawal-remainder');
  expect(note).toHaveTextContent('Our team is looking into the remaining ৳ 400.00');
  // The operator closes it: the API pushes `orders`, and the list is asked again, no reload.
  listed = [
    {
      ...partly,
      remainder: {
        state: 'closed',
        reference: null,
        reason: 'The bank returned it',
        resolvedAt: '2026-11-21T10:00:00.000Z',
      },
    },
  ];
  getEventBus().setState('orders', { version: `v-${Date.now()}` });
  expect(
    await screen.findByText('The remaining ৳ 400.00 was not paid out and is back in your balance.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('withdrawal-remainder')).toHaveTextContent(
    'Reason: The bank returned it',
  );
  listed = [disbursed];
});

describe('in Bengali (issue 40 item 13)', () => {
  beforeAll(() => switchTestLanguage('bn'));
  afterAll(() => switchTestLanguage('en'));

  it("writes today's withdrawals and the limits in Bengali digits, with no key", async () => {
    blocked = false;
    const { container } = render(<WithdrawalPage />, { wrapper: TestQueryProvider });
    await screen.findByTestId('withdrawal-form', undefined, { timeout: 5000 });
    expect(container).toHaveTextContent(/টির মধ্যে [০-৯]+ টি উত্তোলন/);
    // The masked account number is the member's own data.
    expect(nonBengaliTexts(container, { allow: ['****5678'] })).toEqual([]);
  });
});
