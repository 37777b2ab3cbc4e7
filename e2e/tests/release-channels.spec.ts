import { expect, test, type Browser, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemoteCopy } from '../support/remote-copy';
import { channelOf, pinRelease, startCanary, withdrawCanary } from '../support/release-channels';
import { useLanguage } from '../support/site';
import { publishRemoteBuild, ROOT, SECOND_BRAND_URL, SHELL_URL } from '../support/stack';

/**
 * Issue 46: a remote's new build goes to a share of one brand's sessions, each session keeps
 * its version, and a broken build is withdrawn by itself while its sessions run the last good
 * version. Each context is one tab's session; its release session key is fixed, so which keys
 * fall in the canary's share is the same at every run.
 */
const REMOTE_DIR = 'mf-lottery';
const REMOTE = 'mf_lottery';
const BRAND = 'PADMA';
const SESSIONS = Array.from({ length: 8 }, (_, index) => `e2e-release-session-${index}`);
const BROKEN_RUN_SESSIONS = Array.from({ length: 12 }, (_, index) => `e2e-broken-run-${index}`);

async function openSession(browser: Browser, baseURL: string, session: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('releaseSession')) sessionStorage.setItem('releaseSession', key);
  }, session);
  return page;
}

/** The lottery's title as the session's version of the remote shows it. */
async function lotteryTitle(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /^Lottery( draws)?$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test('a new lottery build on a 50 % canary for one brand: sessions split between the versions and keep theirs, and the other brand sees only the pinned one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The lottery team's new build says "Lottery draws" where the pinned one says "Lottery".
  const copy = new RemoteCopy(REMOTE_DIR);
  const pages: Page[] = [];
  try {
    copy.edit('src/i18n/en.json', '"title": "Lottery"', '"title": "Lottery draws"');
    const canary = await publishRemoteBuild(REMOTE_DIR, copy.build());
    const pinned = (await channelOf(BRAND, REMOTE)).pinned.version;
    await startCanary(BRAND, REMOTE, { version: canary.version, percent: 50 });

    const seen = new Map<string, string>();
    for (const session of SESSIONS) {
      const page = await openSession(browser, SHELL_URL, session);
      pages.push(page);
      const manifests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/mf-manifest.json') && request.url().includes(':'))
          manifests.push(request.url());
      });
      await page.goto('/lottery');
      const title = await lotteryTitle(page);
      seen.set(session, title);
      // the title and the manifest fetched say the same version
      const version = title === 'Lottery draws' ? canary.version : pinned;
      expect(manifests.some((url) => url.includes(`/v/${version}/`))).toBe(true);
    }
    const titles = [...seen.values()];
    expect(titles).toContain('Lottery draws');
    expect(titles).toContain('Lottery');

    // Each session keeps its version at every reload.
    for (const [index, page] of pages.entries()) {
      await page.reload();
      expect(await lotteryTitle(page)).toBe(seen.get(SESSIONS[index]!));
    }

    // The other brand's channel has no canary: the same sessions all run the pinned version.
    for (const session of SESSIONS.filter((key) => seen.get(key) === 'Lottery draws')) {
      const page = await openSession(browser, SECOND_BRAND_URL, session);
      pages.push(page);
      await page.goto('/lottery');
      expect(await lotteryTitle(page)).toBe('Lottery');
    }
  } finally {
    for (const page of pages) await page.context().close();
    await withdrawCanary(BRAND, REMOTE).catch(() => undefined);
    copy.remove();
  }
});

