import { getEventBus } from '@site/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { routeSessionCommands } from './session-commands';
import { TrueAccountDialog } from './true-account-dialog';

beforeAll(setupShellI18n);

let stopCommands: () => void = () => {};
afterEach(() => stopCommands());

function siteStore() {
  const store = createSiteStore();
  stopCommands = routeSessionCommands(store);
  return store;
}

function renderDialog(store: ReturnType<typeof createSiteStore>) {
  render(
    <SiteProviders store={store}>
      <TrueAccountDialog />
    </SiteProviders>,
  );
}

it('opens when any app sends open-true-account-warning, and closes on confirm', async () => {
  renderDialog(siteStore());
  expect(screen.queryByTestId('true-account-dialog')).toBeNull();
  act(() => getEventBus().send('open-true-account-warning', { reason: 'favourites' }));
  // The kit's dialog is loaded the first time one opens.
  const dialog = await screen.findByTestId('true-account-dialog');
  expect(dialog).toHaveTextContent('Please log in with a real member account to use this.');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.queryByTestId('true-account-dialog')).toBeNull();
});

it('opens on a warning sent before it mounted (the layout mounts it after the first paint)', async () => {
  const store = siteStore();
  getEventBus().send('open-true-account-warning', { reason: 'points-mall' });
  renderDialog(store);
  expect(await screen.findByTestId('true-account-dialog')).toBeVisible();
});
