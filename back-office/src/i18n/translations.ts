import { addAppTranslations, useTranslation } from '@site/shared';
import bn from './locales/bn.json';

/** The console's own texts; the UI kit's (`ui.`, `errors.`, `actions.`) are the common namespace's. */
export const CONSOLE_NAMESPACE = 'back-office';

/**
 * Registers the console's texts: BN (the default and fallback) with the code, EN fetched when
 * an operator picks it. Settles once the current language's bundle is in.
 */
export const addConsoleTranslations = (): Promise<void> =>
  addAppTranslations(CONSOLE_NAMESPACE, {
    bn,
    en: () => import(/* webpackChunkName: "locale-en-console" */ './locales/en.json'),
  });

export const useConsoleTranslation = () => useTranslation(CONSOLE_NAMESPACE);