test('a broken build put on canary is withdrawn by itself after its failure threshold, and every page keeps showing the lottery', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A build whose entry script throws: the kind of release a canary is for.
  const brokenDir = mkdtempSync(path.join(os.tmpdir(), 'broken-lottery-'));
  const pages: Page[] = [];
  try {
    cpSync(path.join(ROOT, REMOTE_DIR, 'dist'), brokenDir, { recursive: true });
    writeFileSync(
      path.join(brokenDir, 'remoteEntry.js'),
      'throw new Error("a release that cannot start");\n',
    );
    const broken = await publishRemoteBuild(REMOTE_DIR, brokenDir);
    const before = await channelOf(BRAND, REMOTE);
    expect(before.lastGood?.version).toBe(before.pinned.version);
    await startCanary(BRAND, REMOTE, {
      version: broken.version,
      percent: 50,
      minSessions: 3,
      maxFailureRate: 0.5,
    });

    let withdrawnAfter = 0;
    for (const session of BROKEN_RUN_SESSIONS) {
      const page = await openSession(browser, SHELL_URL, session);
      pages.push(page);
      const reports: Promise<unknown>[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/wps/remotes/reports')) reports.push(request.response());
      });
      await page.goto('/lottery');
      // a session on the broken canary runs the last good version instead of a fallback
      expect(await lotteryTitle(page)).toBe('Lottery');
      await expect(page.getByText('This section is not available right now')).toHaveCount(0);
      // the page has told the registry how its versions fared (sent before the page showed)
      await Promise.all(reports);
      withdrawnAfter += 1;
      if (!(await channelOf(BRAND, REMOTE)).canary) break;
    }
    const after = await channelOf(BRAND, REMOTE);
    expect(after.canary).toBeNull();
    expect(after.pinned.version).toBe(before.pinned.version);
    expect(withdrawnAfter).toBeLessThan(BROKEN_RUN_SESSIONS.length);

    // From then on no session asks for the broken build at all.
    const page = await openSession(browser, SHELL_URL, 'e2e-release-after-withdrawal');
    pages.push(page);
    const brokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/v/${broken.version}/`)) brokenRequests.push(request.url());
    });
    await page.goto('/lottery');
    expect(await lotteryTitle(page)).toBe('Lottery');
    expect(brokenRequests).toEqual([]);
  } finally {
    for (const page of pages) await page.context().close();
    await withdrawCanary(BRAND, REMOTE).catch(() => undefined);
    rmSync(brokenDir, { recursive: true, force: true });
  }
});

test('a canary whose page throws while rendering is given up for the last good version in that session: one reload, no fallback', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A build that loads well but whose page cannot render: only the page itself can tell.
  const copy = new RemoteCopy(REMOTE_DIR);
  let page: Page | null = null;
  try {
    copy.edit(
      'src/lottery-page.component.tsx',
      '  const { t, i18n } = useTranslation(NAMESPACE);',
      "  if (Date.now() > 0) throw new Error('a release whose page cannot render');\n  const { t, i18n } = useTranslation(NAMESPACE);",
    );
    const broken = await publishRemoteBuild(REMOTE_DIR, copy.build());
    await startCanary(BRAND, REMOTE, { version: broken.version, percent: 99 });

    page = await openSession(browser, SHELL_URL, 'e2e-render-failure');
    const brokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/v/${broken.version}/`)) brokenRequests.push(request.url());
    });
    const report = page.waitForRequest(
      (request) =>
        request.url().includes('/wps/remotes/reports') &&
        request.postDataJSON()?.version === broken.version &&
        request.postDataJSON()?.outcome === 'failed',
    );
    await page.goto('/lottery');
    expect(await lotteryTitle(page)).toBe('Lottery');
    await expect(page.getByText('This section is not available right now')).toHaveCount(0);
    // the session did run the canary, and told the registry its page failed to render
    expect(brokenRequests.length).toBeGreaterThan(0);
    expect((await report).postDataJSON()).toMatchObject({ stage: 'render' });

    // The session keeps the last good version at every reload.
    brokenRequests.length = 0;
    await page.reload();
    expect(await lotteryTitle(page)).toBe('Lottery');
    expect(brokenRequests).toEqual([]);
  } finally {
    await page?.context().close();
    await withdrawCanary(BRAND, REMOTE).catch(() => undefined);
    copy.remove();
  }
});

test.afterAll(async () => {
  // Whatever a test left, the brand runs the version it was pinned to.
  const channel = await channelOf(BRAND, REMOTE);
  if (channel.canary) await withdrawCanary(BRAND, REMOTE);
  await pinRelease(BRAND, REMOTE, channel.pinned.version);
});
