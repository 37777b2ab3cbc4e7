import { getEventBus, i18n, type RegisterRule } from '@site/shared';
import { failureEnvelope, okEnvelope, type TestServer } from '@site/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { issueTestCaptcha } from '../../testing/captcha';
import {
  createSiteStore,
  setupShellI18n,
  SiteProviders,
  switchShellToBengali,
  startSessionTestApi,
} from '../../testing/site-context';
import { LimitsOffer } from './limits-offer';
import { invitationFromQuery, RegisterModal } from './register-modal';
import { registerModalOpenAtom, socialRegisterAtom } from './session-ui-state';

const rule = (
  field: string,
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  required = false,
  enabled = true,
): RegisterRule => ({ field, enabled, required, acceptedPattern, patternId, minLength, maxLength });

const RULES: RegisterRule[] = [
  rule('username', 1, '^[A-Za-z][A-Za-z0-9]*$', 6, 16, true),
  rule('password', 17, '^[A-Za-z0-9!-/:-@\\[-`{-~]+$', 6, 20, true),
  rule('payeeName', 7, '^[A-Za-z ]+$', 2, 50),
  rule('qqNum', 5, '^[0-9]+$', 5, 12, false, false),
  rule('email', 2, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 60),
  rule('mobileNum', 5, '^[0-9]+$', 10, 11, true),
  rule('affiliateCode', 8, '^\\S+$', 4, 20),
  rule('captcha', 5, '^[0-9]+$', 1, 6, true),
];

let server: TestServer;
let mobileRegister = true;
let ageLimit = 18;

