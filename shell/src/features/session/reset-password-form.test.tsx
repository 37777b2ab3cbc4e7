import { getEventBus } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  signedInMember,
  startTestApi,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@site/shared/router';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN = 'A'.repeat(43);
let server: TestServer;
let resetAnswer: () => ReturnType<typeof okEnvelope>;

beforeAll(async () => {
  await setupShellI18n();
  server = await startTestApi(
    (request) => {
      switch (`${request.method} ${request.path}`) {
        case 'POST /wps/member/password/reset':
          return resetAnswer();
        default:
          return signedInMember(request);
      }
    },
    () => sessionStorage.getItem('token'),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStorage.clear();
  getEventBus().setState('session', { status: 'guest' });
});

function renderForm(token: string | null) {
  render(
    <SiteProviders store={createSiteStore()}>
      <MemoryRouter initialEntries={['/reset-password']}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordForm token={token} />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </SiteProviders>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));

it('checks the confirmation before calling the API', async () => {
  renderForm(TOKEN);
  fill('New password', 'Better@2026');
  fill('Confirm new password', 'Better@2027');
  save();
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
    'Incorrect confirmation input',
  );
  expect(await server.settledRequests()).toHaveLength(0);
});

it('says a link without a token is invalid, without calling the API', async () => {
  renderForm(null);
  expect(screen.getByRole('alert')).toHaveTextContent('The reset link is invalid or has expired');
  expect(await server.settledRequests()).toHaveLength(0);
});

it('turns a refused token into the invalid-link message', async () => {
  resetAnswer = () =>
    failureEnvelope(400, 'TOKEN_INVALID', 'The reset link is invalid or has expired');
  renderForm(TOKEN);
  fill('New password', 'Better@2026');
  fill('Confirm new password', 'Better@2026');
  save();
  expect(await screen.findByTestId('reset-link-invalid')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
});

it('logs the member in with the answer and goes home', async () => {
  resetAnswer = () => okEnvelope({ token: 'new-token' });
  renderForm(TOKEN);
  fill('New password', 'Better@2026');
  fill('Confirm new password', 'Better@2026');
  save();
  expect(await screen.findByText('home page')).toBeInTheDocument();
  await waitFor(() => expect(getEventBus().current('session').status).toBe('member'));
  const sent = server.requests.find((request) => request.path === '/wps/member/password/reset');
  expect(sent?.body).toMatchObject({ token: TOKEN, newPassword: 'Better@2026' });
});
