export * from './blackjack.engine.js';
export * from './blackjack.paytable.js';
export * from './blackjack.strategy.js';
export * from './blackjack.theme.js';
