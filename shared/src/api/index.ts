export * from './api-error';
export * from './envelope';
export * from './client';
export type * from './types';
export * from './payload-encryption';
export type * from './agent-contract-types';
export type * from './agent-team-types';
export type * from './agent-entries-types';
export type * from './release-types';
