import { expect, test } from '@playwright/test';
import { DEMO, useLanguage } from '../support/site';

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
