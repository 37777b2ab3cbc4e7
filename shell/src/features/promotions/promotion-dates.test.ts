import { i18n } from '@site/shared';
import en from '../../i18n/en.json';
import { formatPromotionPeriod } from './promotion-dates';

i18n.addResourceBundle('en', 'shell', en);
const t = i18n.getFixedT('en', 'shell');

const START = Date.UTC(2026, 8, 25);
const END = Date.UTC(2027, 8, 20);

test('a promotion with an end shows both dates', () => {
  expect(formatPromotionPeriod(t, { startsAt: START, endsAt: END }, 'en')).toBe(
    '25 Sept 2026 – 20 Sept 2027',
  );
});

test('a promotion the API sends without an end shows its start only, not 1970', () => {
  expect(formatPromotionPeriod(t, { startsAt: START, endsAt: null }, 'en')).toBe(
    'From 25 Sept 2026',
  );
});
