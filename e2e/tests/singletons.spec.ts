import { expect, test } from '@playwright/test';
import { DEMO, useLanguage } from '../support/site';
import { portOf } from '../support/stack';

/** What a remote's MF 2 mf-manifest.json says of its shared modules. */
type Manifest = { shared: { name: string; assets: { js: { sync: string[] } } }[] };

test('React 19 and @site/shared load once, and the bus crosses apps both ways', async ({
  page,
}) => {
  const fetched: URL[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url())));
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

  // Two copies of React would lose every component's state: every shared module comes once,
  // from the shell. A remote's own copy of one would be a
  // file its manifest lists as that module's fallback; the page fetched none of them.
  const remoteHosts = [
    ...new Set(
      fetched.filter((url) => url.pathname.endsWith('/remoteEntry.js')).map((url) => url.origin),
    ),
  ];
  expect(remoteHosts.length).toBeGreaterThan(0);
  for (const host of remoteHosts) {
    const manifest = (await (
      await page.request.get(`${host}/mf-manifest.json`)
    ).json()) as Manifest;
    const shared = new Map(manifest.shared.map((entry) => [entry.name, entry.assets.js.sync]));
    for (const name of ['react', 'react-dom', '@site/shared'])
      expect(shared.get(name)?.length, `${host} lists its own copy of ${name}`).toBeGreaterThan(0);
    for (const [name, files] of shared)
      for (const file of files)
        expect(
          fetched.map((url) => url.href),
          `${name} from ${host}`,
        ).not.toContain(`${host}/${file}`);
  }
});

test("a remote runs on the shell's React under every name it imports it by, never on a copy of its own", async ({
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
  ).json()) as Manifest;
  const ownCompat = manifest.shared.find((entry) => entry.name === 'react')!.assets.js.sync;
  expect(ownCompat.length).toBeGreaterThan(0);
  // the lobby fetches none of its own copy of React
  for (const file of ownCompat) expect(fetched).not.toContain(`/${file}`);
});

test("the page runs the Module Federation runtime: the shell's instance, one React 19 in its share scope", async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/rng');
  await expect(page.getByTestId('game-card').first()).toBeVisible();

  const federation = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;
    const global = (
      window as unknown as {
        __FEDERATION__?: { __INSTANCES__: { name: string }[]; __SHARE__: Record<string, Share> };
      }
    ).__FEDERATION__;
    const reactVersions = Object.values(global?.__SHARE__ ?? {}).flatMap((scopes) =>
      Object.entries(scopes.default?.react ?? {}).map(([version, entry]) => ({
        version,
        from: entry.from,
      })),
    );
    return {
      instances: global?.__INSTANCES__.map((instance) => instance.name) ?? [],
      reactVersions,
    };
  });
  expect(federation.instances).toContain('shell');
  expect(federation.instances).toContain('mf_lobby');
  expect(federation.reactVersions).toEqual([
    { version: expect.stringMatching(/^19\./), from: 'shell' },
  ]);
});
