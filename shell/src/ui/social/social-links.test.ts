import { configuredSocialLinks } from './social-links';

it('keeps only the configured web links, in the side bar order', () => {
  expect(
    configuredSocialLinks({
      whatsapp: 'https://wa.me/1',
      facebook: 'https://facebook.com/x',
      messenger: '',
      instagram: 'javascript:alert(1)',
      line: 'https://line.me/x',
    }),
  ).toEqual([
    { channel: 'facebook', url: 'https://facebook.com/x' },
    { channel: 'whatsapp', url: 'https://wa.me/1' },
  ]);
  expect(configuredSocialLinks(undefined)).toEqual([]);
});
