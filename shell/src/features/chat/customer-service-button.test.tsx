import { fireEvent, render, screen } from '@testing-library/react';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { CustomerServiceButton } from './customer-service-button';

beforeAll(setupShellI18n);
afterEach(() => jest.restoreAllMocks());

const links = { facebook: 'https://facebook.com/padmaplay', telegram: 'https://t.me/padmaplay' };

function renderButton(liveChat: boolean, chat?: boolean) {
  render(
    <SiteProviders
      store={createSiteStore({
        permission: { customerService: { liveChat, liveChatUrl: null, links } },
      })}
    >
      <CustomerServiceButton chat={chat} />
    </SiteProviders>,
  );
}

it('opens the live chat popup, not Facebook, when the brand has a live chat', async () => {
  // The browser refuses the popup here, so the chat's own "popup blocked" dialog answers.
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderButton(true);
  expect(screen.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
  expect(open).toHaveBeenCalledWith('', 'site-live-chat', expect.stringContaining('width=440'));
  expect(await screen.findByTestId('chat-problem')).toHaveTextContent(
    'Popup blocked. Please allow popups and try again.',
  );
});

it('links to the first community channel when the brand has no live chat', () => {
  renderButton(false);
  expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    links.facebook,
  );
});

it('keeps the community link where the chat call is gated (maintenance, region block)', () => {
  renderButton(true, false);
  expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    links.facebook,
  );
});
