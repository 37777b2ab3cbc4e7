import type { OperatorSession, OperatorView } from '@site/contracts';
import {
  failureEnvelope,
  okEnvelope,
  startTestI18n,
  startTestServer,
  type TestRoute,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { addConsoleTranslations } from '../i18n/translations';
import { ConsoleApp } from './console-app.component';
import { createConsoleSession } from './session/console-session';
import { storeSession } from './session/operator-session';

const operator = (overrides: Partial<OperatorView> = {}): OperatorView => ({
  id: '7',
  username: 'cashier',
  roles: ['finance'],
  brandIds: null,
  brands: null,
  totp: true,
  secondFactor: 'verified',
  ...overrides,
});
const session = (overrides: Partial<OperatorView> = {}): OperatorSession => ({
  token: 'operator-token',
  expiresAt: '2026-12-06T20:00:00.000Z',
  idleMinutes: 30,
  operator: operator(overrides),
});
const pendingDeposit = {
  reference: 'D-1001',
  method: 'bkash',
  channel: 'bkash-personal',
  amount: 1500,
  state: 'pending',
  payee: [{ label: { bn: 'নম্বর', en: 'Number' }, value: '01700000000' }],
  instructions: { bn: 'টাকা পাঠান', en: 'Send money' },
  proofs: [],
  failReason: null,
  createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  settledAt: null,
  brand: 'PADMA',
  member: 'demo_sub1',
  provider: 'local',
  providerReference: null,
  proofFileIds: ['41'],
  transactionId: null,
};
const queue: TestRoute = (request) =>
  `${request.method} ${request.path}` === 'GET /ops/deposits'
    ? okEnvelope({ rows: [pendingDeposit], total: 1 })
    : undefined;

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

let server: TestServer | null = null;
async function renderConsole(route: TestRoute, path = '/') {
  server = await startTestServer(route);
  window.history.pushState({}, '', path);
  render(<ConsoleApp session={createConsoleSession({ apiBaseUrl: server.url })} />);
  return server;
}

beforeAll(async () => {
  await startTestI18n('en');
  await addConsoleTranslations();
});
afterEach(async () => {
  sessionStorage.clear();
  await server?.close();
  server = null;
});

describe('the operator console', () => {
  it('signs a finance operator in with the authenticator code the API asks for', async () => {
    const api = await renderConsole((request) => {
      if (request.path === '/ops/session') {
        const { code } = request.body as { code?: string };
        if (!code) return failureEnvelope(401, 'OPERATOR_TOTP_REQUIRED');
        return code === '123456'
          ? okEnvelope(session())
          : failureEnvelope(401, 'OPERATOR_LOGIN_FAILED');
      }
      return queue(request);
    });
    type(screen.getByLabelText('Username'), 'cashier');
    type(screen.getByLabelText('Password'), 'a long password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('6-digit code');
    type(code, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username, password or code is not right.',
    );
    // A Bengali keyboard's digits are the same code.
    type(screen.getByLabelText('6-digit code'), '১২৩ ৪৫৬');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Pending deposits' })).toBeVisible();
    expect(await screen.findByText('demo_sub1')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(navigation).getByRole('link', { name: 'Deposits' })).toBeVisible();
    const list = api.requests.find((request) => request.path === '/ops/deposits')!;
    expect(list.headers.authorization).toBe('Bearer operator-token');
    expect(list.query.get('state')).toBe('pending');
    expect(api.requests.filter((request) => request.path === '/ops/session')).toHaveLength(3);
  });

  it('links an authenticator before anything else when the session needs one', async () => {
    const api = await renderConsole((request) => {
      switch (`${request.method} ${request.path}`) {
        case 'POST /ops/session':
          return okEnvelope(session({ totp: false, secondFactor: 'enrolment-required' }));
        case 'POST /ops/me/totp':
          return okEnvelope({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x',
            qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          });
        case 'POST /ops/me/totp/confirm':
          return okEnvelope(operator());
        default:
          return queue(request);
      }
    });
    type(screen.getByLabelText('Username'), 'cashier');
    type(screen.getByLabelText('Password'), 'a long password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(screen.getByAltText('QR code for linking the authenticator app')).toBeVisible();
    type(screen.getByLabelText('6-digit code'), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Link and continue' }));

    expect(await screen.findByRole('heading', { name: 'Pending deposits' })).toBeVisible();
    const confirm = api.requests.find((request) => request.path === '/ops/me/totp/confirm')!;
    expect(confirm.body).toEqual({ code: '123456' });
    expect(api.requests.filter((request) => request.path === '/ops/me/totp')).toHaveLength(1);
  });

  it('shows support no finance queue, and its address refuses', async () => {
    storeSession(session({ roles: ['support'], totp: false, secondFactor: 'not-required' }));
    const api = await renderConsole(queue, '/deposits');

    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Console pages' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Feedback',
      'Applications',
      'Banners',
      'Announcements',
      'Promotions',
      'Help centre',
      'Players',
      'Agents',
      'My access',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to my pages' }));
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeVisible();
    expect(api.requests.some((request) => request.path === '/ops/deposits')).toBe(false);
  });

  it("lets support mark a member's feedback handled, with what was done", async () => {
    storeSession(session({ roles: ['support'], totp: false, secondFactor: 'not-required' }));
    const feedback = {
      id: '12',
      brand: 'PADMA',
      member: 'demo_sub1',
      questionType: 'WITHDRAWAL',
      content: 'My withdrawal has not arrived after two hours',
      contact: '01711000000',
      createdAt: new Date(Date.now() - 90 * 60_000).toISOString(),
      handledAt: null,
      handledBy: null,
      handledNote: null,
    };
    const api = await renderConsole((request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /ops/feedback':
          return okEnvelope({ list: [feedback], total: 1 });
        case 'POST /ops/feedback/12/handle':
          return okEnvelope({ ...feedback, handledAt: new Date().toISOString() });
        default:
          return undefined;
      }
    }, '/');

    expect(await screen.findByText(feedback.content)).toBeVisible();
    expect(screen.getByText('1 h 30 min')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this feedback handled' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(
      await within(dialog).findByText('Give a reason: it goes to the audit trail.'),
    ).toBeVisible();
    type(within(dialog).getByLabelText('What you did'), 'Called back: it had arrived');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));

    expect(await screen.findByText('Feedback 12 is handled.')).toBeVisible();
    const sent = api.requests.find((request) => request.path === '/ops/feedback/12/handle')!;
    expect(sent.body).toEqual({ note: 'Called back: it had arrived' });
    expect(
      api.requests.find((request) => request.path === '/ops/feedback')!.query.get('status'),
    ).toBe('open');
  });

  it('lets support take up an application, and leaves issuing to finance', async () => {
    storeSession(session({ roles: ['support'], totp: false, secondFactor: 'not-required' }));
    const application = {
      id: '55',
      brand: 'PADMA',
      promotionId: 3,
      promotion: 'FIRST_DEPOSIT',
      title: 'First deposit bonus',
      member: 'demo_sub1',
      status: 'applying',
      comment: 'Deposited 1,000 yesterday',
      reason: null,
      createdAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      updatedAt: new Date().toISOString(),
      images: [],
      reward: null,
    };
    const api = await renderConsole((request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /ops/applications':
          return okEnvelope({
            list: [
              request.query.get('status') === 'process'
                ? { ...application, status: 'process' }
                : application,
            ],
          });
        case 'POST /ops/applications/55/process':
          return okEnvelope({ ...application, status: 'process' });
        default:
          return undefined;
      }
    }, '/applications');

    expect(await screen.findByText('Deposited 1,000 yesterday')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Take up 55' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take up this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take up' }));
    expect(await screen.findByText('Application 55: In process.')).toBeVisible();
    const sent = api.requests.find((request) => request.path.endsWith('/55/process'))!;
    expect(sent.body).toEqual({});

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'process' } });
    expect(await screen.findByRole('button', { name: 'Reject 55' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Issue 55' })).toBeNull();
  });

  it('lets finance reject a points redemption with the reason the member reads', async () => {
    storeSession(session());
    const redemption = {
      id: '31',
      rewardId: 4,
      sku: 'MOBILE_RECHARGE_100',
      name: { bn: 'মোবাইল রিচার্জ', en: 'Mobile recharge' },
      quantity: 2,
      pointsEach: 1000,
      pointsTotal: 2000,
      status: 'in_process',
      remark: null,
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      reviewedAt: null,
      brand: 'PADMA',
      member: 'demo_sub1',
    };
    const api = await renderConsole((request) => {
      switch (`${request.method} ${request.path}`) {
        case 'GET /ops/points/redemptions':
          return okEnvelope({ list: [redemption], total: 1 });
        case 'POST /ops/points/redemptions/31/reject':
          return okEnvelope({ ...redemption, status: 'rejected', remark: 'Out of stock' });
        default:
          return undefined;
      }
    }, '/points');

    expect(await screen.findByText('Mobile recharge')).toBeVisible();
    type(screen.getByLabelText('Points from'), '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter a whole number of points, such as 500.')).toBeVisible();
    type(screen.getByLabelText('Points from'), '১০০০');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this redemption?' });
    expect(dialog).toHaveTextContent('demo_sub1 gets the 2,000 points back');
    type(within(dialog).getByLabelText('Reason (the member reads it)'), 'Out of stock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Redemption 31: Rejected.')).toBeVisible();
    const sent = api.requests.find((request) => request.path.endsWith('/31/reject'))!;
    expect(sent.body).toEqual({ remark: 'Out of stock' });
    const filtered = api.requests.filter((request) => request.path === '/ops/points/redemptions');
    expect(filtered.at(-1)!.query.get('minPoints')).toBe('1000');
  });

  it('goes back to sign-in, saying why, when the API ends the session', async () => {
    storeSession(session());
    await renderConsole((request) =>
      request.path === '/ops/deposits'
        ? failureEnvelope(401, 'OPERATOR_SESSION_EXPIRED')
        : undefined,
    );

    expect(
      await screen.findByText(
        'Your session ended after 30 minutes without activity, or it was signed out elsewhere. Sign in again.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Username')).toBeVisible();
    expect(sessionStorage.getItem('back-office.session')).toBeNull();
  });
});
