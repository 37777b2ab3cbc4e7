export * from './scratch.engine.js';
export * from './scratch.paytable.js';
export * from './scratch.theme.js';
