import bnCommon from './locales/bn.json';
import { COMMON_NAMESPACE, i18n, type I18n, type TranslationTree } from './instance';
import { Language, SUPPORTED_LANGUAGES, storeLanguage } from './languages';

export { COMMON_NAMESPACE, i18n };

/**
 * A namespace's translations in one language: the bundle itself, or how to fetch it. The
 * default language's bundles come with the code (every first visit needs them, and they are the
 * fallback); the other languages' are fetched when a reader picks one, so a first visit does
 * not download translations it does not show.
 */
type TranslationLoader = () => Promise<{ default: TranslationTree }>;
export type TranslationSource = TranslationTree | TranslationLoader;

const sources = new Map<string, Record<Language, TranslationSource>>();
/** Bundles being fetched, by `language|namespace`: asked for twice, fetched once. */
const loading = new Map<string, Promise<void>>();

/**
 * Adds one bundle to the instance if it is not there: at once when it is at hand, else once
 * fetched. A fetch that fails is tried again the next time the bundle is needed.
 */
function addBundle(namespace: string, language: Language): Promise<void> | void {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const source = sources.get(namespace)?.[language];
  if (source === undefined) return;
  if (typeof source !== 'function') {
    i18n.addResourceBundle(language, namespace, source);
    return;
  }
  const id = `${language}|${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = (source as TranslationLoader)()
      .then((bundle) => {
        i18n.addResourceBundle(language, namespace, bundle.default);
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** A namespace's bundles at hand, and the current language's, fetched if need be. */
async function addNamespace(namespace: string): Promise<void> {
  await Promise.all(
    SUPPORTED_LANGUAGES.filter(
      (language) =>
        typeof sources.get(namespace)?.[language] !== 'function' || language === i18n.language,
    ).map((language) => addBundle(namespace, language)),
  );
}

/** Fetches every namespace's bundle of `language` that is not there yet. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...sources.keys()].map((namespace) => addBundle(namespace, language)));
}

let isStarted = false;
let started: () => void;
const whenStarted = new Promise<void>((resolve) => (started = resolve));

/** The common namespace: its BN strings are in the instance from the start (instance.ts). */
const COMMON_SOURCES: Record<Language, TranslationSource> = {
  bn: bnCommon,
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en.json'),
};

/**
 * Starts the page's translations in `language` (the stored one). Safe to call again: later
 * calls only add resources.
 */
export async function setupI18n(language: Language): Promise<I18n> {
  if (!isStarted) {
    isStarted = true;
    if (i18n.language !== language) await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    started();
  }
  await addAppTranslations(COMMON_NAMESPACE, COMMON_SOURCES);
  return i18n;
}

/**
 * Each app registers its own namespace (one namespace per app); the returned promise settles
 * once the current language's bundle is in. A remote may register before its standalone harness
 * has started translations; the bundles are then added once it has.
 */
export function addAppTranslations(
  namespace: string,
  resources: Record<Language, TranslationSource>,
): Promise<void> {
  sources.set(namespace, resources);
  return whenStarted.then(() => addNamespace(namespace));
}

/** Fetches `next`'s bundles, then switches to it, stores it and sets `<html lang>`. */
export async function changeLanguage(next: Language): Promise<void> {
  storeLanguage(next);
  await loadLanguage(next);
  await i18n.changeLanguage(next);
  document.documentElement.lang = next;
}
