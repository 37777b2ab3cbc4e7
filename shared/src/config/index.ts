export * from './deployment';
export * from './whitelabel';
export * from './game-page';
