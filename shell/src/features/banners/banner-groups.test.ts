import { bannerGroupFor } from './banner-groups';

it('maps each route of the banner table to its group, and others to none', () => {
  expect(bannerGroupFor('/')).toBe('w_home');
  expect(bannerGroupFor('/index.html')).toBe('w_home');
  expect(bannerGroupFor('/register')).toBe('w_home');
  expect(bannerGroupFor('/rng')).toBe('w_rng');
  expect(bannerGroupFor('/live/')).toBe('w_live');
  expect(bannerGroupFor('/promotions')).toBe('w_promotion');
  expect(bannerGroupFor('/pointMall')).toBe('w_shop');
  expect(bannerGroupFor('/help')).toBe('w_help');
  expect(bannerGroupFor('/down')).toBe('w_down');
  expect(bannerGroupFor('/lottery')).toBeNull();
  expect(bannerGroupFor('/noticePage')).toBeNull();
});
