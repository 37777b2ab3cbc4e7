import { expect, type Page } from '@playwright/test';

/**
 * When the boot frame's largest picture (the first game's, or the first banner) was on the screen,
 * and when the app's script was asked for, in ms since the page's navigation. The boot script
 * marks that picture `elementtiming="boot"` (shell/src/app/boot/boot-fragment.html).
 */
function bootPictureAndAppStart(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ painted: number; asked: number }>((resolve) => {
        const asked =
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === '/main.js')?.startTime ?? NaN;
        const settle = (painted: number) => resolve({ painted, asked });
        new PerformanceObserver((list) => {
          const picture = list
            .getEntries()
            .map((entry) => entry as unknown as { identifier: string; renderTime: number })
            .find((entry) => entry.identifier === 'boot');
          if (picture) settle(picture.renderTime);
        }).observe({ type: 'element', buffered: true });
        // Buffered entries come in the observer's first callback; none means none was painted.
        setTimeout(() => settle(NaN), 2_000);
      }),
  );
}

/** The boot frame's picture was painted, and only then was the app's script asked for. */
export async function expectAppStartedAfterBootPicture(page: Page): Promise<void> {
  const { painted, asked } = await bootPictureAndAppStart(page);
  expect(painted).toBeGreaterThan(0);
  expect(asked).toBeGreaterThanOrEqual(painted);
}
