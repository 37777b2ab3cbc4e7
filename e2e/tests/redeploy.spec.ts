import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { useLanguage } from '../support/site';
import { ROOT, startAppServer, stopAppServer } from '../support/stack';

const REMOTE_DIR = 'mf-lottery';
const REMOTE = path.join(ROOT, REMOTE_DIR);
const WEBPACK_CLI = createRequire(path.join(REMOTE, 'package.json')).resolve(
  'webpack-cli/bin/cli.js',
);

/**
 * The lottery team's own checkout: a copy of the remote's sources (the folder keeps the app's
 * name, which the webpack config reads) using the workspace's installed packages. Nothing in
 * the workspace is edited, and the deployed mf-lottery/dist stays as it is.
 */
function copyOfRemote(): string {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'redeploy-')), REMOTE_DIR);
  cpSync(REMOTE, copy, {
    recursive: true,
    filter: (source) => !['node_modules', 'dist'].includes(path.basename(source)),
  });
  symlinkSync(path.join(REMOTE, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

test('a rebuilt remote is live once its host serves the new build, with no shell rebuild or restart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  const shellBuiltAt = statSync(path.join(ROOT, 'shell/dist/main.js')).mtimeMs;
  const deployedManifest = path.join(REMOTE, 'dist/mf-manifest.json');
  const deployedAt = statSync(deployedManifest).mtimeMs;

  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();

  // The lottery team changes its page and builds it on its own...
  const copy = copyOfRemote();
  try {
    const translations = path.join(copy, 'src/i18n/en.json');
    const original = readFileSync(translations, 'utf8');
    const changed = original.replace('"title": "Lottery"', '"title": "Lottery draws"');
    expect(changed).not.toBe(original);
    writeFileSync(translations, changed);
    execFileSync(process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
      cwd: copy,
      stdio: 'pipe',
    });

    // ...and its host serves the new build in place of the old one.
    await stopAppServer(REMOTE_DIR);
    try {
      await startAppServer(REMOTE_DIR, path.join(copy, 'dist'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Lottery draws' })).toBeVisible();
      expect(statSync(path.join(ROOT, 'shell/dist/main.js')).mtimeMs).toBe(shellBuiltAt);
    } finally {
      await stopAppServer(REMOTE_DIR);
      await startAppServer(REMOTE_DIR);
    }
  } finally {
    rmSync(path.dirname(copy), { recursive: true, force: true });
  }

  expect(statSync(deployedManifest).mtimeMs).toBe(deployedAt);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
});
