import { ApiError } from '@site/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { SmsCodeField } from './sms-code-field';

beforeAll(setupShellI18n);

function renderField(
  send: () => Promise<{ expiredMinutes: number }>,
  validate: () => string | null = () => null,
) {
  render(
    <SiteProviders store={createSiteStore()}>
      <SmsCodeField value="" onChange={() => undefined} validate={validate} send={send} />
    </SiteProviders>,
  );
}

it('a refused send opens the warning dialog with the server message (spec §8)', async () => {
  renderField(() =>
    Promise.reject(new ApiError('RATE_LIMITED', 'errors.RATE_LIMITED', 429, 'too many')),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'The code could not be sent' });
  expect(dialog).toHaveTextContent('Too many requests, please try again after 5 minutes');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
});

it('an invalid number stops the send with an inline message and no dialog', () => {
  const send = jest.fn();
  renderField(send, () => 'Please enter a valid mobile number');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid mobile number');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it('a sent code starts the expiredMinutes × 60 s countdown', async () => {
  renderField(() => Promise.resolve({ expiredMinutes: 2 }));
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: /Resend in (120|119) s/ })).toBeDisabled();
});
