export * from './languages';
export * from './setup-i18n';
export * from './format-money';
export * from './format-number';
// Apps take react-i18next's hook from here, never from react-i18next: Module Federation would ship
// a shared react-i18next whole, while inside this singleton it is tree-shaken to what the site
// uses, and the hook stays with the instance that initReactI18next (setup-i18n.ts) registered.
export { useTranslation } from 'react-i18next';
