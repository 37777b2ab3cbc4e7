export * from './teenPatti.hands.js';
export * from './teenPatti.betting.js';
