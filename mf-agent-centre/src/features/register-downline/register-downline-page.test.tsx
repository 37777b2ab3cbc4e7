import { configureApiClient, getEventBus, setupI18n, type Permission } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestServer,
  testPermission,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import RegisterDownlinePage from './register-downline-page.component';

/** The brand's rules as the API sends them (api/src/services/brands/registerRules.ts). */
const rules: Permission['registerRules'] = [
  {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 16,
  },
  {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
    patternId: 17,
    minLength: 6,
    maxLength: 20,
  },
];

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

let server: TestServer;
const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/agent/referral')
      return okEnvelope({
        affiliateCode: 'PADMA-1A2B3C4D',
        link: 'http://localhost:3000/register?affiliateCode=PADMA-1A2B3C4D',
        qrSvg: QR,
      });
    if (request.path === '/wps/agent/signups')
      return okEnvelope({
        thisMonth: 2,
        thisMonthDeposited: 1,
        total: 3,
        list: [
          {
            account: 'rahim2026',
            registeredAt: '2026-11-20T08:00:00.000Z',
            firstDepositAt: '2026-11-21T09:30:00.000Z',
            firstDeposit: 700,
          },
          {
            account: 'karim2026',
            registeredAt: '2026-11-19T08:00:00.000Z',
            firstDepositAt: null,
            firstDeposit: null,
          },
        ],
      });
    if (request.path === '/wps/agent/team/register') {
      const body = request.body as { username: string; type: string };
      if (body.username === 'takenname')
        return failureEnvelope(400, 'VALIDATION_FAILED', 'taken', {
          field: 'username',
          rule: 'taken',
        });
      return okEnvelope({ account: body.username, isAgent: body.type === 'agent' ? 2 : 0 });
    }
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
  getEventBus().setState('brand', testPermission({ registerRules: rules }));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterAll(() => server.close());

const renderPage = () => render(<RegisterDownlinePage />, { wrapper: TestQueryProvider });
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

it('checks the brand rules before sending: empty fields, a weak password, a mismatch', async () => {
  renderPage();
  submit();
  expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(3);
  fill('Username', '9lives');
  fill('Password', 'abc');
  fill('Confirm password', 'abd');
  submit();
  const username = screen.getByLabelText('Username');
  await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
  expect(username).toHaveAccessibleDescription(
    '6–16 English letters and digits, starting with a letter',
  );
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    '6–20 English letters, digits or symbols, no spaces',
  );
  fill('Username', 'karim01');
  fill('Password', 'Strong@2026');
  submit();
  expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
  const sent = await server.settledRequests();
  expect(sent.filter((request) => request.path === '/wps/agent/team/register')).toEqual([]);
});

it('says when the username is taken, and shows the new sub-agent when it is created', async () => {
  renderPage();
  fill('Username', 'takenname');
  fill('Password', 'Strong@2026');
  fill('Confirm password', 'Strong@2026');
  submit();
  expect(await screen.findByText('This username is already taken. Choose another.')).toBeVisible();

  fireEvent.change(screen.getByLabelText('Account type'), { target: { value: 'agent' } });
  fill('Username', 'karimsub');
  submit();
  const result = screen.getByTestId('register-downline-result');
  await waitFor(() => expect(result).toHaveTextContent('Account karimsub created (Sub-agent).'));
  expect(result).toHaveAttribute('role', 'status');
  expect(screen.getByLabelText('Username')).toHaveValue('');
  const request = server.requests.filter((r) => r.path === '/wps/agent/team/register').at(-1)!;
  expect(request.body).toEqual({
    username: 'karimsub',
    password: 'Strong@2026',
    confirmPassword: 'Strong@2026',
    type: 'agent',
  });
});

it('shows the referral link with its QR code and copies it', async () => {
  renderPage();
  const panel = await screen.findByTestId('referral-link');
  expect(within(panel).getByTestId('affiliate-code')).toHaveTextContent('PADMA-1A2B3C4D');
  const link = within(panel).getByLabelText('Referral link');
  expect(link).toHaveValue('http://localhost:3000/register?affiliateCode=PADMA-1A2B3C4D');
  const qr = within(panel).getByRole('img', { name: 'QR code of your referral link' });
  expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`);
  fireEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
  expect(await within(panel).findByText('Copied')).toHaveAttribute('aria-live', 'polite');
  expect(writeText).toHaveBeenCalledWith(
    'http://localhost:3000/register?affiliateCode=PADMA-1A2B3C4D',
  );
});

it('lists the sign-ups with the affiliate code: this month, and who has deposited', async () => {
  renderPage();
  const counts = await screen.findByTestId('signups-counts');
  expect(counts).toHaveTextContent('This month2');
  expect(counts).toHaveTextContent('Deposited this month1');
  expect(counts).toHaveTextContent('In all3');
  const table = screen.getByRole('table', { name: 'Sign-ups with your code' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('rahim2026');
  expect(rows[0]).toHaveTextContent('700.00');
  expect(rows[1]).toHaveTextContent('karim2026');
  expect(rows[1]).toHaveTextContent('Not yet');
});
