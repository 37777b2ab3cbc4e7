import { getEventBus } from '@site/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router';
import {
  ALL_REMOTES,
  createSiteStore,
  setupShellI18n,
  SiteProviders,
} from '../../testing/site-context';
import type { RemoteKey } from '../../config/remote-modules';
import { SiteHeader } from './site-header';

beforeAll(setupShellI18n);
beforeEach(() => getEventBus().setState('session', { status: 'guest' }));

function renderHeader(enabledRemotes: RemoteKey[], compact = false) {
  render(
    <SiteProviders store={createSiteStore({ enabledRemotes })}>
      <MemoryRouter initialEntries={['/']}>
        <SiteHeader compact={compact} />
      </MemoryRouter>
    </SiteProviders>,
  );
  return screen.queryByRole('navigation', { name: 'Main navigation' });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

it('shows every entry, in order, when the brand enables every module', () => {
  const nav = renderHeader(ALL_REMOTES)!;
  expect(linkNames(nav)).toEqual([
    'Home',
    'Live casino',
    'Sports',
    'E-sports',
    'Slots',
    'Fishing',
    'Poker',
    'Lottery',
    'Points mall',
    'App download',
  ]);
  expect(within(nav).getByRole('link', { name: 'Points mall' })).toHaveAttribute(
    'href',
    '/pointMall',
  );
});

it('does not render the points-mall entry when the brand switched the points mall off', () => {
  const nav = renderHeader(['lobby', 'lottery', 'memberCentre', 'agentCentre'])!;
  expect(within(nav).queryByRole('link', { name: 'Points mall' })).not.toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Lottery' })).toBeInTheDocument();
});

it('renders only home and the app download when every remote is switched off', () => {
  const nav = renderHeader([])!;
  expect(linkNames(nav)).toEqual(['Home', 'App download']);
});

it('hides the navigation on headerless pages but keeps brand and login', () => {
  expect(renderHeader(ALL_REMOTES, true)).toBeNull();
  expect(screen.getByRole('link', { name: 'Padma Play' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
});
