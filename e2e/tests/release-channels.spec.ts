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

/**
 * The two builds a remote team would ship, made before the tests: a webpack build takes a core
 * for 15 s or more, which on a busy machine ate most of a test's own time.
 * - "Lottery draws" where the pinned build says "Lottery";
 * - a build that loads well but whose page cannot render: only the page itself can tell.
 */
let renamed: RemoteCopy;
let unrenderable: RemoteCopy;
let renamedDist: string;
let unrenderableDist: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  renamed = new RemoteCopy(REMOTE_DIR);
  renamed.edit('src/i18n/en.json', '"title": "Lottery"', '"title": "Lottery draws"');
  renamedDist = renamed.build();
  unrenderable = new RemoteCopy(REMOTE_DIR);
  unrenderable.edit(
    'src/lottery-page.component.tsx',
    '  const { t, i18n } = useTranslation(NAMESPACE);',
    "  if (Date.now() > 0) throw new Error('a release whose page cannot render');\n  const { t, i18n } = useTranslation(NAMESPACE);",
  );
  unrenderableDist = unrenderable.build();
});

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
  await expect(heading).toBeVisible({ timeout: 30_000 });
  return (await heading.textContent()) ?? '';
}

test('a new lottery build on a 50 % canary for one brand: sessions split between the versions and keep theirs, and the other brand sees only the pinned one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const pages: Page[] = [];
  try {
    const canary = await publishRemoteBuild(REMOTE_DIR, renamedDist);
    const pinned = (await channelOf(BRAND, REMOTE)).pinned.version;
    await startCanary(BRAND, REMOTE, { version: canary.version, percent: 50 });

    // One tab open at a time: eight live shells at once starved a loaded two-core machine.
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
      // the session keeps its version at a reload
      await page.reload();
      expect(await lotteryTitle(page)).toBe(title);
      await page.context().close();
    }
    const titles = [...seen.values()];
    expect(titles).toContain('Lottery draws');
    expect(titles).toContain('Lottery');

    // The other brand's channel has no canary: the same sessions all run the pinned version.
    for (const session of SESSIONS.filter((key) => seen.get(key) === 'Lottery draws')) {
      const page = await openSession(browser, SECOND_BRAND_URL, session);
      pages.push(page);
      await page.goto('/lottery');
      expect(await lotteryTitle(page)).toBe('Lottery');
      await page.context().close();
    }
  } finally {
    for (const page of pages)
      await page
        .context()
        .close()
        .catch(() => undefined);
    await withdrawCanary(BRAND, REMOTE).catch(() => undefined);
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
      // One live shell at a time, as above.
      await page.context().close();
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
    for (const page of pages)
      await page
        .context()
        .close()
        .catch(() => undefined);
    await withdrawCanary(BRAND, REMOTE).catch(() => undefined);
    rmSync(brokenDir, { recursive: true, force: true });
  }
});

test('a canary whose page throws while rendering is given up for the last good version in that session: one reload, no fallback', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  let page: Page | null = null;
  try {
    const broken = await publishRemoteBuild(REMOTE_DIR, unrenderableDist);
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
  }
});

test.afterAll(async () => {
  renamed?.remove();
  unrenderable?.remove();
  // Whatever a test left, the brand runs the version it was pinned to.
  const channel = await channelOf(BRAND, REMOTE);
  if (channel.canary) await withdrawCanary(BRAND, REMOTE);
  await pinRelease(BRAND, REMOTE, channel.pinned.version);
});
