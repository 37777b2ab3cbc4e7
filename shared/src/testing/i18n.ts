import { i18n, loadLanguage, setupI18n } from '../i18n/setup-i18n';
import type { Language } from '../i18n/languages';

/**
 * The page's translations with the common namespace, switched to `language` (BN or EN); the
 * language is not stored.
 */
export async function startTestI18n(language: Language = 'en'): Promise<void> {
  await setupI18n(language);
  if (i18n.language !== language) {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  }
}
