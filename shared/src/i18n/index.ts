export * from './languages';
export * from './setup-i18n';
export * from './format-money';
export * from './format-number';
export * from './time-zone';
export type { I18n, TranslationTree } from './instance';
export type { TFunction, TOptions } from 'i18next';
export { useTranslation } from './use-translation';
export { failureText } from './failure-text';
