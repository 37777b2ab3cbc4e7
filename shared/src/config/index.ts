export * from './deployment';
export * from './whitelabel';
export * from './game-page';
export * from './permission.resource';
