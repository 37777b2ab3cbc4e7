export * from './rng.js';
export * from './cards.js';
export * from './theme.js';
export * as slot5 from './slot5/index.js';
export * as videoPoker from './videoPoker/index.js';
export * as scratch from './scratch/index.js';
export * as blackjack from './blackjack/index.js';
export * as crash from './crash/index.js';
export * as fishing from './fishing/index.js';
export * as teenPatti from './teenPatti/index.js';

/** The engine a catalogue category opens; categories without one have no single-player game. */
export const ENGINE_OF_CATEGORY = {
  JP: 'slot5',
  VP: 'videoPoker',
  SC: 'scratch',
  TG: 'blackjack',
  AC: 'crash',
  FISH: 'fishing',
} as const;
export type EngineKind = (typeof ENGINE_OF_CATEGORY)[keyof typeof ENGINE_OF_CATEGORY];
export * from './tables/index.js';
