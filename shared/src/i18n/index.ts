export * from './languages';
export * from './setup-i18n';
export * from './format-money';
export * from './format-number';
export { createI18n } from './translator';
export type { I18n, TFunction, TOptions, TranslationTree } from './translator';
export { useTranslation } from './use-translation';
