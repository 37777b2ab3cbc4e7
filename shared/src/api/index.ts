export * from './api-error';
export * from './envelope';
export * from './client';
export * from './catalogue';
export type * from './types';
export * from './payload-encryption';
