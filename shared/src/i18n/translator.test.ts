/**
 * @jest-environment node
 */
import { createI18n } from './translator';

const bn = {
  greeting: 'স্বাগতম, {{name}}',
  games_one: '{{count, number}}টি গেম',
  games_other: '{{count, number}}টি গেম',
  since: '{{year, number(useGrouping: false)}} থেকে',
  onlyInBn: 'শুধু বাংলায়',
  kinds: { deposit: 'জমা', withdrawal: 'উত্তোলন' },
};
const en = {
  greeting: 'Welcome, {{name}}',
  games_one: '{{count, number}} game',
  games_other: '{{count, number}} games',
  since: 'Since {{year, number(useGrouping: false)}}',
  kinds: { deposit: 'Deposit', withdrawal: 'Withdrawal' },
  balance: 'Balance {{amount, number(minimumFractionDigits: 2)}}',
};

function site(language = 'en') {
  const i18n = createI18n({ language, fallbackLanguage: 'bn', defaultNamespace: 'common' });
  i18n.addResourceBundle('bn', 'lobby', bn);
  i18n.addResourceBundle('en', 'lobby', en);
  i18n.addResourceBundle('en', 'common', { ok: 'OK', nested: { deeper: { text: 'Deep' } } });
  return i18n;
}

test('fills values and picks the plural form by the language’s rules', () => {
  const t = site('en').getFixedT('lobby');
  expect(t('greeting', { name: 'Rahim' })).toBe('Welcome, Rahim');
  expect(t('games', { count: 1 })).toBe('1 game');
  expect(t('games', { count: 1200 })).toBe('1,200 games');
  expect(t('since', { year: 2026 })).toBe('Since 2026');
  expect(t('balance', { amount: 5 })).toBe('Balance 5.00');
});

test('writes numbers in Bengali digits in BN', () => {
  const t = site('bn').getFixedT('lobby');
  expect(t('games', { count: 3 })).toBe('৩টি গেম');
  expect(t('since', { year: 2026 })).toBe('২০২৬ থেকে');
});

test('a key missing in English falls back to Bengali, then to the default value, then the key', () => {
  const t = site('en').getFixedT('lobby');
  expect(t('onlyInBn')).toBe('শুধু বাংলায়');
  expect(t('nowhere', { defaultValue: 'Slots {{n}}', n: 2 })).toBe('Slots 2');
  expect(t('nowhere.at.all')).toBe('nowhere.at.all');
});

test('reaches another namespace with ns:key or the ns option, and dotted keys in a bundle', () => {
  const i18n = site('en');
  const t = i18n.getFixedT('lobby');
  expect(t('common:ok')).toBe('OK');
  expect(t('ok', { ns: 'common' })).toBe('OK');
  expect(i18n.t('nested.deeper.text')).toBe('Deep');
  expect(i18n.exists('kinds.deposit', { ns: 'lobby' })).toBe(true);
  expect(i18n.exists('lobby:kinds.bonus')).toBe(false);
});

test('answers a group of texts only when asked to', () => {
  const t = site('en').getFixedT('lobby');
  expect(t('kinds', { returnObjects: true })).toEqual({
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
  });
  expect(t('kinds')).toBe('kinds');
});

test('keeps one function per namespace until the language changes or a bundle arrives', () => {
  const i18n = site('en');
  const heard = jest.fn();
  const stop = i18n.subscribe(heard);
  const before = i18n.getFixedT('lobby');
  expect(i18n.getFixedT('lobby')).toBe(before);

  i18n.changeLanguage('bn');
  const after = i18n.getFixedT('lobby');
  expect(after).not.toBe(before);
  expect(after('greeting', { name: 'রহিম' })).toBe('স্বাগতম, রহিম');

  i18n.addResourceBundle('bn', 'points', { title: 'পয়েন্ট' });
  expect(i18n.getFixedT('points')('title')).toBe('পয়েন্ট');
  expect(heard).toHaveBeenCalledTimes(2);

  stop();
  i18n.changeLanguage('en');
  expect(heard).toHaveBeenCalledTimes(2);
});

test('tells readers of a namespace only of changes they could see', () => {
  const i18n = createI18n({ language: 'bn', fallbackLanguage: 'bn', defaultNamespace: 'common' });
  const heard = jest.fn();
  i18n.subscribe(heard);
  const lobby = i18n.revisionOf(['lobby']);
  const points = i18n.revisionOf(['points']);

  // A remote brings both languages: only the one shown is news.
  i18n.addResourceBundle('en', 'lobby', en);
  expect(heard).not.toHaveBeenCalled();
  expect(i18n.revisionOf(['lobby'])).toBe(lobby);
  i18n.addResourceBundle('bn', 'lobby', bn);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(i18n.revisionOf(['lobby'])).toBeGreaterThan(lobby);
  expect(i18n.revisionOf(['points'])).toBe(points);

  // The bundle kept aside shows once the reader switches, and every namespace is news then.
  i18n.changeLanguage('en');
  expect(i18n.getFixedT('lobby')('greeting', { name: 'Rahim' })).toBe('Welcome, Rahim');
  expect(i18n.revisionOf(['points'])).toBeGreaterThan(points);
});

test('does not reach into a bundle’s prototype or past a text', () => {
  const t = site('en').getFixedT('lobby');
  expect(t('constructor')).toBe('constructor');
  expect(t('greeting.length')).toBe('greeting.length');
});
