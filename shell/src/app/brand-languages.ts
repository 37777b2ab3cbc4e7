import { SUPPORTED_LANGUAGES, type Language } from '@site/shared';

/** The languages of the site the brand offers (its console setting), in the site's order. */
export const offeredLanguages = (brandLanguages: readonly string[]): Language[] => {
  const offered = SUPPORTED_LANGUAGES.filter((language) => brandLanguages.includes(language));
  return offered.length > 0 ? offered : [...SUPPORTED_LANGUAGES];
};

/**
 * The language the site starts in: the member's own choice (stored) while the brand still offers
 * it, else the brand's default (or its first language when the default is not offered).
 */
export function startLanguage(
  stored: string | null,
  settings: { languages: readonly string[]; defaultLanguage: string },
): Language {
  const offered = offeredLanguages(settings.languages);
  const chosen = offered.find((language) => language === stored);
  if (chosen) return chosen;
  return offered.find((language) => language === settings.defaultLanguage) ?? offered[0]!;
}
