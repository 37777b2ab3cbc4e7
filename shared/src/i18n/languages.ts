import { COOKIE_KEYS, LOCAL_KEYS } from '../session/storage-keys';

export const SUPPORTED_LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export function readStoredLanguage(fallback: Language = DEFAULT_LANGUAGE): Language {
  const stored = localStorage.getItem(LOCAL_KEYS.lang);
  return isSupportedLanguage(stored) ? stored : fallback;
}

/** `lang` is the language in use; `hisLang` the one before it, so a toggle can go back. */
export function storeLanguage(next: Language): void {
  const previous = localStorage.getItem(LOCAL_KEYS.lang);
  if (previous && previous !== next) localStorage.setItem(LOCAL_KEYS.hisLang, previous);
  localStorage.setItem(LOCAL_KEYS.lang, next);
  keepLanguageCookie(next);
}

/**
 * The stored language as a cookie too: the site's server never sees local storage, and it serves
 * the home page's first banner in this language (tooling/home-banner.mjs).
 */
export function keepLanguageCookie(language: Language): void {
  document.cookie = `${COOKIE_KEYS.lang}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
