import { bundleAddedEvent } from './instance';
import { addAppTranslations, changeLanguage, i18n, loadLanguage, setupI18n } from './setup-i18n';

/** The page's one instance, as the site sets it up (instance.ts, setup-i18n.ts). */
const bn = {
  greeting: 'স্বাগতম, {{name}}',
  games_one: '{{count, number}}টি গেম',
  games_other: '{{count, number}}টি গেম',
  since: '{{year, number(useGrouping: false)}} থেকে',
  onlyInBn: 'শুধু বাংলায়',
  kinds: { deposit: 'জমা', withdrawal: 'উত্তোলন' },
  balance: 'ব্যালেন্স {{amount, number(minimumFractionDigits: 2)}}',
  plain: '{{count}}টি লাইন',
};
const en = {
  greeting: 'Welcome, {{name}}',
  games_one: '{{count, number}} game',
  games_other: '{{count, number}} games',
  since: 'Since {{year, number(useGrouping: false)}}',
  kinds: { deposit: 'Deposit', withdrawal: 'Withdrawal' },
  balance: 'Balance {{amount, number(minimumFractionDigits: 2)}}',
  plain: '{{count}} lines',
};

const fetchEnglish = jest.fn(() => Promise.resolve({ default: en }));

beforeAll(async () => {
  await setupI18n('bn');
  await addAppTranslations('lobby', { bn, en: fetchEnglish });
  i18n.addResourceBundle('bn', 'points', { title: 'পয়েন্ট', nested: { deeper: { text: 'গভীর' } } });
});

describe('in BN, the default language', () => {
  const t = () => i18n.getFixedT(null, 'lobby');

  it('starts ready, with the bundled BN strings, and fetches no English', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('actions.close')).not.toBe('actions.close');
    expect(fetchEnglish).not.toHaveBeenCalled();
  });

  it('fills values and writes numbers in Bengali digits', () => {
    expect(t()('greeting', { name: 'রহিম' })).toBe('স্বাগতম, রহিম');
    expect(t()('games', { count: 3 })).toBe('৩টি গেম');
    expect(t()('games', { count: 1250000 })).toBe('১২,৫০,০০০টি গেম');
    expect(t()('since', { year: 2026 })).toBe('২০২৬ থেকে');
    expect(t()('balance', { amount: 5 })).toBe('ব্যালেন্স ৫.০০');
  });

  it('shows a value already written in the reader’s digits as it is', () => {
    expect(t()('since', { year: '২০২৬' })).toBe('২০২৬ থেকে');
  });

  it('writes a plain {{count}} as it is given (format it, or use {{count, number}})', () => {
    expect(t()('plain', { count: 3 })).toBe('3টি লাইন');
    expect(t()('plain', { count: '৩' })).toBe('৩টি লাইন');
  });

  it('picks the plural form by Bengali rules (0 and 1 are `one`)', () => {
    const forms = { one: 'এক', other: 'অনেক' };
    i18n.addResourceBundle('bn', 'plurals', { item_one: forms.one, item_other: forms.other });
    const plural = i18n.getFixedT(null, 'plurals');
    expect([0, 1, 2].map((count) => plural('item', { count }))).toEqual(['এক', 'এক', 'অনেক']);
  });
});

describe('after a switch to EN', () => {
  beforeAll(() => changeLanguage('en'));
  const t = () => i18n.getFixedT(null, 'lobby');

  it('fetched the English bundle once, on the switch', () => {
    expect(fetchEnglish).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('picks the plural form by English rules', () => {
    expect(t()('games', { count: 0 })).toBe('0 games');
    expect(t()('games', { count: 1 })).toBe('1 game');
    expect(t()('games', { count: 1200 })).toBe('1,200 games');
    expect(t()('since', { year: 2026 })).toBe('Since 2026');
    expect(t()('balance', { amount: 5 })).toBe('Balance 5.00');
  });

  it('falls back to Bengali for a key missing in English, then the default value, then the key', () => {
    expect(t()('onlyInBn')).toBe('শুধু বাংলায়');
    expect(t()('nowhere', { defaultValue: 'Slots {{n}}', n: 2 })).toBe('Slots 2');
    expect(t()('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('leaves the place of a value not passed empty', () => {
    expect(t()('greeting')).toBe('Welcome, ');
  });

  it('reaches another namespace with ns:key or the ns option, and dotted keys in a bundle', () => {
    expect(t()('points:title')).toBe('পয়েন্ট');
    expect(t()('title', { ns: 'points' })).toBe('পয়েন্ট');
    expect(t()('points:nested.deeper.text')).toBe('গভীর');
    expect(i18n.t('actions.close')).not.toBe('actions.close');
    expect(i18n.exists('kinds.deposit', { ns: 'lobby' })).toBe(true);
    expect(i18n.exists('lobby:kinds.bonus')).toBe(false);
  });

  it('answers a group of texts only when asked to', () => {
    expect(t()('kinds', { returnObjects: true })).toEqual({
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
    });
    expect(t()('kinds')).toBe('kinds');
  });

  it('does not reach into a bundle’s prototype or past a text', () => {
    expect(t()('constructor')).toBe('constructor');
    expect(t()('greeting.length')).toBe('greeting.length');
  });

  it('fetches nothing again when the language is loaded twice', async () => {
    await loadLanguage('en');
    await changeLanguage('bn');
    await changeLanguage('en');
    expect(fetchEnglish).toHaveBeenCalledTimes(1);
  });
});

describe('telling readers of a namespace of a bundle', () => {
  afterAll(() => changeLanguage('en'));

  it('only of one in a language the page shows', async () => {
    await changeLanguage('bn');
    const heard = jest.fn();
    i18n.store.on(bundleAddedEvent('cards') as 'added', heard);

    // A remote brings both languages: only the one shown is news.
    await addAppTranslations('cards', {
      bn: { title: 'কার্ড' },
      en: () => Promise.resolve({ default: { title: 'Cards' } }),
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('bn', 'cards');
    i18n.addResourceBundle('en', 'other', { title: 'Other' });
    expect(heard).toHaveBeenCalledTimes(1);

    // The fetched bundle is news once the reader switches: languageChanged tells every reader.
    await changeLanguage('en');
    expect(i18n.getFixedT(null, 'cards')('title')).toBe('Cards');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
