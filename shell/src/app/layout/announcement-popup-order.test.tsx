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
