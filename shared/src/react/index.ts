export * from './use-bus-state';
export * from './query-client';
