import { okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  registerModalOpenAtom,
  trueAccountDialogOpenAtom,
} from '../../features/session/session-ui-state';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { AnnouncementPopupAfterSession } from './root-layout';

let server: TestServer;
beforeAll(async () => {
  await setupShellI18n();
  // The popup and the kit's modal are chunks of their own (root-layout, on-demand-kit): compiled
  // here, not inside the test's time.
  await import('../../features/announcements/announcement-popup.component');
  await import('@site/shared/ui');
  server = await startTestApi((request) =>
    request.path === '/wps/relay/MCSFE_getListAnnouncements'
      ? okEnvelope({
          list: [
            {
              id: 1,
              title: 'Welcome bonus',
              content: '<p>Hello</p>',
              startDateStr: Date.UTC(2026, 0, 1),
              execution: 'B',
              type: 'B',
            },
          ],
          totalPages: 1,
        })
      : undefined,
  );
});
afterAll(() => server.close());
beforeEach(() => sessionStorage.clear());

it.each([
  ['the registration modal', registerModalOpenAtom],
  ["a trial account's true-account warning", trueAccountDialogOpenAtom],
])('waits for %s to close before it opens (one popup at a time)', async (_, popupAtom) => {
  const store = createSiteStore();
  store.set(popupAtom, true);
  const asked = () =>
    server.requests.filter((r) => r.path === '/wps/relay/MCSFE_getListAnnouncements').length;
  const askedBefore = asked();
  render(
    <SiteProviders store={store}>
      <AnnouncementPopupAfterSession />
    </SiteProviders>,
  );
  // The list arrives while the other popup is open (the popup's chunk loads after the first
  // paint, then asks): the popup stays closed.
  await waitFor(() => expect(asked()).toBeGreaterThan(askedBefore), { timeout: 3000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByTestId('announcement-popup')).not.toBeInTheDocument();

  act(() => store.set(popupAtom, false));
  expect(await screen.findByTestId('announcement-popup')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
});

describe('the popup the site’s server painted (tooling/announcement-popup.mjs)', () => {
  /** The served popup, as the boot script leaves it; records whether it ever shared the page. */
  function paintServedPopup() {
    const served = document.createElement('div');
    served.id = 'boot-popup';
    served.setAttribute('role', 'dialog');
    document.body.prepend(served);
    const seen = { together: false };
    const observer = new MutationObserver(() => {
      if (served.isConnected && screen.queryByTestId('announcement-popup')) seen.together = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return { served, seen, stop: () => observer.disconnect() };
  }

  const renderPopup = () =>
    render(
      <SiteProviders store={createSiteStore()}>
        <AnnouncementPopupAfterSession />
      </SiteProviders>,
    );

  it('gives way to the app’s popup in the same commit, never beside it', async () => {
    const { served, seen, stop } = paintServedPopup();
    renderPopup();
    expect(await screen.findByTestId('announcement-popup')).toBeInTheDocument();
    stop();
    expect(served.isConnected).toBe(false);
    expect(seen.together).toBe(false);
  });

  it('goes when this session closed the popup before, and the app opens none', async () => {
    sessionStorage.setItem('index_notice', 'B');
    const { served, stop } = paintServedPopup();
    renderPopup();
    await waitFor(() => expect(served.isConnected).toBe(false), { timeout: 3000 });
    stop();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByTestId('announcement-popup')).not.toBeInTheDocument();
  });

  it('once closed by the player before the app was ready, is not opened again by the app', async () => {
    const { served, stop } = paintServedPopup();
    renderPopup();
    // The boot script's Close: the mark, then the served popup goes.
    sessionStorage.setItem('index_notice', 'B');
    served.remove();
    stop();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.queryByTestId('announcement-popup')).not.toBeInTheDocument();
  });
});
