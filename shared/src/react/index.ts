export * from './use-bus-state';
export * from './use-api-query';
