import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useLanguage } from '../support/site';
import { ROOT } from '../support/stack';

const REMOTE = path.join(ROOT, 'mf-lottery');
const TRANSLATIONS = path.join(REMOTE, 'src/i18n/en.json');

test('a rebuilt remote is live after replacing only its dist/, with no shell rebuild or restart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  const shellBuiltAt = statSync(path.join(ROOT, 'shell/dist/main.js')).mtimeMs;

  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();

  // the lottery team changes its page and builds it on its own
  const original = readFileSync(TRANSLATIONS, 'utf8');
  const build = mkdtempSync(path.join(os.tmpdir(), 'mf-lottery-build-'));
  try {
    writeFileSync(TRANSLATIONS, original.replace('"title": "Lottery"', '"title": "Lottery draws"'));
    execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--output-path', build], {
      cwd: REMOTE,
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(TRANSLATIONS, original);
  }

  // ...and deploys by replacing its dist/ folder
  const dist = path.join(REMOTE, 'dist');
  const previous = `${dist}.previous`;
  rmSync(previous, { recursive: true, force: true });
  renameSync(dist, previous);
  cpSync(build, dist, { recursive: true });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery draws' })).toBeVisible();
    expect(statSync(path.join(ROOT, 'shell/dist/main.js')).mtimeMs).toBe(shellBuiltAt);
  } finally {
    rmSync(dist, { recursive: true, force: true });
    renameSync(previous, dist);
    rmSync(build, { recursive: true, force: true });
  }
  expect(existsSync(path.join(dist, 'mf-manifest.json'))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
});
