import type { EngineKind } from '@site/house-games/engines';
import { HOUSE_VENDOR } from '../wallet/seamlessService.js';
import {
  CLASSIC_SLOT_KIND,
  houseGameKindOf,
  type CatalogueCategory,
} from './house/houseGameKind.js';
import { SLOT_MAX_PAYOUT_MULTIPLIER } from './house/slotEngine.js';

/**
 * The catalogue's ceiling on what one round of a game may pay, as a multiple of its stake
 * (`games.max_payout_multiplier`); the seamless wallet refuses a win above it. House games pay
 * what the house slot's paytable allows. Other vendors' games get their category's ceiling,
 * raised to the bound of the house engine their category opens (ENGINE_MAX_PAYOUT_MULTIPLIER),
 * chosen above what such games pay in practice (slot jackpots in the thousands, live tables up
 * to a few hundred, accumulators and lottery prizes higher). Categories without a house game
 * yet (GAME_COMING_SOON) keep their category's ceiling.
 */
export const MAX_PAYOUT_MULTIPLIER_BY_TYPE: Readonly<Record<string, number>> = {
  RNG: 5_000,
  FISH: 1_000,
  LIVE: 500,
  PVP: 500,
  SPORTS: 10_000,
  ESPORTS: 10_000,
  LOTT: 10_000,
  ELOTT: 10_000,
};
/** A category not listed above. */
export const DEFAULT_MAX_PAYOUT_MULTIPLIER = 1_000;

/**
 * Each house engine's bound on one round (its `maxPayoutMultiplier`) at its widest theme: the
 * entries its category opens must be able to pay any round the engine draws, or a win the
 * engine allowed would be refused by the wallet and the round rolled back. The 5-reel slot's
 * bound (every line and five scatters at the top pay, in the base spin and each free spin) is
 * far above what real rounds reach; test/unit/maxPayout.test.ts keeps these in step with the
 * engines.
 */
export const ENGINE_MAX_PAYOUT_MULTIPLIER: Readonly<Record<EngineKind, number>> = {
  slot5: 379_250,
  videoPoker: 800,
  scratch: 10_000,
  blackjack: 8,
  crash: 10_000,
  fishing: 1_000,
};

/**
 * A catalogue entry's ceiling when it is added; operators may lower a game's
 * `max_payout_multiplier` afterwards, and the wallet pays up to whatever the column holds.
 */
export function maxPayoutMultiplierFor(game: CatalogueCategory): number {
  if (game.vassalage === HOUSE_VENDOR) return SLOT_MAX_PAYOUT_MULTIPLIER;
  const ceiling = MAX_PAYOUT_MULTIPLIER_BY_TYPE[game.game_type] ?? DEFAULT_MAX_PAYOUT_MULTIPLIER;
  const kind = houseGameKindOf(game);
  return kind === CLASSIC_SLOT_KIND || kind === null
    ? ceiling
    : Math.max(ceiling, ENGINE_MAX_PAYOUT_MULTIPLIER[kind]);
}
