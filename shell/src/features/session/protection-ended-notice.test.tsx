import { ApiError, messageKeyFor } from '@site/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { ProtectionEndedNotice } from './protection-ended-notice';
import { protectionEndedSessionAtom } from './session-ui-state';

beforeAll(() => setupShellI18n());

it('says why player protection logged the member out, until it is closed', async () => {
  const store = createSiteStore();
  render(
    <SiteProviders store={store}>
      <ProtectionEndedNotice />
    </SiteProviders>,
  );
  const code = 'SESSION_LIMIT_REACHED';
  act(() =>
    store.set(
      protectionEndedSessionAtom,
      new ApiError(code, messageKeyFor(code), 401, 'The session limit is reached'),
    ),
  );
  const notice = await screen.findByTestId('protection-ended-notice');
  expect(within(notice).getByRole('heading')).toHaveTextContent('You have been logged out');
  expect(notice).toHaveTextContent(
    'You have reached the session time limit you set, so you have been logged out.',
  );
  fireEvent.click(within(notice).getByRole('button', { name: 'Confirm' }));
  expect(store.get(protectionEndedSessionAtom)).toBeNull();
});
