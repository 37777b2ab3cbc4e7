import { HOUSE_VENDOR } from '../wallet/seamlessService.js';
import { SLOT_MAX_PAYOUT_MULTIPLIER } from './house/slotEngine.js';

/**
 * The catalogue's ceiling on what one round of a game may pay, as a multiple of its stake
 * (`games.max_payout_multiplier`); the seamless wallet refuses a win above it. House games pay
 * what the house slot's paytable allows. Other vendors' games get their category's ceiling,
 * chosen above what such games pay in practice (slot jackpots in the thousands, live tables up
 * to a few hundred, accumulators and lottery prizes higher). Every ceiling is at least the
 * slot's, because games without a real integration are played on the house slot.
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

export function maxPayoutMultiplierFor(vendor: string, gameType: string): number {
  if (vendor === HOUSE_VENDOR) return SLOT_MAX_PAYOUT_MULTIPLIER;
  return MAX_PAYOUT_MULTIPLIER_BY_TYPE[gameType] ?? DEFAULT_MAX_PAYOUT_MULTIPLIER;
}
