import { setupI18n, type DepositMethods, type DepositOrder } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import DepositPage from './deposit-page.component';

const methods: DepositMethods = {
  currencySymbol: '৳',
  expiryMinutes: 30,
  methods: [
    {
      code: 'bkash',
      name: { en: 'bKash', bn: 'বিকাশ' },
      channels: [
        {
          code: 'bkash-personal',
          name: { en: 'Send money', bn: 'সেন্ড মানি' },
          min: 200,
          max: 25000,
          presets: [500, 1000],
          instructions: { en: 'Send money to the number below.', bn: 'নিচের নম্বরে পাঠান।' },
          payee: [{ label: { en: 'Account number', bn: 'অ্যাকাউন্ট নম্বর' }, value: '01700-000001' }],
        },
      ],
    },
    {
      code: 'bank',
      name: { en: 'Bank', bn: 'ব্যাংক' },
      channels: [
        {
          code: 'bank-transfer',
          name: { en: 'Bank transfer', bn: 'ব্যাংক ট্রান্সফার' },
          min: 1000,
          max: 500000,
          presets: [1000],
          instructions: { en: 'Transfer to the account below.', bn: 'নিচের অ্যাকাউন্টে পাঠান।' },
          payee: [{ label: { en: 'Bank', bn: 'ব্যাংক' }, value: 'Demo Bank PLC' }],
        },
      ],
    },
  ],
};

const order: DepositOrder = {
  reference: 'DP23456789AB',
  method: 'bkash',
  channel: 'bkash-personal',
  amount: 500,
  state: 'pending',
  payee: methods.methods[0]!.channels[0]!.payee,
  instructions: methods.methods[0]!.channels[0]!.instructions,
  proofs: [],
  failReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-23T10:30:00.000Z',
  settledAt: null,
};

let server: TestServer;
let depositedBefore = false;
beforeAll(async () => {
  await setupI18n('en');
  server = await startTestApi(
    (request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /wps/member/deposit/methods':
          return okEnvelope(methods);
        case 'POST /wps/member/deposit/orders':
          return (request.body as { amount: number }).amount === 777
            ? failureEnvelope(400, 'DEPOSIT_AMOUNT_ABOVE_MAX', 'too much', {
                field: 'amount',
                max: 700,
              })
            : okEnvelope(order);
        case 'GET /wps/member/deposit/order':
          return okEnvelope(order);
        case 'GET /wps/member/deposit/orders':
          // The member whose history holds a credited order has deposited before.
          return okEnvelope(
            request.query.get('state') === 'credited' && depositedBefore
              ? { rows: [{ ...order, state: 'credited' }], total: 1 }
              : { rows: [], total: 0 },
          );
        default:
          return undefined;
      }
    },
    () => 'tok-1',
  );
});
afterAll(() => server.close());

const onNavigate = jest.fn();
const renderPage = () =>
  render(
    <TestQueryProvider>
      <DepositPage onNavigate={onNavigate} />
    </TestQueryProvider>,
  );

const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });

describe('deposit page', () => {
  it('shows the chosen method with its payee and limits', async () => {
    renderPage();
    expect(await screen.findByText('01700-000001')).toBeInTheDocument();
    expect(screen.getByText('From ৳ 200.00 to ৳ 25,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bank' }));
    expect(screen.getByText('Demo Bank PLC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bank' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses an amount below the minimum without sending anything', async () => {
    renderPage();
    await screen.findByText('01700-000001');
    fireEvent.change(amountField(), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create deposit order' }));
    expect(await screen.findByText('The amount must be at least ৳ 200.00')).toBeInTheDocument();
    const sent = await server.settledRequests();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says what the server refused, next to the amount', async () => {
    renderPage();
    await screen.findByText('01700-000001');
    fireEvent.change(amountField(), { target: { value: '777' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create deposit order' }));
    expect(await screen.findByText('The amount must be at most ৳ 700.00')).toBeInTheDocument();
  });

  it('makes the order from a preset with an idempotency key and shows its reference', async () => {
    renderPage();
    await screen.findByText('01700-000001');
    fireEvent.click(screen.getByRole('button', { name: '৳ 500.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create deposit order' }));
    const view = await screen.findByTestId('deposit-order');
    expect(within(view).getByTestId('deposit-reference')).toHaveTextContent('DP23456789AB');
    expect(within(view).getByText('Pending')).toBeInTheDocument();
    const posted = server.requests.filter(
      (request) => request.method === 'POST' && request.path === '/wps/member/deposit/orders',
    );
    expect(posted.at(-1)!.body).toMatchObject({
      method: 'bkash',
      channel: 'bkash-personal',
      amount: 500,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/),
    });
  });

  it('shows an empty history', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
  });

  it('offers a deposit limit before the first deposit, and opens the responsible gaming page', async () => {
    renderPage();
    const offer = await screen.findByTestId('deposit-limit-offer');
    expect(within(offer).getByRole('heading', { name: 'Before your first deposit' })).toBeVisible();
    fireEvent.click(within(offer).getByRole('button', { name: 'Set a deposit limit' }));
    expect(onNavigate).toHaveBeenCalledWith('responsibleGaming');
  });

  it('keeps a link to the deposit limits once the member has deposited', async () => {
    depositedBefore = true;
    try {
      renderPage();
      await screen.findByText('01700-000001');
      await server.settledRequests();
      expect(screen.getByRole('button', { name: 'Set a deposit limit' })).toBeVisible();
      expect(screen.queryByTestId('deposit-limit-offer')).not.toBeInTheDocument();
    } finally {
      depositedBefore = false;
    }
  });
});
