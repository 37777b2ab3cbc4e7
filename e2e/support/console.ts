import { expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { API_URL, CONSOLE_URL, operatorCall } from './stack';

/**
 * Operators of the console's tests (issue 45), made with the stack's root token, and the member's
 * side of a deposit waiting for the cashier.
 */
export type ConsoleOperator = { username: string; password: string; secret: string | null };

async function call<Value>(token: string | null, method: string, route: string, body?: object) {
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { success: boolean; value: Value; code: unknown };
  if (!answer.success) throw new Error(`${method} ${route}: ${response.status} ${answer.code}`);
  return answer.value;
}

/**
 * A new operator with `roles`. One whose role needs an authenticator (admin, finance) links one
 * through the API as the console's enrolment would, and gets its secret back to make codes with.
 */
export async function createOperator(
  prefix: string,
  roles: ('admin' | 'finance' | 'support')[],
): Promise<ConsoleOperator> {
  const operator = {
    username: `${prefix}${Date.now().toString(36)}`,
    password: 'Console-e2e-2026',
    secret: null as string | null,
  };
  await operatorCall('POST', '/ops/operators', {
    username: operator.username,
    password: operator.password,
    roles,
  });
  if (!roles.includes('finance') && !roles.includes('admin')) return operator;
  const { token } = await call<{ token: string }>(null, 'POST', '/ops/session', {
    username: operator.username,
    password: operator.password,
  });
  const { secret } = await call<{ secret: string }>(token, 'POST', '/ops/me/totp');
  await call(token, 'POST', '/ops/me/totp/confirm', { code: generateSync({ secret }) });
  await call(token, 'DELETE', '/ops/session');
  return { ...operator, secret };
}

/**
 * The operator's current code, one time step later than now: the step the enrolment just used
 * is refused as a replay, and the API accepts the next one (its tolerance).
 */
export const nextCode = (secret: string): string =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Signs `operator` in to the console in English, with its authenticator's code if it has one. */
export async function signInToConsole(page: Page, operator: ConsoleOperator): Promise<void> {
  await page.goto(CONSOLE_URL);
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!operator.secret) return;
  await page.getByLabel('6-digit code').fill(nextCode(operator.secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/**
 * A picture of a payment's confirmation as a member's phone would screenshot it: drawn in a
 * scratch page of the browser, so the cashier's viewer has something real to show.
 */
export async function receiptImage(page: Page, amount: string): Promise<Buffer> {
  const scratch = await page.context().newPage();
  await scratch.setViewportSize({ width: 360, height: 560 });
  await scratch.setContent(`
    <body style="margin:0;font-family:sans-serif;background:#f7f2f5">
      <div style="margin:24px;padding:24px;border-radius:16px;background:#fff;box-shadow:0 2px 8px #0002">
        <div style="color:#e2136e;font-weight:700;font-size:22px">Nagad</div>
        <p style="font-size:15px;color:#444">Send Money successful</p>
        <p style="font-size:34px;font-weight:700;margin:8px 0">৳ ${amount}</p>
        <p style="color:#444">To: 01800-000001</p>
        <p style="color:#444">TrxID: 7H2K9Q4LMN</p>
        <p style="color:#888;font-size:13px">06/12/2026 17:42</p>
      </div>
    </body>`);
  const image = await scratch.screenshot({ type: 'png' });
  await scratch.close();
  return image;
}

/** The member's deposit with a proof image, made in the member centre; answers its reference. */
export async function pendingDepositWithProof(
  page: Page,
  amount: string,
  proof: Buffer,
): Promise<{ deposit: Locator; reference: string }> {
  await page.getByTestId('header-deposit').click();
  const deposit = page.getByTestId('member-centre').getByTestId('deposit-page');
  await deposit.getByRole('button', { name: 'Nagad' }).click();
  await deposit.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await deposit
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nagad-receipt.png', mimeType: 'image/png', buffer: proof });
  await deposit.getByRole('button', { name: 'Create deposit order' }).click();
  const reference = deposit.getByTestId('deposit-reference');
  await reference.waitFor();
  return { deposit, reference: (await reference.textContent())! };
}

/** Picks a brand on a console page that works on one brand at a time (ui/brand-page). */
export async function pickBrand(page: Page, code: string): Promise<void> {
  const link = page.locator('nav.brand-list').getByRole('link', { name: code, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}
