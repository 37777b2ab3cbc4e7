export * from './deployment';
export * from './whitelabel';
