import { okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { registerModalOpenAtom } from '../../features/session/session-ui-state';
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

it('waits for the registration modal to close before it opens (one popup at a time)', async () => {
  const store = createSiteStore();
  store.set(registerModalOpenAtom, true);
  render(
    <SiteProviders store={store}>
      <AnnouncementPopupAfterSession />
    </SiteProviders>,
  );
  // The list arrives while the registration modal is open (the popup's chunk loads after the
  // first paint, then asks): the popup stays closed.
  await waitFor(
    () =>
      expect(server.requests.some((r) => r.path === '/wps/relay/MCSFE_getListAnnouncements')).toBe(
        true,
      ),
    { timeout: 3000 },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByTestId('announcement-popup')).not.toBeInTheDocument();

  act(() => store.set(registerModalOpenAtom, false));
  expect(await screen.findByTestId('announcement-popup')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
});
