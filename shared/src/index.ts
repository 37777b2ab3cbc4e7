export * from './bus';
export * from './api';
export * from './session';
export * from './i18n';
export * from './theme';
export * from './react';
// The UI kit is its own entry (@site/shared/ui); only these small pieces load with every app.
export * from './ui/states';
export * from './ui/centre-layout';
export * from './ui/eye-icon';
export * from './config';
export * from './live';
export * from './version';
