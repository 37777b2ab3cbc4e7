import { getEventBus } from '@site/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { TrueAccountDialog } from './true-account-dialog';

beforeAll(setupShellI18n);

it('opens when any app sends open-true-account-warning, and closes on confirm', async () => {
  render(
    <SiteProviders store={createSiteStore()}>
      <TrueAccountDialog />
    </SiteProviders>,
  );
  expect(screen.queryByTestId('true-account-dialog')).toBeNull();
  act(() => getEventBus().send('open-true-account-warning', { reason: 'favourites' }));
  // The kit's dialog is loaded the first time one opens.
  const dialog = await screen.findByTestId('true-account-dialog');
  expect(dialog).toHaveTextContent('Please log in with a real member account to use this.');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.queryByTestId('true-account-dialog')).toBeNull();
});
