import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutsideRemote, packCore } from '../support/outside-remote';
import { DEMO, logIn, useLanguage } from '../support/site';
import { localDeployment, ROOT, startAppServer, stopAppServer } from '../support/stack';

/**
 * A team outside the repository ships a remote: it builds templates/remote in a folder of its
 * own with the packed @site/shared and @site/contracts and public packages (React 19, webpack,
 * @module-federation/enhanced), serves it with its own server, and the site's operator names it
 * in the deployment file in place of the points mall. No part of the site is rebuilt.
 */
const POINT_BALANCE = 'MCS2_getPointBalance';
const sharedVersion = (
  JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }
).version;
const nextMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;

let remote: OutsideRemote | undefined;
let origin: string;
let deploymentDir: string | undefined;

/**
 * The shell's server answers remotes.json with this worker's release channels and `remotes`
 * named directly over them, as an operator's edited deployment file would.
 */
async function deploy(remotes: Record<string, string>): Promise<void> {
  deploymentDir ??= mkdtempSync(path.join(os.tmpdir(), 'outside-deployment-'));
  const file = path.join(deploymentDir, 'remotes.json');
  writeFileSync(file, JSON.stringify({ ...localDeployment(), remotes }));
  await stopAppServer('shell');
  await startAppServer('shell', undefined, file);
}

/** The site's own remotes still work in the same page: home, then the lobby's slots. */
async function expectSiteRemotesWork(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Padma Play' }).first().click();
  await expect(page.getByTestId('category-grid')).toBeVisible();
  await page.getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByTestId('lobby-page')).toBeVisible();
}

test.beforeAll(async () => {
  // The outside install and build take about a minute; the packing before them half of one.
  test.setTimeout(360_000);
  await packCore();
  remote = new OutsideRemote();
  const took = await remote.installAndBuild();
  console.log(`outside remote: install ${took.install} s, build ${took.build} s`);
  origin = await remote.serve();
  await deploy({ mf_points_mall: `${origin}/mf-manifest.json` });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopAppServer('shell');
  await startAppServer('shell');
  await remote?.remove();
  if (deploymentDir) rmSync(deploymentDir, { recursive: true, force: true });
});

test('a remote built outside the repository from templates/remote runs in the site on its React 19, with the session, the API client and the translations of the page', async ({
  page,
}) => {
  test.slow();
  // What its build wrote: the MF 2 manifest under the points mall's name, its page, and the
  // page's singletons at the versions it was built with.
  const manifest = remote!.manifest();
  expect(manifest.name).toBe('mf_points_mall');
  expect(manifest.exposes.map((expose) => expose.path).sort()).toEqual([
    './PointsMallPage',
    './PointsNewsPage',
  ]);
  const shared = Object.fromEntries(manifest.shared.map((entry) => [entry.name, entry]));
  for (const name of ['react', 'react-dom', '@tanstack/react-query', '@site/shared'])
    expect(shared[name], name).toBeDefined();
  expect(shared.react!.version).toMatch(/^19\./);
  expect(shared['@site/shared']!.version).toBe(sharedVersion);
  // Its server answers as a remote's host must.
  const answer = await fetch(`${origin}/mf-manifest.json`, {
    headers: { Origin: 'http://site.example' },
  });
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.headers.get('cache-control')).toBe('no-cache');

  // What the remote fetched from its own origin: none of its own copies of React.
  const fetchedFromRemote: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) fetchedFromRemote.push(new URL(request.url()).pathname);
  });
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, DEMO.member);
  const balanceAnswer = page.waitForResponse((response) => response.url().includes(POINT_BALANCE));
  await page.getByRole('link', { name: 'Points mall' }).first().click();
  await expect(page).toHaveURL(/\/pointMall$/);

  const outside = page.getByTestId('outside-remote');
  await expect(outside.getByRole('heading', { level: 1 })).toHaveText('Points from outside');
  await expect(outside.getByTestId('react-version')).toHaveText(/^19\./);
  await expect(outside.getByTestId('outside-greeting')).toHaveText(
    `Welcome, ${DEMO.member.nickname}`,
  );
  const { value } = (await (await balanceAnswer).json()) as { value: { pointBalance: number } };
  await expect(outside.getByTestId('outside-points')).toHaveAttribute(
    'data-points',
    String(value.pointBalance),
  );
  // React 19's form action with useActionState: it calls the API again through the client.
  const again = page.waitForResponse((response) => response.url().includes(POINT_BALANCE));
  await outside.getByRole('button', { name: 'Check again' }).click();
  await again;
  await expect(outside.getByTestId('outside-checks')).toHaveText('Checked 1 times');

  // React, react-dom and their entry points (react/jsx-runtime, react-dom/client) are the site's.
  const ownReact = manifest.shared
    .filter((entry) => /^react(-dom)?(\/|$)/.test(entry.name))
    .flatMap((entry) => entry.assets.js.sync);
  expect(ownReact.length).toBeGreaterThan(0);
  expect(fetchedFromRemote).toContain('/mf-manifest.json');
  for (const file of ownReact) expect(fetchedFromRemote).not.toContain(`/${file}`);

  // A page the shell has never heard of, declared by the remote in its manifest alone, with
  // its entry in the site's navigation.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Points news' })
    .click();
  await expect(page).toHaveURL(/\/points-news$/);
  await expect(page.getByTestId('outside-news').getByRole('heading', { level: 1 })).toHaveText(
    'Points news',
  );

  await expectSiteRemotesWork(page);
});

test('an outside remote built against another major of @site/shared is refused with the shell’s message, and the site keeps working', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await remote!.useSharedVersion(nextMajor);
  await remote!.installAndBuild();
  const shared = remote!.manifest().shared.find((entry) => entry.name === '@site/shared');
  expect(shared?.version).toBe(nextMajor);

  await useLanguage(page, 'en');
  await page.goto('/pointMall');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('This section needs an update');
  await expect(fallback).toContainText('It was built for another version of the site.');
  await expect(page.getByTestId('outside-remote')).toHaveCount(0);
  await expectSiteRemotesWork(page);

  // The refusal is the shell's own text, in the player's language.
  await page.goto('/pointMall');
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.reload();
  await expect(fallback).toContainText('এই অংশটির হালনাগাদ প্রয়োজন');
});
