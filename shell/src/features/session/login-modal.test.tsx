import { getEventBus, setDisplayTimeZone, type Captcha } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  signedInMember,
  startTestApi,
  type TestServer,
} from '@site/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { issueTestCaptcha } from '../../testing/captcha';
import {
  createSiteStore,
  setupShellI18n,
  SiteProviders,
  withFlags,
} from '../../testing/site-context';
import { ChangePasswordModal } from './change-password-modal';
import { LoginModal } from './login-modal';
import { loginModalOpenAtom } from './session-ui-state';

const CAPTCHA_ANSWER = 1234;
let captcha: Captcha;
let server: TestServer;
let failures = 0;
let loginAnswer: () => ReturnType<typeof okEnvelope>;

beforeAll(async () => {
  await setupShellI18n();
  captcha = await issueTestCaptcha('c1', CAPTCHA_ANSWER);
  server = await startTestApi(
    (request) => {
      switch (`${request.method} ${request.path}`) {
        case 'POST /wps/session/login':
          return loginAnswer();
        case 'POST /wps/session/login/verify':
          return (request.body as { answer: string }).answer === 'Rahim Uddin'
            ? okEnvelope({
                token: 'tok-verified',
                firstTimeLogin: false,
                passwordExpired: false,
                mustChangePassword: false,
              })
            : failureEnvelope(400, 'LOGIN_VERIFY_FAILED', 'The verification answer is incorrect', {
                field: 'code',
                attemptsLeft: 3,
              });
        case 'POST /wps/member/protection/withdrawal':
          return (request.body as { paymentPassword: string }).paymentPassword === '102938'
            ? okEnvelope({
                id: '9',
                orderNo: 'W20261206000000001',
                amount: 1250,
                status: 'pending',
                payout: {
                  provider: 'BKASH',
                  providerName: 'bKash',
                  accountNumber: '*******5000',
                  holderName: 'Rahim Uddin',
                },
                createdAt: '2026-12-06T06:00:00.000Z',
                approvedAt: null,
                rejectedAt: null,
                disbursedAt: null,
              })
            : failureEnvelope(
                400,
                'PAYMENT_PASSWORD_INVALID',
                'The payment password is incorrect',
                {
                  field: 'paymentPassword',
                },
              );
        case 'POST /wps/member/protection/return':
          return okEnvelope({
            kind: 'SELF_EXCLUSION',
            startedAt: '2026-06-01T00:00:00.000Z',
            until: '2026-12-01T00:00:00.000Z',
            returnRequestedAt: '2026-12-13T06:30:00.000Z',
            returnAt: '2026-12-14T06:30:00.000Z',
          });
        case 'GET /wps/captcha':
          return okEnvelope({ ...captcha, captchaId: `c${server.requests.length}` });
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
  failures = 0;
  sessionStorage.clear();
  document.cookie = 'loginRemember=; max-age=0; path=/';
  document.cookie = 'lastUsername=; max-age=0; path=/';
  getEventBus().setState('session', { status: 'guest' });
});

function renderLogin(flags: string[] = []) {
  const store = createSiteStore({ permission: withFlags(flags) });
  render(
    <SiteProviders store={store}>
      <MemoryRouter>
        <LoginModal />
        <ChangePasswordModal />
      </MemoryRouter>
    </SiteProviders>,
  );
  act(() => store.set(loginModalOpenAtom, true));
  return screen.getByTestId('login-modal');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function submit(modal: HTMLElement, username: string, password: string) {
  type(within(modal).getByLabelText('Username'), username);
  type(within(modal).getByLabelText('Password'), password);
  fireEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
  // A try that needs a new captcha solves its proof of work first, which on a busy machine
  // (the build runs beside the unit tests) takes longer than waitFor's default second.
  await waitFor(
    () => {
      if (modal.isConnected)
        expect(within(modal).getByRole('button', { name: 'Log in' })).not.toBeDisabled();
    },
    { timeout: 10_000 },
  );
}

it('marks empty fields invalid without calling the API', async () => {
  const modal = renderLogin();
  fireEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
  const username = within(modal).getByLabelText('Username');
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveAccessibleDescription('Please enter the username and password');
  const sent = (await server.settledRequests()).map((request) => request.path);
  expect(sent).not.toContain('/wps/session/login');
});

it('shows no captcha until an error carries the captcha flag, then solves one for each try', async () => {
  loginAnswer = () => {
    failures += 1;
    return failureEnvelope(
      401,
      'LOGIN_FAILED',
      'Incorrect username or password',
      failures >= 2 ? { captcha: true } : null,
    );
  };
  const modal = renderLogin();
  await submit(modal, 'rahim', 'wrong-1');
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'Incorrect username or password',
  );
  expect(within(modal).queryByTestId('captcha')).not.toBeInTheDocument();

  await submit(modal, 'rahim', 'wrong-2');
  // Nothing to read or type: the check runs by itself and says so to screen readers.
  const check = await within(modal).findByRole('group', { name: 'Captcha' });
  await waitFor(() => expect(check).toHaveAttribute('data-state', 'solved'), { timeout: 10_000 });
  expect(within(check).getByRole('status')).toHaveTextContent('Check complete');
  const captchaCalls = () => server.requests.filter((r) => r.path === '/wps/captcha').length;
  expect(captchaCalls()).toBe(1);

  // The next try sends the solved answer with its id, and a new captcha is solved after it.
  const shownId = check.getAttribute('data-captcha-id');
  expect(shownId).toMatch(/^c\d+$/);
  await submit(modal, 'rahim', 'wrong-3');
  const logins = server.requests.filter((r) => r.path === '/wps/session/login');
  expect(logins.at(-1)?.body).toMatchObject({
    captcha: String(CAPTCHA_ANSWER),
    captchaId: shownId,
  });
  await waitFor(() => expect(captchaCalls()).toBe(2), { timeout: 3000 });
  await waitFor(() => expect(check).toHaveAttribute('data-state', 'solved'), { timeout: 10_000 });
}, 30_000);

it('tells a member whose tries are being slowed down to wait, in words', async () => {
  loginAnswer = () =>
    failureEnvelope(429, 'LOGIN_DELAYED', 'Too many failed attempts, please wait and try again', {
      retryAfterSeconds: 4,
      captcha: true,
    });
  const modal = renderLogin();
  await submit(modal, 'rahim', 'wrong-1');
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'Too many attempts. Please wait 4 seconds, then try again.',
  );
  // The captcha it asks for is not solved beside the refusal: it runs on the next try.
  const check = within(modal).getByRole('group', { name: 'Captcha' });
  expect(check).toHaveAttribute('data-state', 'stale');
  expect(within(check).getByRole('status')).toHaveTextContent(
    'A new security check runs when you try again.',
  );
  expect(server.requests.filter((r) => r.path === '/wps/captcha')).toHaveLength(0);
});

it('never says "check complete" beside a refused captcha, and solves a new one on the next try (issue 40 item 9)', async () => {
  let answers = 0;
  loginAnswer = () => {
    answers += 1;
    if (answers === 1)
      return failureEnvelope(401, 'LOGIN_FAILED', 'Incorrect username or password', {
        captcha: true,
      });
    if (answers === 2)
      return failureEnvelope(400, 'CAPTCHA_INVALID', 'Invalid captcha, please try again', {
        captcha: true,
        work: 4,
      });
    return failureEnvelope(429, 'RATE_LIMITED', 'too many requests, try again after 5 minutes', {
      retryAfterSeconds: 300,
    });
  };
  const modal = renderLogin();
  await submit(modal, 'rahim', 'wrong-1');
  const check = await within(modal).findByRole('group', { name: 'Captcha' });
  await waitFor(() => expect(check).toHaveAttribute('data-state', 'solved'), { timeout: 10_000 });
  await submit(modal, 'rahim', 'wrong-2');
  expect(check).toHaveAttribute('data-state', 'stale');
  expect(check).toHaveTextContent(
    'The security check was used up or has expired, and is needed again. Try again: a new check runs first.',
  );
  expect(check).not.toHaveTextContent('Check complete');
  const captchaCalls = () => server.requests.filter((r) => r.path === '/wps/captcha').length;
  const before = captchaCalls();
  // The next try fetches and solves a new one first, then sends it.
  await submit(modal, 'rahim', 'wrong-3');
  expect(captchaCalls()).toBe(before + 1);
  expect(server.requests.filter((r) => r.path === '/wps/session/login').at(-1)?.body).toMatchObject(
    { captcha: String(CAPTCHA_ANSWER) },
  );
  expect(await within(modal).findByRole('alert')).toHaveTextContent(
    'Too many attempts from here. Please wait 5 minutes, then try again.',
  );
  expect(check).toHaveAttribute('data-state', 'stale');
}, 30_000);

it('opens the forced password change after a login with 123456, and remembers the username', async () => {
  loginAnswer = () =>
    okEnvelope({
      token: 'tok',
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: true,
    });
  const modal = renderLogin();
  fireEvent.click(within(modal).getByLabelText('Remember me'));
  await submit(modal, 'rahim', '123456');
  const change = await screen.findByTestId('change-password-modal');
  expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();
  expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(within(change).getByLabelText('Current password')).toBeInTheDocument();
  expect(document.cookie).toContain('lastUsername=rahim');
  expect(document.cookie).not.toContain('123456');
});

it('offers register, free play and the mobile tab only when their flags are on', () => {
  const plain = renderLogin();
  expect(within(plain).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  expect(within(plain).queryByRole('button', { name: 'Play for free' })).not.toBeInTheDocument();
  expect(within(plain).queryByRole('tab')).not.toBeInTheDocument();
});

it('shows register, free play and the mobile tab when the flags are on', () => {
  const modal = renderLogin(['DIRECT_REGISTER', 'FREE_PLAY', 'VERIFICATION_CODE_LOGIN']);
  expect(within(modal).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(within(modal).getByRole('button', { name: 'Play for free' })).toBeInTheDocument();
  expect(within(modal).getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
});

it('continues a login from a new address with its verification step, then signs in', async () => {
  loginAnswer = () =>
    failureEnvelope(403, 'LOGIN_VERIFICATION_REQUIRED', 'verify first', {
      challengeId: 'ch-1',
      methods: ['bankName', 'totp'],
      expiresInSeconds: 600,
      destinations: { sms: null, email: null },
    });
  const modal = renderLogin();
  type(within(modal).getByLabelText('Username'), 'rahim');
  type(within(modal).getByLabelText('Password'), 'Secret@2026');
  fireEvent.click(within(modal).getByRole('button', { name: 'Log in' }));
  const step = await within(modal).findByTestId('login-verification');
  // The login form is set aside, not shown.
  expect(within(modal).queryByRole('button', { name: 'Log in' })).toBeNull();
  expect(within(step).getByRole('heading')).toHaveTextContent('Confirm it is you');
  expect(sessionStorage.getItem('token')).toBeNull();
  type(within(step).getByLabelText('Bank account holder name'), 'Someone');
  fireEvent.click(within(step).getByRole('button', { name: 'Confirm and log in' }));
  expect(await within(step).findByText('That is not right. 3 attempts left.')).toBeVisible();
  type(within(step).getByLabelText('Bank account holder name'), 'Rahim Uddin');
  fireEvent.click(within(step).getByRole('button', { name: 'Confirm and log in' }));
  await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-verified'));
  const verify = server.requests.find((request) => request.path === '/wps/session/login/verify');
  expect(verify?.body).toEqual({ challengeId: 'ch-1', method: 'bankName', answer: 'Someone' });
});

it('says until when a time-out or self-exclusion refuses the login (issue 44)', async () => {
  setDisplayTimeZone('Asia/Dhaka');
  try {
    loginAnswer = () =>
      failureEnvelope(403, 'ACCOUNT_EXCLUDED', 'This account is excluded', {
        kind: 'TIME_OUT',
        until: '2026-12-13T06:30:00.000Z',
      });
    const modal = renderLogin();
    await submit(modal, 'rahim', 'secret-1');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Your account is on a time-out until 12:30 on 13 Dec 2026. It cannot be shortened.',
    );
    expect(getEventBus().current('session').status).toBe('guest');
  } finally {
    setDisplayTimeZone(undefined);
  }
});

it('offers the way back after a self-exclusion ended: the account opens 24 hours after asking', async () => {
  setDisplayTimeZone('Asia/Dhaka');
  try {
    loginAnswer = () =>
      failureEnvelope(403, 'ACCOUNT_EXCLUDED', 'This account is excluded', {
        kind: 'SELF_EXCLUSION',
        until: null,
        returnRequired: true,
      });
    const modal = renderLogin();
    await submit(modal, 'rahim', 'secret-1');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Your self-exclusion has ended, and the account stays closed until you ask to return',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Ask to return' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent(
      'Your return is noted: the account opens at 12:30 on 14 Dec 2026.',
    );
    const asked = server.requests.find((r) => r.path === '/wps/member/protection/return');
    expect(asked?.body).toEqual({ username: 'rahim', password: 'secret-1' });
    expect(getEventBus().current('session').status).toBe('guest');
  } finally {
    setDisplayTimeZone(undefined);
  }
});

it('lets an excluded member withdraw without a login: the payment password confirms it once', async () => {
  loginAnswer = () =>
    failureEnvelope(403, 'ACCOUNT_EXCLUDED', 'This account is excluded', {
      kind: 'TIME_OUT',
      until: '2026-12-13T06:30:00.000Z',
    });
  const modal = renderLogin();
  await submit(modal, 'rahim', 'secret-1');
  await within(modal).findByRole('alert');
  fireEvent.click(within(modal).getByRole('button', { name: 'Withdraw my balance' }));
  const form = within(modal).getByTestId('excluded-withdrawal');
  type(within(form).getByLabelText(/^Payment password/), '111111');
  fireEvent.click(within(form).getByRole('button', { name: 'Request the withdrawal' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(/payment password/i);
  type(within(form).getByLabelText(/^Payment password/), '102938');
  fireEvent.click(within(form).getByRole('button', { name: 'Request the withdrawal' }));
  expect(await within(modal).findByRole('status')).toHaveTextContent(
    'Withdrawal W20261206000000001 of ৳ 1,250.00 to bKash *******5000 is requested; the cashier reviews it.',
  );
  const sent = server.requests.filter((r) => r.path === '/wps/member/protection/withdrawal');
  expect(sent.map((r) => r.body)).toEqual([
    expect.objectContaining({ username: 'rahim', password: 'secret-1', paymentPassword: '111111' }),
    expect.objectContaining({ paymentPassword: '102938' }),
  ]);
  // The same attempt keeps its key: a retry after a refusal is one order.
  const keys = sent.map((r) => (r.body as { requestKey: string }).requestKey);
  expect(keys[0]).toBe(keys[1]);
  expect(getEventBus().current('session').status).toBe('guest');
});
