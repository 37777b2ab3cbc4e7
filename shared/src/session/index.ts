export * from './storage-keys';
export * from './session-storage';
export * from './session-actions';
export * from './session.resource';
export * from './protection-overview.resource';
