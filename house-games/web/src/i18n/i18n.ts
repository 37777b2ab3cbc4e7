import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import bn from './bn.json';
import en from './en.json';

export type Language = 'bn' | 'en';

/** The chrome's strings; each game adds its own under its kind's namespace when it loads. */
export async function startI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { bn: { house: bn }, en: { house: en } },
    ns: ['house'],
    defaultNS: 'house',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** A game's strings, both languages, under its own namespace. */
export interface GameStrings {
  bn: Record<string, unknown>;
  en: Record<string, unknown>;
}

export function addGameStrings(instance: I18n, namespace: string, strings: GameStrings): void {
  for (const language of ['bn', 'en'] as const)
    instance.addResourceBundle(language, namespace, strings[language], true, true);
}
