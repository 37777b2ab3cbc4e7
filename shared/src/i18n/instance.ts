import i18next, { type i18n as I18nextInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import bnCommon from './locales/bn.json';
import { formatNumber } from './format-number';
import { DEFAULT_LANGUAGE, readStoredLanguage, type Language } from './languages';

export const COMMON_NAMESPACE = 'common';

/** The page's i18next instance (the type of `i18n`). */
export type I18n = I18nextInstance;

/** One namespace's strings in one language: texts, grouped under dotted keys. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

/** The stored language, where there is storage (a module of the site may load in Node). */
function startLanguage(): Language {
  try {
    return readStoredLanguage();
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The page's one i18next instance. `@site/shared` is a Module Federation shared singleton, so
 * the shell and every remote read and add to this same instance. It is ready as soon as this
 * module has run: the common namespace's BN strings (the default language, and every other
 * language's fallback) come with the code, and there is no backend to wait for; every other
 * bundle is added by setup-i18n.ts.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: startLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: COMMON_NAMESPACE,
  ns: [COMMON_NAMESPACE],
  resources: { [DEFAULT_LANGUAGE]: { [COMMON_NAMESPACE]: bnCommon } },
  initAsync: false,
  // Said outright, so i18next never takes a key for a sentence and reads `:` and `.` literally.
  nsSeparator: ':',
  keySeparator: '.',
  returnNull: false,
  // A group of texts asked for as one text answers its key, like any key without a text.
  returnedObjectHandler: (key: string) => key,
  // A value not passed leaves its place empty, not `{{name}}` on the page.
  missingInterpolationHandler: () => '',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // No Suspense: a page keeps showing (the fallback's texts) while a bundle loads.
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
});

/**
 * The Intl.NumberFormat options a `{{value, number(…)}}` may set. i18next hands a formatter the
 * format's options and every value of the t() call in one object: only these are the format's
 * (and the cache of formats stays keyed by them alone).
 */
const NUMBER_OPTIONS = [
  'compactDisplay',
  'currency',
  'currencyDisplay',
  'maximumFractionDigits',
  'maximumSignificantDigits',
  'minimumFractionDigits',
  'minimumIntegerDigits',
  'minimumSignificantDigits',
  'notation',
  'roundingMode',
  'signDisplay',
  'style',
  'unit',
  'unitDisplay',
  'useGrouping',
] as const;

/**
 * `{{value, number}}` and `{{value, number(useGrouping: false)}}`: the site's number format
 * (format-number.ts), Bengali digits in BN. A value that is not a number (one already written in
 * the reader's digits) is shown as it is.
 */
i18n.services.formatter?.add('number', (value: unknown, lng, options: Record<string, unknown>) => {
  if (typeof value !== 'number') return String(value);
  const format: Record<string, unknown> = {};
  for (const name of NUMBER_OPTIONS) if (options[name] !== undefined) format[name] = options[name];
  return formatNumber(
    value,
    lng ?? i18n.language,
    Object.keys(format).length > 0 ? (format as Intl.NumberFormatOptions) : undefined,
  );
});

/** The store event that tells readers of `namespace` a bundle of theirs has arrived. */
export const bundleAddedEvent = (namespace: string): string => `added:${namespace}`;

/**
 * A bundle added in a language the page shows (the current one or its fallback) is news to the
 * readers of its namespace alone: useTranslation re-renders on this event of its namespaces
 * (react-i18next's `bindI18nStore`), so a remote's bundles arriving do not render the rest of
 * the page again, and a bundle in a language not shown renders nothing until the reader
 * switches to it (which renders every reader).
 */
i18n.store.on('added', (language, namespace) => {
  if (!i18n.languages?.includes(language)) return;
  (i18n.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit(
    bundleAddedEvent(namespace),
    language,
    namespace,
  );
});
