import { LOCAL_KEYS } from '../session/storage-keys';

export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'light';

const isTheme = (value: string | null): value is Theme => value === 'dark' || value === 'light';

export const readStoredTheme = (fallback: Theme = DEFAULT_THEME): Theme => {
  const stored = localStorage.getItem(LOCAL_KEYS.theme);
  return isTheme(stored) ? stored : fallback;
};

/** The player's theme, else the brand's default as of the last visit (before the permission data). */
export const readStartTheme = (): Theme => {
  const brand = localStorage.getItem(LOCAL_KEYS.brandTheme);
  return readStoredTheme(isTheme(brand) ? brand : DEFAULT_THEME);
};

export const rememberBrandTheme = (theme: Theme): void =>
  localStorage.setItem(LOCAL_KEYS.brandTheme, theme);

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  localStorage.setItem(LOCAL_KEYS.theme, theme);
  applyTheme(theme);
}
