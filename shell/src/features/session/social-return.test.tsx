import { getEventBus } from '@site/shared';
import { okEnvelope, type TestServer } from '@site/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import {
  createSiteStore,
  setupShellI18n,
  SiteProviders,
  startSessionTestApi,
  withFlags,
} from '../../testing/site-context';
import { SocialReturn } from './social-return';

/** The linking screen after a provider's return, for an identity no account has yet. */
let server: TestServer;

beforeAll(async () => {
  await setupShellI18n();
  server = await startSessionTestApi((request) => {
    switch (`${request.method} ${request.path}`) {
      case 'POST /wps/session/social/complete':
        return okEnvelope({
          status: 'link',
          identity: { provider: 'google', name: 'Nadia Rahman', email: null },
        });
      case 'POST /wps/session/social/link':
        return okEnvelope({
          token: 'tok-linked',
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
        });
      default:
        return undefined;
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStorage.clear();
  getEventBus().setState('session', { status: 'guest' });
});

async function renderLinking(flags: string[]) {
  const store = createSiteStore({ permission: withFlags(flags) });
  render(
    <SiteProviders store={store}>
      <MemoryRouter>
        <SocialReturn outcome="done" />
      </MemoryRouter>
    </SiteProviders>,
  );
  const modal = await screen.findByTestId('social-login-modal');
  await within(modal).findByText(/You signed in with Google as Nadia Rahman/);
  return modal;
}

it('lets a member who registered by mobile link with an SMS code, though code login is off', async () => {
  const modal = await renderLinking(['MOBILE_REGISTER']);
  fireEvent.click(within(modal).getByRole('tab', { name: 'Mobile number' }));
  fireEvent.change(within(modal).getByLabelText('Mobile number'), {
    target: { value: '01711111111' },
  });
  fireEvent.change(within(modal).getByLabelText('Verification code'), {
    target: { value: '123456' },
  });
  fireEvent.click(within(modal).getByRole('button', { name: 'Log in and link' }));
  // Linked and signed in: the screen closes on the member's new session.
  await waitFor(() => expect(screen.queryByTestId('social-login-modal')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(sessionStorage.getItem('token')).toBe('tok-linked');
  const linked = server.requests.find((request) => request.path === '/wps/session/social/link');
  expect(linked?.body).toMatchObject({ type: 'sms', verificationCode: '123456' });
});

it('offers only the password where members neither register by mobile nor log in by code', async () => {
  const modal = await renderLinking([]);
  expect(within(modal).queryByRole('tablist')).not.toBeInTheDocument();
  expect(within(modal).getByLabelText('Password')).toBeInTheDocument();
});
