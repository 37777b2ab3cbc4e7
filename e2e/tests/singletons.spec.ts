import { expect, test } from '@playwright/test';
import { DEMO, useLanguage } from '../support/site';
import { portOf } from '../support/stack';

type ShareScope = Record<
  string,
  Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
>;

test('react (preact/compat), preact and @site/shared load once, and the bus crosses apps both ways', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/pointMall');
  const mall = page.getByTestId('points-mall-page');

  // remote → shell: the remote's button asks the shell, over the bus, to open its login modal
  await mall.getByRole('button', { name: 'Log in to redeem' }).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

  // shell → remote: the shell logs in and publishes the session; the remote reacts without a reload
  await modal.getByLabel('Username').fill(DEMO.member.username);
  await modal.getByLabel('Password').fill(DEMO.member.password);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(mall.getByTestId('point-balance')).toHaveText('3,420');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);

  // each singleton has exactly one loaded copy in the federation share scope, from the shell
  const loaded = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScope } })
      .__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, share] of Object.entries(versions)) {
          if (share.loaded) (copies[name] ??= []).push(`${version} from ${share.from}`);
        }
      }
    }
    return copies;
  });
  // Two copies of Preact's hooks would lose every component's state: react is preact/compat,
  // and it and Preact itself come once, from the shell. No shared module has a second copy.
  // rxjs is no shared singleton of its own any more: it lives inside @site/shared.
  for (const name of Object.keys(loaded))
    expect(new Set(loaded[name]), `${name}: ${JSON.stringify(loaded[name])}`).toHaveProperty(
      'size',
      1,
    );
  for (const name of ['react', 'preact', 'preact/hooks', '@site/shared']) {
    expect(new Set(loaded[name]), `${name}: ${JSON.stringify(loaded[name])}`).toEqual(
      new Set([loaded[name]![0]]),
    );
    expect(loaded[name]![0]).toContain('from shell');
  }
});

test("a remote runs on the shell's compat under every name it imports it by, never on a copy of its own", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await useLanguage(page, 'en');
  await page.goto('/rng');
  // the lobby's grid has rendered, and its virtualiser (which imports react-dom) has loaded
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect(page.getByTestId('game-card').nth(20)).toBeVisible();

  const manifest = (await (
    await page.request.get(`http://localhost:${portOf('mf-lobby')}/mf-manifest.json`)
  ).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  const ownCompat = manifest.shared.find((entry) => entry.name === 'react')!.assets.js.sync;
  expect(ownCompat.length).toBeGreaterThan(0);
  // react-dom and preact/compat are compat too: the lobby fetches none of its own copy of it
  for (const file of ownCompat) expect(fetched).not.toContain(`/${file}`);
});
