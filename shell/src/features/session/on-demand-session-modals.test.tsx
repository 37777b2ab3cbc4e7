import { configureApiClient, getEventBus } from '@site/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { OnDemandSessionModals } from './on-demand-session-modals';
import { routeSessionCommands } from './session-commands';
import { registerModalOpenAtom } from './session-ui-state';

beforeAll(async () => {
  await setupShellI18n();
  // The modals are separate chunks: compiled here once, so on a busy machine the first lazy
  // load is not what the tests' waits measure.
  await Promise.all([import('./login-modal'), import('./register-modal')]);
  configureApiClient({
    baseURL: 'http://127.0.0.1:9',
    getMerchantCode: () => 'PADMA',
    getToken: () => null,
    getLanguage: () => 'en',
  });
});

let stopCommands: () => void = () => {};
afterEach(() => stopCommands());

/** A site store that the bus's session commands reach, as at start-up. */
function routedStore() {
  const store = createSiteStore();
  stopCommands = routeSessionCommands(store);
  return store;
}

function renderModals(store = routedStore()) {
  render(
    <SiteProviders store={store}>
      <MemoryRouter>
        <OnDemandSessionModals />
      </MemoryRouter>
    </SiteProviders>,
  );
  return store;
}

it('loads and opens the login modal when any app sends open-login', async () => {
  renderModals();
  expect(screen.queryByTestId('login-modal')).toBeNull();
  act(() => getEventBus().send('open-login', { reason: 'test' }));
  expect(await screen.findByTestId('login-modal')).toBeVisible();
});

it('opens the login modal on an open-login sent before it mounted (a page that opens for a guest)', async () => {
  const store = routedStore();
  getEventBus().send('open-login', { reason: 'launch-game' });
  renderModals(store);
  expect(await screen.findByTestId('login-modal')).toBeVisible();
});

it('loads the registration modal only once it is opened', async () => {
  const store = renderModals();
  expect(screen.queryByTestId('register-modal')).toBeNull();
  act(() => store.set(registerModalOpenAtom, true));
  expect(await screen.findByTestId('register-modal')).toBeVisible();
});
