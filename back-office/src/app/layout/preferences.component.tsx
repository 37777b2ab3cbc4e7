import {
  changeLanguage,
  readStoredTheme,
  storeTheme,
  SUPPORTED_LANGUAGES,
  type Language,
  type Theme,
} from '@site/shared';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';

const LANGUAGE_NAMES: Record<Language, string> = { bn: 'বাংলা', en: 'English' };

/** The language and theme switches, in the header and on the sign-in page. */
export function Preferences() {
  const { t, i18n } = useConsoleTranslation();
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const pickTheme = (next: Theme) => {
    storeTheme(next);
    setTheme(next);
  };
  return (
    <div className="preferences">
      <div className="segmented" role="group" aria-label={t('header.language')}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={i18n.language === language}
            onClick={() => void changeLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label={t('header.theme')}>
        {(['light', 'dark'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            onClick={() => pickTheme(option)}
          >
            {t(`header.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
