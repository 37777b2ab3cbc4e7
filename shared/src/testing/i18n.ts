import i18next from 'i18next';
import { loadLanguage, setupI18n } from '../i18n/setup-i18n';
import type { Language } from '../i18n/languages';

/** The page's i18next with the common namespace, switched to `language` (BN or EN). */
export async function startTestI18n(language: Language = 'en'): Promise<void> {
  await setupI18n(language);
  if (i18next.language !== language) {
    await loadLanguage(language);
    await i18next.changeLanguage(language);
  }
}
