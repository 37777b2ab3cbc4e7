export * from './bus';
export * from './api';
export * from './session';
export * from './i18n';
export * from './theme';
export * from './react';
export * from './ui';
export * from './config';
