import type { Banner } from '@site/shared';
import { okEnvelope, startTestApi, type TestServer } from '@site/shared/testing';
import { handOverPrefetchedBanners, loadBanners } from './banners.resource';

const banner = (bannerId: number, title: string): Banner => ({
  bannerId,
  groupName: 'w_home',
  url: `/assets/banners/${bannerId}.png`,
  linkageType: null,
  link: null,
  title,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestApi((request) =>
    request.path === '/wps/relay/MCSFE_getBanners'
      ? okEnvelope({ list: [banner(2, 'asked by the page')] })
      : undefined,
  );
});
afterAll(() => server.close());
afterEach(() => handOverPrefetchedBanners(null));

const bannerRequests = () =>
  server.requests.filter((request) => request.path === '/wps/relay/MCSFE_getBanners').length;

it('the first load of the group and language index.html asked for takes that answer, the next one asks', async () => {
  handOverPrefetchedBanners({
    group: 'w_home',
    language: 'en',
    body: Promise.resolve(okEnvelope({ list: [banner(1, 'asked by index.html')] }).body),
  });
  const before = bannerRequests();

  expect((await loadBanners('w_home', 'en')).map((b) => b.title)).toEqual(['asked by index.html']);
  expect(bannerRequests()).toBe(before);

  expect((await loadBanners('w_home', 'en')).map((b) => b.title)).toEqual(['asked by the page']);
  expect(bannerRequests()).toBe(before + 1);
});

it('a load in another language does not take the early answer', async () => {
  handOverPrefetchedBanners({
    group: 'w_home',
    language: 'bn',
    body: Promise.resolve(okEnvelope({ list: [banner(1, 'asked by index.html')] }).body),
  });
  expect((await loadBanners('w_home', 'en')).map((b) => b.title)).toEqual(['asked by the page']);
});

it("shows the site server's kept list at once, then the API's own when it differs", async () => {
  handOverPrefetchedBanners({
    group: 'w_home',
    language: 'en',
    body: Promise.resolve(okEnvelope({ list: [banner(1, 'kept by the server')] }).body),
    served: true,
  });
  const newer = jest.fn();
  expect((await loadBanners('w_home', 'en', undefined, newer)).map((b) => b.title)).toEqual([
    'kept by the server',
  ]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(newer).toHaveBeenCalledWith([banner(2, 'asked by the page')]);
});

it('asks nothing more when index.html asked the API itself', async () => {
  handOverPrefetchedBanners({
    group: 'w_home',
    language: 'en',
    body: Promise.resolve(okEnvelope({ list: [banner(1, 'asked by index.html')] }).body),
  });
  const before = bannerRequests();
  const newer = jest.fn();
  await loadBanners('w_home', 'en', undefined, newer);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(bannerRequests()).toBe(before);
  expect(newer).not.toHaveBeenCalled();
});
