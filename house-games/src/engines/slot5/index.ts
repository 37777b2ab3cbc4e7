export * from './slot5.engine.js';
export * from './slot5.paytable.js';
export * from './slot5.rtp.js';
export * from './slot5.theme.js';
