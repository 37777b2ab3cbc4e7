import { loadLanguage } from '../i18n/setup-i18n';
import { i18n } from '../i18n/instance';
import { type BengaliTextOptions, nonBengaliOf, textsOf } from './bengali-text-rule';

export type { BengaliTextOptions } from './bengali-text-rule';

/** The texts under `root` with a Latin digit or a key path, less what `allow` lets through. */
export function nonBengaliTexts(root: Element, options: BengaliTextOptions = {}): string[] {
  return nonBengaliOf(textsOf(root), options);
}

/** Switches the page's i18n to `language`, loading its bundles first. */
export async function switchTestLanguage(language: 'bn' | 'en'): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
