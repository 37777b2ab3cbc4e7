/** Helpers for the jest tests of every app; never imported by application code. */
export * from './test-server';
export * from './test-api';
export * from './fixtures';
export * from './i18n';
export * from './query-provider';
export * from './bengali-text';
export * from './brand-clock';
