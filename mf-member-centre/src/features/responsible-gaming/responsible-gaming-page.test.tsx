import {
  getEventBus,
  setDisplayTimeZone,
  setupI18n,
  type MoneyLimit,
  type ProtectionOverview,
} from '@site/shared';
import {
  failureEnvelope,
  nonBengaliTexts,
  okEnvelope,
  startTestApi,
  startTestI18n,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ResponsibleGamingPage from './responsible-gaming-page.component';

// Midnight of 7 December on the brand's clock (Dhaka).
const MIDNIGHT = '2026-12-06T18:00:00.000Z';

const limit = (
  overrides: Partial<MoneyLimit> & Pick<MoneyLimit, 'kind' | 'period'>,
): MoneyLimit => ({
  amount: null,
  used: 0,
  resetsAt: MIDNIGHT,
  pending: null,
  ...overrides,
});

const overview = (): ProtectionOverview => ({
  limits: [
    limit({ kind: 'deposit', period: 'day', amount: 5000, used: 1200 }),
    limit({ kind: 'deposit', period: 'week' }),
    limit({
      kind: 'deposit',
      period: 'month',
      amount: 20000,
      used: 0,
      pending: { amount: 50000, confirmableAt: '2026-12-07T04:00:00.000Z', confirmable: true },
    }),
    limit({ kind: 'loss', period: 'day' }),
    limit({ kind: 'wager', period: 'day' }),
  ],
  sessionLimit: { minutes: 120, pending: null },
  realityCheckMinutes: null,
  brandRealityCheckMinutes: 30,
  session: {
    startedAt: '2026-12-06T08:00:00.000Z',
    netPosition: -150,
    realityCheckMinutes: 30,
    endsAt: '2026-12-06T10:00:00.000Z',
  },
  exclusion: null,
  minimumAge: 18,
});

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  server = await startTestApi(
    (request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /wps/member/protection':
          return okEnvelope(overview());
        case 'PUT /wps/member/protection/limits':
        case 'POST /wps/member/protection/limits/confirm':
        case 'PUT /wps/member/protection/reality-check':
          return okEnvelope(overview());
        case 'POST /wps/member/protection/time-out':
          return (request.body as { password: string }).password === 'right-password'
            ? okEnvelope(null)
            : failureEnvelope(400, 'VALIDATION_FAILED', 'The password is incorrect', {
                field: 'password',
                rule: 'mismatch',
              });
        case 'POST /wps/session/logout':
          return failureEnvelope(401, 'TOKEN_INVALID', 'the session ended');
        default:
          return undefined;
      }
    },
    () => 'tok-1',
  );
});
afterAll(() => server.close());

beforeEach(() => {
  setDisplayTimeZone('Asia/Dhaka');
  server.requests.length = 0;
  getEventBus().setState('balance', { sumBalance: 10, currencySymbol: '৳' });
});
afterEach(() => setDisplayTimeZone(undefined));

const renderPage = () =>
  render(
    <TestQueryProvider>
      <ResponsibleGamingPage />
    </TestQueryProvider>,
  );

const limitRow = async (kind: string, period: string) => {
  await screen.findByText('Deposit limits', {}, { timeout: 5_000 });
  return document.querySelector<HTMLElement>(`[data-limit="${kind}-${period}"]`)!;
};

const sent = async (method: string, path: string) =>
  (await server.settledRequests()).filter(
    (request) => request.method === method && request.path === path,
  );

