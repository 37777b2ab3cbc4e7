import { request as httpRequest } from 'node:http';
import { expect, type Locator, type Page } from '@playwright/test';
import { outboxCount, smsCode } from './site';
import { API_URL, OPS_TOKEN } from './stack';

/**
 * Fresh accounts and captcha answers for the account tests. Calls made here go out from their
 * own loopback address (127.0.0.x), so the API's per-IP limits (registrations, SMS, failed
 * logins) count them apart from the browser, which always comes from 127.0.0.1.
 */
const api = new URL(API_URL);

type Answer = { status: number; body: { code: unknown; value: Record<string, unknown> } };

/** One API call as plain JSON from `ip` (PADMA allows plain payloads), with a member's token. */
export function callApi(
  method: string,
  path: string,
  options: { ip: string; body?: unknown; merchant?: string; token?: string },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: api.port,
        path,
        method,
        localAddress: options.ip,
        headers: {
          Merchant: options.merchant ?? 'PADMA',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] });
          } catch (error) {
            reject(new Error(`${method} ${path}: ${response.statusCode} ${text}: ${error}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let ipCounter = Math.floor(Math.random() * 200);
/** A loopback address no other call of this run used (127.0.0.1 and .2 belong to the brands). */
export const freshIp = () =>
  `127.0.${(ipCounter = (ipCounter + 1) % 250) + 1}.${10 + (Date.now() % 200)}`;

let serial = 0;
/** A unique suffix of digits for usernames and mobile numbers. */
export const uniqueDigits = (length: number) =>
  `${Date.now()}${serial++}${Math.floor(Math.random() * 1e6)}`.slice(-length).padStart(length, '7');

/**
 * The answer of a captcha the API issued (GET /dev/captcha, exposed in the e2e stack only):
 * the API-side helpers below register accounts without doing the proof of work.
 */
export async function captchaAnswer(captchaId: string): Promise<string> {
  const response = await fetch(`${API_URL}/dev/captcha/${encodeURIComponent(captchaId)}`);
  if (!response.ok) throw new Error(`captcha answer: ${response.status}`);
  const { value } = (await response.json()) as { value: { answer: string } };
  return value.answer;
}

/** The captcha of a form: the browser solves its proof of work by itself. */
export const captchaCheckIn = (form: Locator) => form.getByRole('group', { name: 'Captcha' });

/** Waits until the browser has solved the captcha shown in a form (real proof of work). */
export async function solveCaptchaIn(form: Locator): Promise<void> {
  const check = captchaCheckIn(form);
  await expect(check).toHaveAttribute('data-state', 'solved', { timeout: 30_000 });
  await expect(check.getByRole('status')).toHaveText('Check complete');
}

export type FreshAccount = {
  username: string;
  password: string;
  mobileNum: string;
  /** The number as the outbox addresses it (+880…). */
  smsRecipient: string;
  email: string;
};

export const smsRecipientOf = (mobileNum: string) => `+880${mobileNum.replace(/^0+/, '')}`;

/** Registers a new member through the API (SMS code and captcha as a visitor would). */
export async function createAccount(
  overrides: Partial<Pick<FreshAccount, 'password'>> = {},
): Promise<FreshAccount> {
  const ip = freshIp();
  const digits = uniqueDigits(9);
  const account: FreshAccount = {
    username: `e2e${digits}`,
    password: overrides.password ?? 'Fresh@2026',
    mobileNum: `019${digits.slice(1)}`,
    smsRecipient: '',
    email: `e2e${digits}@padma.example`,
  };
  account.smsRecipient = smsRecipientOf(account.mobileNum);
  const before = await outboxCount(account.smsRecipient);
  const sent = await callApi('POST', '/wps/verification/sms/register', {
    ip,
    body: { mobileNo: account.mobileNum, countryDialingCode: '880' },
  });
  if (sent.status !== 200) throw new Error(`sms: ${JSON.stringify(sent.body)}`);
  const code = await smsCode(account.smsRecipient, before);
  const captcha = await callApi('GET', '/wps/captcha', { ip });
  const captchaId = String(captcha.body.value.captchaId);
  const registered = await callApi('PUT', '/wps/member/register', {
    ip,
    body: {
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      mobileNum: account.mobileNum,
      countryDialingCode: '880',
      verificationCode: code,
      email: account.email,
      captchaId,
      captcha: await captchaAnswer(captchaId),
      registerMethod: 'WEB',
    },
  });
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  return account;
}

/**
 * A fresh account with `taka` on its balance, credited by the root operator as a goodwill
 * adjustment (no turnover owed): for a spec that plays with money and must leave the demo
 * member's balance, missions and points as the other specs expect them.
 */
export async function createFundedAccount(taka: number): Promise<FreshAccount> {
  const account = await createAccount();
  const credited = await fetch(`${API_URL}/ops/adjustments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      brand: 'PADMA',
      account: account.username,
      direction: 'credit',
      amount: taka,
      reason: 'e2e stake',
      idempotencyKey: `e2e-fund-${account.username}`,
    }),
  });
  if (!credited.ok) throw new Error(`credit: ${credited.status} ${await credited.text()}`);
  return account;
}

/**
 * Confirms the account's e-mail address as the security centre binds it (a code mailed to it):
 * a reset link goes to a confirmed address only. The login is the account's first, so its
 * address is trusted; it is answered, since a login from anywhere else now meets the
 * new-address check (the member has a confirmed method).
 */
export async function confirmEmail(account: FreshAccount): Promise<string> {
  const ip = freshIp();
  const login = await callApi('POST', '/wps/session/login', {
    ip,
    body: { type: 'username', username: account.username, password: account.password },
  });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  const token = String(login.body.value.token);
  const before = await outboxCount(account.email);
  const sent = await callApi('POST', '/wps/member/bindings/email/code', {
    ip,
    token,
    body: { value: account.email },
  });
  if (sent.status !== 200) throw new Error(`e-mail code: ${JSON.stringify(sent.body)}`);
  const code = await smsCode(account.email, before);
  const bound = await callApi('POST', '/wps/member/bindings/email', {
    ip,
    token,
    body: { value: account.email, code },
  });
  if (bound.status !== 200) throw new Error(`e-mail binding: ${JSON.stringify(bound.body)}`);
  return ip;
}

/**
 * Three failed logins for one account, each from an address of its own: the account's counter
 * reaches the captcha threshold while no address (least of all the browser's) does.
 */
export async function failLoginsThreeTimes(username: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const answer = await callApi('POST', '/wps/session/login', {
      ip: freshIp(),
      body: { type: 'username', username, password: 'Wrong@password1' },
    });
    expect(answer.body.code).toBe('LOGIN_FAILED');
  }
}

/**
 * Logging out clears the session storage (spec §4), so the visitors' announcement popup comes
 * back (spec §4 index_notice); it is closed here so it does not cover what the test clicks.
 */
export async function closeVisitorPopup(page: Page): Promise<void> {
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
}

/** A member's session token, from a login of its own (the page's session is another). */
export async function memberToken(account: {
  username: string;
  password: string;
}): Promise<string> {
  const login = await callApi('POST', '/wps/session/login', {
    ip: freshIp(),
    body: { type: 'username', username: account.username, password: account.password },
  });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  return login.body.value.token as string;
}

/** The member's balance in minor units, from the API. */
export async function balanceMinor(token: string): Promise<number> {
  const answer = await callApi('GET', '/wps/v2/wallets/balance', { ip: freshIp(), token });
  if (answer.status !== 200) throw new Error(`balance: ${JSON.stringify(answer.body)}`);
  return Math.round((answer.body.value.sumBalance as number) * 100);
}
