import { readStoredTheme, storeTheme, type Theme, useTranslation } from '@site/shared';
import { useState } from 'react';
import { usePermission } from './brand-state';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

export function ThemeSwitch() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  const [theme, setTheme] = useState<Theme>(() =>
    readStoredTheme(permission.settings.defaultTheme),
  );
  const next: Theme = theme === 'light' ? 'dark' : 'light';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t(`header.theme.${next}`)}
      aria-pressed={theme === 'dark'}
      onClick={() => {
        storeTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span>
    </button>
  );
}
