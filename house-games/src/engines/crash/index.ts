export * from './crash.engine.js';
export * from './crash.paytable.js';
export * from './crash.theme.js';
