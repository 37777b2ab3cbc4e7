import { offeredLanguages, startLanguage } from './brand-languages';

describe("the brand's languages on the site", () => {
  const both = { languages: ['bn', 'en'], defaultLanguage: 'bn' };

  it("starts a first visit in the brand's default language", () => {
    expect(startLanguage(null, both)).toBe('bn');
    expect(startLanguage(null, { ...both, defaultLanguage: 'en' })).toBe('en');
  });

  it("keeps the member's own choice while the brand offers it", () => {
    expect(startLanguage('en', both)).toBe('en');
  });

  it('leaves a language the brand no longer offers for its default', () => {
    expect(startLanguage('en', { languages: ['bn'], defaultLanguage: 'bn' })).toBe('bn');
    expect(startLanguage('bn', { languages: ['en'], defaultLanguage: 'en' })).toBe('en');
    // a default outside the list (never stored by the console): the first offered one
    expect(startLanguage('fr', { languages: ['en'], defaultLanguage: 'bn' })).toBe('en');
  });

  it("offers only the brand's languages, in the site's order, never none", () => {
    expect(offeredLanguages(['en', 'bn'])).toEqual(['bn', 'en']);
    expect(offeredLanguages(['en'])).toEqual(['en']);
    expect(offeredLanguages([])).toEqual(['bn', 'en']);
  });
});