describe('responsible gaming page', () => {
  it('shows a skeleton, then each limit with what was used and when it resets', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your limits' })).toBeInTheDocument();
    const daily = await limitRow('deposit', 'day');
    expect(within(daily).getByText('৳ 5,000.00')).toBeInTheDocument();
    expect(
      within(daily).getByText('Used ৳ 1,200.00 of ৳ 5,000.00 · Resets at 00:00 on 7 Dec'),
    ).toBeInTheDocument();
    const weekly = await limitRow('deposit', 'week');
    expect(within(weekly).getByText('No limit')).toBeInTheDocument();
    fireEvent.click(within(weekly).getByRole('button', { name: 'Set a weekly deposit limit' }));
    expect(
      within(weekly).getByRole('button', { name: 'Save weekly deposit limit' }),
    ).toBeDisabled();
    expect(within(weekly).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('lowers a limit at once and says that a higher one waits 24 hours', async () => {
    renderPage();
    const daily = await limitRow('deposit', 'day');
    fireEvent.click(within(daily).getByRole('button', { name: 'Change the daily deposit limit' }));
    const field = within(daily).getByRole('textbox', { name: /^New daily deposit limit/ });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '3000' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save daily deposit limit' }));
    expect(await within(daily).findByText('Your new limit applies now.')).toBeInTheDocument();
    expect(
      within(daily).getByRole('button', { name: 'Change the daily deposit limit' }),
    ).toHaveFocus();
    expect((await sent('PUT', '/wps/member/protection/limits'))[0]?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 3000,
    });

    fireEvent.click(within(daily).getByRole('button', { name: 'Change the daily deposit limit' }));
    fireEvent.change(within(daily).getByRole('textbox', { name: /^New daily deposit limit/ }), {
      target: { value: '8000' },
    });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save daily deposit limit' }));
    expect(
      await within(daily).findByText(
        'This change takes effect after 24 hours, when you confirm it here.',
      ),
    ).toBeInTheDocument();
  });

  it('confirms an increase whose 24 hours are over', async () => {
    renderPage();
    const monthly = await limitRow('deposit', 'month');
    expect(
      within(monthly).getByText(
        'Change to ৳ 50,000.00: the 24 hours are over, confirm it to apply it.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(
      within(monthly).getByRole('button', { name: 'Confirm the new monthly deposit limit' }),
    );
    expect(
      await within(monthly).findByText('Confirmed: the change applies now.'),
    ).toBeInTheDocument();
    expect((await sent('POST', '/wps/member/protection/limits/confirm'))[0]?.body).toEqual({
      kind: 'deposit',
      period: 'month',
    });
  });

  it('shows the session limit and sets the reality check from the choices or the site default', async () => {
    renderPage();
    await screen.findByText('Deposit limits', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Time' }));
    expect(screen.getByText('Now: 2 h')).toBeInTheDocument();
    expect(screen.getByText('This login ends at 16:00 on 6 Dec.')).toBeInTheDocument();
    const interval = screen.getByRole('combobox', { name: 'Remind me every' });
    expect(
      within(interval).getByRole('option', { name: 'Site default (30 min)' }),
    ).toBeInTheDocument();
    fireEvent.change(interval, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reality check' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect((await sent('PUT', '/wps/member/protection/reality-check'))[0]?.body).toEqual({
      minutes: 60,
    });
  });

  it('takes a time-out only with the password, after saying it cannot be undone, then logs out', async () => {
    getEventBus().setState('session', {
      status: 'member',
      token: 'tok-1',
      account: 'rahim',
      nickname: 'Rahim',
      isAgent: 0,
      merchantCode: 'PADMA',
    });
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Take a break' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Time-out length' }), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take a time-out?' });
    expect(dialog).toHaveAccessibleDescription(
      /For 7 days you cannot log in, play or deposit.*It cannot be undone or shortened\./,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Yes, start it' });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Enter your login password to confirm.'),
    ).toBeInTheDocument();
    expect(await sent('POST', '/wps/member/protection/time-out')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Login password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect(getEventBus().current('session').status).toBe('member');

    fireEvent.change(within(dialog).getByLabelText('Login password'), {
      target: { value: 'right-password' },
    });
    fireEvent.click(confirm);
    await screen.findByText('Take a time-out');
    await server.settledRequests();
    expect(getEventBus().current('session').status).toBe('guest');
    expect((await sent('POST', '/wps/member/protection/time-out')).at(-1)?.body).toEqual({
      days: 7,
      password: 'right-password',
    });
  });
});

describe('in Bengali', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('writes every section in Bengali, amounts, times and lengths in Bengali digits', async () => {
    const { container } = renderPage();
    await screen.findByText('জমার সীমা', {}, { timeout: 5_000 });
    const daily = document.querySelector<HTMLElement>('[data-limit="deposit-day"]')!;
    expect(within(daily).getByText('৳ ৫,০০০.০০')).toBeInTheDocument();
    expect(within(daily).getByText(/০০:০০/)).toBeInTheDocument();
    expect(nonBengaliTexts(container)).toEqual([]);
    for (const section of ['সময়', 'বিরতি নিন']) {
      fireEvent.click(screen.getByRole('tab', { name: section }));
      expect(nonBengaliTexts(container)).toEqual([]);
    }
  });
});
