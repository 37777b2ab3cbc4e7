export * from './shared-version';