beforeAll(async () => {
  await setupShellI18n();
  const captcha = await issueTestCaptcha('c1', 4321);
  server = await startSessionTestApi((request) => {
    switch (`${request.method} ${request.path}`) {
      case 'GET /wps/system/setting/register':
        return okEnvelope({
          registerRules: RULES,
          mobileRegister,
          smsVerification: false,
          mobileRegisterPassword: true,
          ageLimit,
        });
      case 'GET /wps/captcha':
        return okEnvelope(captcha);
      case 'PUT /wps/member/register':
        return failureEnvelope(400, 'VALIDATION_FAILED', 'The username is already taken', {
          field: 'username',
          rule: 'taken',
        });
      case 'PUT /wps/member/register/mobile':
        return okEnvelope({ token: 'tok-registered' });
      case 'POST /wps/session/social/link/registration':
        return okEnvelope(null);
      default:
        return undefined;
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStorage.clear();
  mobileRegister = true;
  ageLimit = 18;
  getEventBus().setState('session', { status: 'guest' });
});

async function renderRegister({ fromSocialLinking = false } = {}) {
  const store = createSiteStore();
  store.set(socialRegisterAtom, fromSocialLinking);
  render(
    <SiteProviders store={store}>
      <MemoryRouter initialEntries={['/']}>
        <RegisterModal />
        <LimitsOffer />
      </MemoryRouter>
    </SiteProviders>,
  );
  act(() => store.set(registerModalOpenAtom, true));
  const modal = screen.getByTestId('register-modal');
  await within(modal).findByLabelText('Username');
  return modal;
}

const field = (modal: HTMLElement, label: string) => within(modal).getByLabelText(label);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = (modal: HTMLElement) =>
  fireEvent.click(within(modal).getByRole('button', { name: 'Create account' }));

it('builds the form from the rules: enabled fields only, each with its pattern hint', async () => {
  const modal = await renderRegister();
  expect(within(modal).queryByLabelText('QQ number')).not.toBeInTheDocument();
  expect(field(modal, 'Real name')).toHaveAccessibleDescription(
    '2 - 50 English letters and spaces',
  );
  expect(field(modal, 'Username')).toHaveAccessibleDescription(
    '6 - 16 characters, starting with a letter, letters and digits only',
  );
  expect(within(modal).getByRole('tab', { name: 'With a mobile number' })).toBeInTheDocument();
});

it('shows the rule-driven messages next to each field and sends nothing', async () => {
  const modal = await renderRegister();
  submit(modal);
  // The captcha's proof of work runs meanwhile: on a busy machine the form answers later.
  await waitFor(() => expect(field(modal, 'Username')).toHaveAttribute('aria-invalid', 'true'), {
    timeout: 5_000,
  });
  expect(field(modal, 'Username')).toHaveAccessibleDescription('Input cannot be empty');
  expect(within(modal).getByText('Please confirm you are 18 years old')).toBeInTheDocument();
  expect(within(modal).getByText('Please agree to the terms and conditions')).toBeInTheDocument();

  type(field(modal, 'Username'), '1abc');
  type(field(modal, 'Password'), 'Secret@1');
  type(field(modal, 'Confirm password'), 'Secret@2');
  type(field(modal, 'E-mail'), 'not-an-email');
  type(field(modal, 'Mobile number'), '12ab');
  type(field(modal, 'Real name'), 'R2D2');
  submit(modal);
  await waitFor(
    () =>
      expect(field(modal, 'Username')).toHaveAccessibleDescription(
        'Please fill in 6 - 16 characters, starting with a letter, letters and digits only',
      ),
    { timeout: 5_000 },
  );
  expect(field(modal, 'Confirm password')).toHaveAccessibleDescription(
    'Incorrect confirmation input',
  );
  expect(field(modal, 'E-mail')).toHaveAccessibleDescription(
    'Please fill in a valid e-mail address',
  );
  expect(field(modal, 'Mobile number')).toHaveAccessibleDescription(
    'Please enter a valid mobile number',
  );
  expect(field(modal, 'Real name')).toHaveAccessibleDescription('Real name format is incorrect');
  expect(field(modal, 'Password')).not.toHaveAttribute('aria-invalid');
  const sent = await server.settledRequests();
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

it('shows a server field error beside its field and reloads the captcha', async () => {
  const modal = await renderRegister();
  const check = within(modal).getByRole('group', { name: 'Captcha' });
  await waitFor(() => expect(check).toHaveAttribute('data-state', 'solved'), { timeout: 10_000 });
  type(field(modal, 'Username'), 'rahim2026');
  type(field(modal, 'Password'), 'Secret@1');
  type(field(modal, 'Confirm password'), 'Secret@1');
  type(field(modal, 'Mobile number'), '01711111111');
  fireEvent.click(within(modal).getByLabelText('I confirm that I am 18 years old or over'));
  fireEvent.click(within(modal).getByLabelText('I agree to the terms and conditions'));
  submit(modal);
  await waitFor(() =>
    expect(field(modal, 'Username')).toHaveAccessibleDescription('This username is already taken'),
  );
  const put = server.requests.find((request) => request.method === 'PUT');
  expect(put?.body).toMatchObject({
    username: 'rahim2026',
    confirmPassword: 'Secret@1',
    captcha: '4321',
    captchaId: 'c1',
    countryDialingCode: '880',
    registerMethod: 'WEB',
  });
  await waitFor(
    () => expect(server.requests.filter((r) => r.path === '/wps/captcha')).toHaveLength(2),
    { timeout: 3000 },
  );
});

it('links the social identity waiting to be linked when the member registers by mobile', async () => {
  const modal = await renderRegister({ fromSocialLinking: true });
  fireEvent.click(within(modal).getByRole('tab', { name: 'With a mobile number' }));
  const check = within(modal).getByRole('group', { name: 'Captcha' });
  await waitFor(() => expect(check).toHaveAttribute('data-state', 'solved'), { timeout: 10_000 });
  type(field(modal, 'Mobile number'), '01711111111');
  type(field(modal, 'Verification code'), '123456');
  type(field(modal, 'Password'), 'Secret@1');
  type(field(modal, 'Confirm password'), 'Secret@1');
  fireEvent.click(within(modal).getByLabelText('I confirm that I am 18 years old or over'));
  fireEvent.click(within(modal).getByLabelText('I agree to the terms and conditions'));
  submit(modal);
  // The registration's SMS code is the proof: its new session asks for the link.
  // Registration, the member's details, then the link: a few round trips on a busy machine.
  await waitFor(
    () =>
      expect(
        server.requests.find((request) => request.path === '/wps/session/social/link/registration')
          ?.headers.authorization,
      ).toBe('Bearer tok-registered'),
    { timeout: 5000 },
  );
  expect(server.requests.some((request) => request.path === '/wps/session/social/link')).toBe(
    false,
  );
  // issue 44: limits are offered at registration, and the offer opens them.
  const offer = await screen.findByTestId('limits-offer');
  const opened: unknown[] = [];
  const subscription = getEventBus()
    .commands('open-member-centre')
    .subscribe((command) => opened.push(command));
  fireEvent.click(within(offer).getByRole('button', { name: 'Set my limits' }));
  subscription.unsubscribe();
  expect(opened).toEqual([{ entry: 'responsibleGaming' }]);
  expect(screen.queryByTestId('limits-offer')).not.toBeInTheDocument();
});

it('has no tab bar when mobile registration is off', async () => {
  mobileRegister = false;
  const modal = await renderRegister();
  expect(within(modal).queryByRole('tablist')).not.toBeInTheDocument();
});

it('says the brand’s minimum age in the consent tick and its message, in EN and BN', async () => {
  ageLimit = 21;
  const modal = await renderRegister();
  expect(field(modal, 'I confirm that I am 21 years old or over')).not.toBeChecked();
  submit(modal);
  expect(await within(modal).findByText('Please confirm you are 21 years old')).toBeInTheDocument();
  try {
    await act(() => switchShellToBengali());
    expect(
      await within(modal).findByLabelText('আমি নিশ্চিত করছি যে আমার বয়স ২১ বছর বা তার বেশি'),
    ).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});

it("takes an agent's affiliateCode and a member's referralCode apart", () => {
  expect(invitationFromQuery('?affiliateCode=PADMA-KARIM')).toEqual({
    affiliateCode: 'PADMA-KARIM',
    referralCode: '',
  });
  // A member's invitation code is never checked as an agent's affiliate code.
  expect(invitationFromQuery('?referralCode=R1')).toEqual({
    affiliateCode: '',
    referralCode: 'R1',
  });
});
