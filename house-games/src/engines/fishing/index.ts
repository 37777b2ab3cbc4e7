export * from './fishing.engine.js';
export * from './fishing.paytable.js';
export * from './fishing.theme.js';
