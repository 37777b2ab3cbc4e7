import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL, OPS_TOKEN } from './stack';

export const DEMO = {
  member: { username: 'demo_member', password: 'Member@2026', nickname: 'Rahim' },
  agent: { username: 'demo_agent', password: 'Agent@2026', nickname: 'Karim' },
  trial: { username: 'demo_trial', password: 'Trial@2026' },
} as const;

/**
 * Opens the site in a language (BN is the default a new visitor gets), as a visitor who already
 * closed the announcement popups of this session (spec §4 index_notice: visitors' B, members'
 * A and first-login A,F), so they do not cover what a test clicks. chrome.spec.ts tests them.
 */
export async function useLanguage(page: Page, language: 'bn' | 'en'): Promise<void> {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    if (!sessionStorage.getItem('index_notice')) sessionStorage.setItem('index_notice', 'B|A|A,F');
  }, language);
}

export async function logIn(
  page: Page,
  account: { username: string; password: string },
): Promise<void> {
  const modal = page.getByTestId('login-modal');
  if (!(await modal.isVisible()))
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await modal.getByLabel('Username').fill(account.username);
  await modal.getByLabel('Password').fill(account.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  // The password's hash is a deliberately slow computation: on a loaded machine the sign-in
  // took over 10 s (three stacks and their browsers on two cores).
  await expect(modal).toBeHidden({ timeout: 30_000 });
}

/**
 * What the header's badge counts for the logged-in member of `page`: unread messages and
 * unclaimed promotions, missions and rewards, read from the API now. Other tests on the same
 * stack (games that complete missions, operators' messages) change it, so a test that checks
 * the badge compares it with this, not with the seed's figure.
 */
export async function waitingCount(page: Page, merchant = 'PADMA'): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const answer = await fetch(`${API_URL}/wps/relay/CSP_unreadCount`, {
    headers: { Merchant: merchant, Authorization: `Bearer ${token}` },
  });
  const { value } = (await answer.json()) as {
    value: { messages: number; promos: number; missions: number; rewards: number };
  };
  return value.messages + value.promos + value.missions + value.rewards;
}

const CENTRES = {
  member: { testId: 'member-centre', menuItem: 'Personal centre' },
  agent: { testId: 'agent-centre', menuItem: 'Agent centre' },
} as const;

/** Chooses an item of the header's account menu (a centre, or a shortcut such as Withdrawal). */
export async function openFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Opens an entry of the personal or agent centre by its English name, through the account menu
 * when the centre is not open yet. A name that carries a badge count ("Reward centre 2") is
 * matched with a RegExp; a string matches the whole name.
 */
export async function openCentreEntry(
  page: Page,
  centre: keyof typeof CENTRES,
  entry: string | RegExp,
): Promise<Locator> {
  const { testId, menuItem } = CENTRES[centre];
  const root = page.getByTestId(testId);
  if (!(await root.isVisible())) await openFromAccountMenu(page, menuItem);
  await root
    .getByRole('navigation')
    .getByRole('button', { name: entry, exact: typeof entry === 'string' })
    .click();
  return root;
}

/** Operator switch of a brand (maintenance, region block, modules), through the ops API. */
export async function patchBrand(
  merchantCode: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${API_URL}/ops/brands/${merchantCode}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!response.ok)
    throw new Error(`ops patch failed: ${response.status} ${await response.text()}`);
}

export type OutboxMessage = {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

/** Messages the API "sent" (SMS and e-mail), newest last or first as the API lists them. */
export async function readOutbox(recipient: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${API_URL}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  if (!response.ok) throw new Error(`outbox: ${response.status} (is EXPOSE_OUTBOX set?)`);
  const { value } = (await response.json()) as { value: { list: OutboxMessage[] } };
  return value.list;
}

/** How many messages the recipient has so far (pass it to waitForMessage). */
export const outboxCount = async (recipient: string) => (await readOutbox(recipient)).length;

/** Waits until the recipient has more than `before` messages and returns the newest. */
export async function waitForMessage(recipient: string, before: number): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const list = await readOutbox(recipient);
    if (list.length > before) return list[0]!; // the API lists the newest first
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new message to ${recipient}`);
}

/** The 6-digit code of the SMS that arrives after `before` messages. */
export async function smsCode(recipient: string, before: number): Promise<string> {
  const message = await waitForMessage(recipient, before);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}
