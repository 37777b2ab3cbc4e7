import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import bnCommon from './locales/bn.json';
import { DEFAULT_LANGUAGE, Language, SUPPORTED_LANGUAGES, storeLanguage } from './languages';

export const COMMON_NAMESPACE = 'common';

/**
 * A namespace's translations in one language: the bundle itself, or how to fetch it. The
 * default language's bundles come with the code (every first visit needs them, and they are the
 * fallback); the other languages' are fetched when a reader picks one, so a first visit does
 * not download translations it does not show.
 */
type TranslationLoader = () => Promise<{ default: ResourceKey }>;
export type TranslationSource = ResourceKey | TranslationLoader;

const sources = new Map<string, Record<Language, TranslationSource>>();

/** Adds one bundle if it is not there: at once when it is at hand, else once fetched. */
function addBundle(namespace: string, language: Language): Promise<void> | void {
  if (i18next.hasResourceBundle(language, namespace)) return;
  const source = sources.get(namespace)?.[language];
  if (source === undefined) return;
  if (typeof source !== 'function') {
    i18next.addResourceBundle(language, namespace, source, true, false);
    return;
  }
  return (source as TranslationLoader)().then((bundle) => {
    i18next.addResourceBundle(language, namespace, bundle.default, true, false);
  });
}

/** A namespace's bundles at hand, and the current language's, fetched if need be. */
async function addNamespace(namespace: string): Promise<void> {
  await Promise.all(
    SUPPORTED_LANGUAGES.filter(
      (language) =>
        typeof sources.get(namespace)?.[language] !== 'function' || language === i18next.language,
    ).map((language) => addBundle(namespace, language)),
  );
}

/** Fetches every namespace's bundle of `language` that is not there yet. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...sources.keys()].map((namespace) => addBundle(namespace, language)));
}

/**
 * Starts the page's one i18next instance (i18next is a shared singleton, so the shell and
 * every remote see the same one). Safe to call again: later calls only add resources.
 */
export async function setupI18n(language: Language): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      // Bundles are added below, as for every app's namespace.
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18next.on('languageChanged', (next) => {
      document.documentElement.lang = next;
    });
    document.documentElement.lang = language;
  }
  await addAppTranslations(COMMON_NAMESPACE, {
    bn: bnCommon,
    en: () => import(/* webpackChunkName: "locale-en" */ './locales/en.json'),
  });
  return i18next;
}

/**
 * Each app registers its own namespace (one namespace per app); the returned promise settles
 * once the current language's bundle is in. A remote may register before its standalone harness
 * has started i18next; the bundles are then added once it has.
 */
export function addAppTranslations(
  namespace: string,
  resources: Record<Language, TranslationSource>,
): Promise<void> {
  sources.set(namespace, resources);
  if (i18next.isInitialized) return addNamespace(namespace);
  return new Promise((resolve, reject) => {
    i18next.on('initialized', () => addNamespace(namespace).then(resolve, reject));
  });
}

export async function changeLanguage(next: Language): Promise<void> {
  storeLanguage(next);
  await loadLanguage(next);
  await i18next.changeLanguage(next);
}
