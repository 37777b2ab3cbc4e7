import { expect, test } from '@playwright/test';
import { statSync } from 'node:fs';
import path from 'node:path';
import { RemoteCopy } from '../support/remote-copy';
import { useLanguage } from '../support/site';
import { channelOf, pinRelease } from '../support/release-channels';
import { publishRemoteBuild, ROOT } from '../support/stack';

const REMOTE_DIR = 'mf-lottery';
const REMOTE = path.join(ROOT, REMOTE_DIR);

/** A call the deployed lottery never made, in its own resource file, as the team would add it. */
const NEW_RESOURCE = `import { defineCall, type WinnerBoardEntry } from '@site/shared';

export const getLatestWin = defineCall<
  { gameCategory: string; language: string; limitNum: number },
  { list: WinnerBoardEntry[] }
>({
  module: 'games',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  needsToken: false,
});
`;

const NEW_COMPONENT = `import { useQuery } from '@tanstack/react-query';
import { getLatestWin } from './latest-win.resource';

export function LatestWin() {
  const win = useQuery(getLatestWin.query({ gameCategory: 'ALL', language: 'en', limitNum: 1 }));
  const latest = win.data?.list[0]?.vo;
  return latest ? <p data-testid="latest-win">{latest.account} won {latest.gameName}</p> : null;
}
`;

test('a rebuilt remote, with a call the shell has never heard of, is live once its new version is published and pinned, with no shell rebuild or restart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  const shellBuiltAt = statSync(path.join(ROOT, 'shell/dist/main.js')).mtimeMs;
  const deployedManifest = path.join(REMOTE, 'dist/mf-manifest.json');
  const deployedAt = statSync(deployedManifest).mtimeMs;

  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(page.getByTestId('latest-win')).toHaveCount(0);

  // The lottery team changes its page, adds a call in a resource file of its own, and builds
  // the remote on its own...
  const copy = new RemoteCopy(REMOTE_DIR);
  try {
    copy.edit('src/i18n/en.json', '"title": "Lottery"', '"title": "Lottery draws"');
    copy.write('src/features/winners/latest-win.resource.ts', NEW_RESOURCE);
    copy.write('src/features/winners/latest-win.component.tsx', NEW_COMPONENT);
    copy.edit(
      'src/lottery-page.component.tsx',
      "import { NAMESPACE } from './i18n/translations';",
      "import { NAMESPACE } from './i18n/translations';\nimport { LatestWin } from './features/winners/latest-win.component';",
    );
    copy.edit('src/lottery-page.component.tsx', '</h1>', '</h1>\n      <LatestWin />');
    const dist = copy.build();

    // ...publishes it as a new version beside the one deployed, and pins the brand to it.
    const release = await publishRemoteBuild(REMOTE_DIR, dist);
    const deployed = (await channelOf('PADMA', 'mf_lottery')).pinned.version;
    expect(release.version).not.toBe(deployed);
    await pinRelease('PADMA', 'mf_lottery', release.version);
    try {
      const newCall = page.waitForResponse(
        (response) =>
          response.url().includes('/wps/relay/GCSGAME_getRankList') &&
          response.url().includes('limitNum=1'),
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Lottery draws' })).toBeVisible();
      // The page shows what the new call answered, through the running shell's API client.
      const answer = (await (await newCall).json()) as {
        value: { list: { vo: { account: string; gameName: string } }[] };
      };
      const latest = answer.value.list[0]!.vo;
      await expect(page.getByTestId('latest-win')).toHaveText(
        `${latest.account} won ${latest.gameName}`,
      );
      expect(statSync(path.join(ROOT, 'shell/dist/main.js')).mtimeMs).toBe(shellBuiltAt);
    } finally {
      await pinRelease('PADMA', 'mf_lottery', deployed);
    }
  } finally {
    copy.remove();
  }

  expect(statSync(deployedManifest).mtimeMs).toBe(deployedAt);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery', exact: true })).toBeVisible();
  await expect(page.getByTestId('latest-win')).toHaveCount(0);
});
