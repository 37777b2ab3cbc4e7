import { BRAND_SEEDS, withSitePort } from '../../src/db/seed/brands.js';

const seed = (merchantCode: string) => BRAND_SEEDS.find((b) => b.merchantCode === merchantCode)!;

describe('withSitePort', () => {
  it('leaves the seed as it is on the local start port', () => {
    expect(withSitePort(seed('PADMA'), 3000)).toBe(seed('PADMA'));
  });

  it('moves every local origin, the remotes’ pages included, by the same offset', () => {
    expect(withSitePort(seed('PADMA'), 5100).config.siteOrigins).toEqual([
      'http://localhost:5100',
      'http://127.0.0.1:5100',
      'http://localhost:5101',
      'http://localhost:5102',
      'http://localhost:5103',
      'http://localhost:5104',
      'http://localhost:5105',
      'http://localhost:5106',
      'http://localhost:5107',
    ]);
    expect(withSitePort(seed('MEGHNA'), 3100).config.siteOrigins).toEqual([
      'http://lite.localhost:3100',
      'http://127.0.0.2:3100',
    ]);
  });

  it('keeps an origin that is not on this machine', () => {
    const brand = seed('PADMA');
    const withPublic = {
      ...brand,
      config: { ...brand.config, siteOrigins: ['https://padma.example', 'http://localhost:3000'] },
    };
    expect(withSitePort(withPublic, 3200).config.siteOrigins).toEqual([
      'https://padma.example',
      'http://localhost:3200',
    ]);
    expect(brand.config.siteOrigins[0]).toBe('http://localhost:3000');
  });
});
