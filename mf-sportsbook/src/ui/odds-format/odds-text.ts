import { formatNumber } from '@site/shared';
import { oddsIn, oddsNumberOptions, type OddsFormat } from './odds-format';

/** A price as the player reads it: in the chosen format and the page language's digits. */
export const oddsText = (oddsMilli: number, format: OddsFormat, language: string): string =>
  formatNumber(oddsIn(format, oddsMilli), language, oddsNumberOptions(format));
