export * from './videoPoker.engine.js';
export * from './videoPoker.hand.js';
export * from './videoPoker.paytable.js';
export * from './videoPoker.strategy.js';
export * from './videoPoker.theme.js';
