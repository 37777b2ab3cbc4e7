import { safeBackUrl } from './lottery-page.component';

describe('safeBackUrl', () => {
  it('goes back only to a path of this site', () => {
    expect(safeBackUrl('/lottery?lottoView=lobby', '/lottery')).toBe('/lottery?lottoView=lobby');
    expect(safeBackUrl('https://evil.example/', '/lottery')).toBe('/lottery');
    expect(safeBackUrl('//evil.example/', '/lottery')).toBe('/lottery');
    expect(safeBackUrl('/\\evil.example', '/lottery')).toBe('/lottery');
    expect(safeBackUrl(null, '/vnlottery')).toBe('/vnlottery');
  });
});
