import type { Brand } from '../../src/services/brands/brandRepository.js';
import type { BrandSiteConfig } from '../../src/services/brands/siteOrigin.js';
import { brandSiteOrigin } from '../../src/services/brands/siteOrigin.js';

const brandWith = (hosts: string[], site?: BrandSiteConfig) =>
  ({ merchantCode: 'TEST', hosts, config: { site } }) as unknown as Brand;

describe('brandSiteOrigin', () => {
  const live = brandWith(['m.padma.example', 'padma.example'], { primaryHost: 'padma.example' });

  it('uses https and no port for a public host unless the brand says otherwise', () => {
    expect(brandSiteOrigin(live, undefined)).toBe('https://padma.example');
    expect(brandSiteOrigin(live, 'http://m.padma.example:8080')).toBe('https://m.padma.example');
    expect(
      brandSiteOrigin(brandWith(['a.example'], { scheme: 'http', port: 8080 }), undefined),
    ).toBe('http://a.example:8080');
  });

  it('never uses a host the brand does not have', () => {
    for (const origin of [
      'https://evil.example',
      'https://padma.example.evil.example',
      'null',
      '',
    ]) {
      expect(brandSiteOrigin(live, origin)).toBe('https://padma.example');
    }
    // A primary host that is not among the hosts is ignored too.
    expect(
      brandSiteOrigin(brandWith(['a.example'], { primaryHost: 'evil.example' }), undefined),
    ).toBe('https://a.example');
  });

  it('uses http for localhost and loopback addresses', () => {
    const local = brandWith(['127.0.0.1', 'localhost', 'x.localhost', '::1']);
    expect(brandSiteOrigin(local, undefined)).toBe('http://127.0.0.1');
    expect(brandSiteOrigin(local, 'http://x.localhost:3000')).toBe('http://x.localhost');
    expect(brandSiteOrigin(local, 'http://[::1]:3000')).toBe('http://[::1]');
  });
});
