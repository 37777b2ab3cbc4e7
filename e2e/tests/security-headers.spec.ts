import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, useLanguage } from '../support/site';
import { API_URL, portOf } from '../support/stack';

/**
 * The pages' Content-Security-Policy (issue 10): the whole site works under it, remotes and
 * the framed house game included, and it really refuses what it does not name.
 */

/** Chromium reports every refusal on the console; the list outlives navigations. */
function recordViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test('pages carry a policy that keeps the API on the site origin, names the remotes, and forbid framing', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  // The default deployment calls the API on the page's origin (the site's server passes it on).
  expect(policy).toMatch(/connect-src 'self'/);
  expect(policy).not.toContain(API_URL);
  const lobby = `http://localhost:${portOf('mf-lobby')}`;
  expect(policy).toMatch(new RegExp(`script-src 'self' [^;]*${lobby} [^;]*'sha256-`));
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('home, the lobby and points-mall remotes and a framed house game run with no violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const refused = recordViolations(page);
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/rng');
  await logIn(page, DEMO.member);
  const lobby = page.getByTestId('lobby-page');
  const vendor = lobby.getByRole('tab').filter({ hasText: 'Padma Originals' }).first();
  await vendor.click();
  await lobby.getByRole('button', { name: 'Play Padma Fortune' }).click();
  const game = page.frameLocator('[data-testid="game-page"] iframe');
  await expect(game.getByRole('button', { name: /spin/i })).toBeVisible();

  await page.goto('/pointMall');
  await expect(page.getByTestId('point-balance')).toBeVisible();
  expect(refused).toEqual([]);
});

test('an injected inline script does not run', async ({ page }) => {
  // Announcements an earlier spec published would cover the page with their popup.
  await useLanguage(page, 'bn');
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // One evaluate: the browser's own violation report, then whether the script ran at all.
  const outcome = await page.evaluate(async () => {
    const refused = new Promise<string>((resolve) =>
      document.addEventListener(
        'securitypolicyviolation',
        (event) => resolve(event.effectiveDirective),
        { once: true },
      ),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    const directive = await refused;
    return { directive, ran: (window as { __injected?: boolean }).__injected === true };
  });
  expect(outcome).toEqual({ directive: expect.stringMatching(/^script-src/), ran: false });
});
