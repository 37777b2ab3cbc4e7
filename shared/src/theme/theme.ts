import { LOCAL_KEYS } from '../session/storage-keys';

export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'light';

export const readStoredTheme = (fallback: Theme = DEFAULT_THEME): Theme => {
  const stored = localStorage.getItem(LOCAL_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : fallback;
};

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  localStorage.setItem(LOCAL_KEYS.theme, theme);
  applyTheme(theme);
}
