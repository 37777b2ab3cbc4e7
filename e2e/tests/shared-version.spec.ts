import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RemoteCopy } from '../support/remote-copy';
import { useLanguage } from '../support/site';
import { ROOT, startAppServer, stopAppServer } from '../support/stack';

const REMOTE_DIR = 'mf-lottery';
const sharedVersion = (
  JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }
).version;
const nextMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;

test('a remote built against another major of @site/shared is refused with a translated message, and the rest of the site works', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const copy = new RemoteCopy(REMOTE_DIR);
  try {
    copy.useSharedVersion(nextMajor);
    const dist = copy.build();
    await stopAppServer(REMOTE_DIR);
    try {
      await startAppServer(REMOTE_DIR, dist);

      await useLanguage(page, 'en');
      await page.goto('/lottery');
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText('This section needs an update');
      await expect(fallback).toContainText('It was built for another version of the site.');
      await expect(page.getByTestId('lottery-page')).toHaveCount(0);

      // In Bengali too, and the pages of other remotes still open.
      await page.evaluate(() => localStorage.setItem('lang', 'bn'));
      await page.reload();
      await expect(fallback).toContainText('এই অংশটির হালনাগাদ প্রয়োজন');
      await page.goto('/rng');
      await expect(page.getByTestId('lobby-page')).toBeVisible();
    } finally {
      await stopAppServer(REMOTE_DIR);
      await startAppServer(REMOTE_DIR);
    }
  } finally {
    copy.remove();
  }
});
