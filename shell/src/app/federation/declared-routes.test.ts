import { declaredNavigation, declaredPages, findDeclaredPage } from './declared-routes';
import { registeredRemotes, remoteManifest } from './federation-runtime';

jest.mock('./federation-runtime', () => ({
  registeredRemotes: jest.fn(),
  remoteManifest: jest.fn(),
}));

const whitelabel = [
  { modId: 'POINT_MALL', enabled: '1', childrenNodes: [] },
  { modId: 'PROMO_WALL', enabled: '0', childrenNodes: [] },
] as never;

const manifests: Record<string, unknown> = {
  mf_points_mall: {
    metaData: {
      routes: {
        module: 'POINT_MALL',
        pages: [
          { path: '/pointMall', component: './PointsMallPage' },
          { path: '/points-news', component: './NewsPage' },
        ],
        navigation: [{ path: '/points-news', label: { bn: 'খবর', en: 'News' } }],
      },
    },
  },
  mf_promo_wall: {
    metaData: {
      routes: {
        module: 'PROMO_WALL',
        pages: [{ path: '/wall', component: './WallPage' }],
        navigation: [{ path: '/wall', label: { bn: 'দেয়াল', en: 'Wall' } }],
      },
    },
  },
  mf_odd: {
    metaData: { routes: { module: 'X', pages: [{ path: 'no-slash', component: 'bad' }] } },
  },
};

beforeEach(() => {
  jest.mocked(registeredRemotes).mockReturnValue([...Object.keys(manifests), 'mf_down']);
  jest
    .mocked(remoteManifest)
    .mockImplementation(async (name) =>
      name === 'mf_down' ? Promise.reject(new Error('503')) : manifests[name],
    );
});

it('collects the pages each registered remote declares in its manifest, skipping malformed ones and remotes that are down', async () => {
  expect(await declaredPages()).toEqual([
    {
      remote: 'mf_points_mall',
      module: 'POINT_MALL',
      path: '/pointMall',
      component: './PointsMallPage',
    },
    {
      remote: 'mf_points_mall',
      module: 'POINT_MALL',
      path: '/points-news',
      component: './NewsPage',
    },
    { remote: 'mf_promo_wall', module: 'PROMO_WALL', path: '/wall', component: './WallPage' },
  ]);
});

it('finds a declared page by its path, only when the brand switched its module on', async () => {
  const pages = await declaredPages();
  expect(findDeclaredPage(pages, '/pointMall/', whitelabel)?.remote).toBe('mf_points_mall');
  expect(findDeclaredPage(pages, '/wall', whitelabel)).toBeNull();
  expect(findDeclaredPage(pages, '/nowhere', whitelabel)).toBeNull();
});

it('offers the navigation entries of the modules the brand switched on only', async () => {
  expect(await declaredNavigation(whitelabel)).toEqual([
    { path: '/points-news', label: { bn: 'খবর', en: 'News' } },
  ]);
});
