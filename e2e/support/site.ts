import { expect, type Page } from '@playwright/test';
import { API_URL, OPS_TOKEN } from './stack';

export const DEMO = {
  member: { username: 'demo_member', password: 'Member@2026', nickname: 'Rahim' },
  agent: { username: 'demo_agent', password: 'Agent@2026', nickname: 'Karim' },
  trial: { username: 'demo_trial', password: 'Trial@2026' },
} as const;

/** Opens the site in a language (BN is the default a new visitor gets). */
export async function useLanguage(page: Page, language: 'bn' | 'en'): Promise<void> {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
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
  await expect(modal).toBeHidden();
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
