import {
  i18n,
  configureApiClient,
  getEventBus,
  setupI18n,
  type SecurityOverview,
} from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import SecurityCentrePage from './security-centre-page.component';

const overview: SecurityOverview = {
  account: 'rahim01',
  profile: {
    nickname: 'Rahim',
    payeeName: '',
    birthday: '',
    labels: { occupation: '' },
    enabledLabels: ['occupation'],
    birthdayMinAge: 21,
  },
  mobile: { value: '+880 •••••••5678', confirmed: true },
  email: { value: null, confirmed: false },
  totpEnabled: false,
};

let server: TestServer;
let saved: SecurityOverview = overview;

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/member/security') return okEnvelope(saved);
    if (request.path === '/wps/member/info')
      return okEnvelope({ account: 'rahim01', nickname: 'Rahim', clubLabel: null });
    if (request.method === 'PUT' && request.path === '/wps/member/profile') {
      const body = request.body as { birthday?: string; payeeName?: string };
      if (body.birthday === '2015-01-01')
        return failureEnvelope(400, 'VALIDATION_FAILED', 'Please confirm you are 21 years old', {
          field: 'birthday',
          rule: 'age',
          min: 21,
          max: null,
        });
      saved = {
        ...overview,
        profile: { ...overview.profile, payeeName: body.payeeName ?? '', birthday: body.birthday! },
      };
      return okEnvelope(saved);
    }
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
});

afterAll(() => server.close());

beforeEach(() => {
  getEventBus().setState('balance', { sumBalance: 10, currencySymbol: '৳' });
});

const renderPage = () => render(<SecurityCentrePage />, { wrapper: TestQueryProvider });

it('shows a refused birthday on its field in the reader language, then saves the real name once', async () => {
  renderPage();
  // The first render loads the page's modules and two calls.
  const form = await screen.findByTestId('profile-form', {}, { timeout: 5_000 });
  fireEvent.change(within(form).getByLabelText('Birthday'), { target: { value: '2015-01-01' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await within(form).findByText('Please confirm you are 21 years old')).toBeVisible();
  await act(() => i18n.changeLanguage('bn'));
  fireEvent.click(within(form).getByRole('button', { name: 'প্রোফাইল সংরক্ষণ করুন' }));
  expect(await within(form).findByText('অনুগ্রহ করে নিশ্চিত করুন আপনার বয়স ২১ বছর')).toBeVisible();
  await act(() => i18n.changeLanguage('en'));
  fireEvent.change(within(form).getByLabelText('Birthday'), { target: { value: '1990-04-12' } });
  fireEvent.change(within(form).getByLabelText('Real name'), { target: { value: 'Rahim Uddin' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Your profile is saved.');
  // Once set, the real name is shown, not offered for editing.
  expect(await screen.findByTestId('real-name')).toHaveTextContent('Rahim Uddin');
  expect(within(form).queryByLabelText('Real name')).toBeNull();
});

it('offers no change of a confirmed phone, and a code form for the e-mail', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('tab', { name: 'Phone and e-mail' }));
  const mobile = await screen.findByTestId('binding-mobile');
  expect(mobile).toHaveTextContent('+880 •••••••5678');
  expect(mobile).toHaveTextContent('Confirmed');
  expect(within(mobile).queryByRole('button')).toBeNull();
  const email = screen.getByTestId('binding-email');
  expect(within(email).getByRole('button', { name: 'Send code' })).toBeEnabled();
});
