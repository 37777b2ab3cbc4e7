export * from './languages';
export * from './setup-i18n';
export * from './format-money';
export * from './format-number';
