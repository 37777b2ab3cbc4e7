import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import bnCommon from './locales/bn.json';
import enCommon from './locales/en.json';
import { DEFAULT_LANGUAGE, Language, SUPPORTED_LANGUAGES, storeLanguage } from './languages';

export const COMMON_NAMESPACE = 'common';

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
      resources: { bn: { [COMMON_NAMESPACE]: bnCommon }, en: { [COMMON_NAMESPACE]: enCommon } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18next.on('languageChanged', (next) => {
      document.documentElement.lang = next;
    });
    document.documentElement.lang = language;
  }
  return i18next;
}

/**
 * Each app registers its own namespace (one namespace per app). A remote may register before
 * its standalone harness has started i18next; the bundle is then added once it has.
 */
export function addAppTranslations(
  namespace: string,
  resources: Record<Language, ResourceKey>,
): void {
  const add = () => {
    for (const language of SUPPORTED_LANGUAGES) {
      if (!i18next.hasResourceBundle(language, namespace)) {
        i18next.addResourceBundle(language, namespace, resources[language], true, false);
      }
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}

export async function changeLanguage(next: Language): Promise<void> {
  storeLanguage(next);
  await i18next.changeLanguage(next);
}
