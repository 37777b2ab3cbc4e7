export * from './paint.js';
export * from './symbols.js';
