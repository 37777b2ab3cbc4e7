import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterPaint } from '../../ui/after-paint';
import { createSiteStore, setupShellI18n, SiteProviders } from '../../testing/site-context';
import { SideBar } from './side-bar.component';

beforeAll(setupShellI18n);

const chat = { start: () => undefined, startVip: null, dialog: null };
const scrollTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const topButton = () => screen.getByRole('button', { name: 'Back to top' });
const nextFrame = () => act(afterPaint);

afterEach(() => scrollTo(0));

it('shows "back to top" once the page is scrolled past 300 px, and idles it above', async () => {
  render(
    <SiteProviders store={createSiteStore()}>
      <SideBar chat={chat} />
    </SiteProviders>,
  );
  await nextFrame();
  expect(topButton()).toHaveClass('side-bar__top--idle');
  scrollTo(450);
  fireEvent.scroll(window);
  expect(topButton()).not.toHaveClass('side-bar__top--idle');
  scrollTo(100);
  fireEvent.scroll(window);
  expect(topButton()).toHaveClass('side-bar__top--idle');
});

it('shows it for a page the browser opened already scrolled, once its first frame is painted', async () => {
  scrollTo(900);
  render(
    <SiteProviders store={createSiteStore()}>
      <SideBar chat={chat} />
    </SiteProviders>,
  );
  await nextFrame();
  expect(topButton()).not.toHaveClass('side-bar__top--idle');
});
