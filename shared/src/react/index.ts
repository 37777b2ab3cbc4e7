export * from './use-bus-state';
export * from './query-client';
export * from './use-failure-text';
