import type { Brand } from '../../src/services/brands/brandRepository.js';
import { brandSiteOrigin } from '../../src/services/brands/siteOrigin.js';

const brandWith = (siteOrigins: string[]) =>
  ({ merchantCode: 'TEST', config: { siteOrigins } }) as unknown as Brand;

describe('brandSiteOrigin', () => {
  const live = brandWith(['https://padma.example', 'https://m.padma.example:8443']);

  it("uses the request's origin only when it is one of the brand's site origins", () => {
    expect(brandSiteOrigin(live, undefined)).toBe('https://padma.example');
    expect(brandSiteOrigin(live, 'https://M.padma.example:8443')).toBe(
      'https://m.padma.example:8443',
    );
  });

  it('never uses another host, port or scheme', () => {
    for (const origin of [
      'https://evil.example',
      'https://padma.example.evil.example',
      'https://padma.example:4443',
      'http://padma.example',
      'null',
      '',
    ]) {
      expect(brandSiteOrigin(live, origin)).toBe('https://padma.example');
    }
  });

  it('refuses to build a link for a brand without a site origin', () => {
    expect(() => brandSiteOrigin(brandWith([]), undefined)).toThrow(/no site origin/);
  });
});
