export * from './protocol';
export * from './topics';
export * from './event-bus';
