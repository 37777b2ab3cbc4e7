import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO, logIn, useLanguage } from '../support/site';
import { SHELL_URL } from '../support/stack';

/**
 * The API on the site's origin (issue 11): the site's server passes the API's paths on, so a
 * phone pays no CORS preflight before its calls, and the API still sees the player's address.
 */

test('a whole session calls the API on the site origin and sends no preflight', async ({
  page,
  context,
}) => {
  // Playwright does not report preflights as requests; the browser's own network log does.
  const network = await context.newCDPSession(page);
  const preflights: string[] = [];
  network.on('Network.requestWillBeSent', (event) => {
    if (event.request.method === 'OPTIONS') preflights.push(event.request.url);
  });
  await network.send('Network.enable');
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(wps|lgw)\//.test(url.pathname)) apiOrigins.add(url.origin);
  });

  await useLanguage(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await logIn(page, DEMO.member);
  await expect(page.getByTestId('header-nickname')).toHaveText(DEMO.member.nickname);
  await page.goto('/rng');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Personal centre' }).click();
  await expect(page.getByTestId('member-centre').getByTestId('member-account')).toContainText(
    DEMO.member.username,
  );

  expect(preflights).toEqual([]);
  expect([...apiOrigins]).toEqual([SHELL_URL]);
});

/** GET through the shell's server from one loopback address, as a player's browser would. */
function statusFrom(localAddress: string, headers: Record<string, string> = {}) {
  const shell = new URL(SHELL_URL);
  return new Promise<{ ip: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: shell.port,
        path: '/wps/system/status',
        localAddress,
        headers: { Host: shell.host, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve((JSON.parse(text) as { value: { ip: string } }).value);
          } catch {
            reject(new Error(`not an API answer (${response.statusCode}): ${text.slice(0, 80)}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test("the API sees the player's address through the site's server, never one the browser wrote", async () => {
  // Per-IP limits (failed logins, SMS) and IP blocks rest on this address.
  expect((await statusFrom('127.0.0.7')).ip).toBe('127.0.0.7');
  const forged = await statusFrom('127.0.0.8', { 'X-Forwarded-For': '203.0.113.9' });
  expect(forged.ip).toBe('127.0.0.8');
});
