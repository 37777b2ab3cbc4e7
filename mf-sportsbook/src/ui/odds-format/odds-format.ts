/**
 * Odds as the player chooses to read them (issue 43 item 3). The API prices in integers,
 * decimal odds × 1000 (`oddsMilli`), so no float reaches money; these functions only turn a
 * price into the number a format shows, never into a stake or a return.
 */
export const ODDS_FORMATS = ['decimal', 'hongKong', 'malay', 'indonesian', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const isOddsFormat = (value: unknown): value is OddsFormat =>
  typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);

const MILLI = 1000;

/** Decimal odds: the whole return per unit staked (2.50). */
export const decimalOdds = (oddsMilli: number): number => oddsMilli / MILLI;

/** Hong Kong odds: the profit per unit staked (1.50 for decimal 2.50). */
export const hongKongOdds = (oddsMilli: number): number => (oddsMilli - MILLI) / MILLI;

/**
 * Malay odds: the Hong Kong figure up to even money (decimal 2.00), else −1 / it: a negative
 * price is what the player stakes to win one.
 */
export function malayOdds(oddsMilli: number): number {
  const profit = hongKongOdds(oddsMilli);
  return profit <= 1 ? profit : -1 / profit;
}

/** Indonesian odds: the Hong Kong figure from even money up, else −1 / it. */
export function indonesianOdds(oddsMilli: number): number {
  const profit = hongKongOdds(oddsMilli);
  return profit >= 1 ? profit : -1 / profit;
}

/** American (moneyline) odds: +profit per 100 staked from even money up, else −stake to win 100. */
export function americanOdds(oddsMilli: number): number {
  const profit = hongKongOdds(oddsMilli);
  return Math.round(profit >= 1 ? profit * 100 : -100 / profit);
}

const CONVERT: Record<OddsFormat, (oddsMilli: number) => number> = {
  decimal: decimalOdds,
  hongKong: hongKongOdds,
  malay: malayOdds,
  indonesian: indonesianOdds,
  american: americanOdds,
};

/** The figure of `oddsMilli` in `format` (decimal odds must be above 1, as every price is). */
export const oddsIn = (format: OddsFormat, oddsMilli: number): number => CONVERT[format](oddsMilli);

/**
 * The options of Intl.NumberFormat that write a figure of `format`: two decimals, American as
 * a whole number with its sign (+150, −200), so the player's digits come from the language.
 */
export const oddsNumberOptions = (format: OddsFormat): Intl.NumberFormatOptions =>
  format === 'american'
    ? { maximumFractionDigits: 0, signDisplay: 'exceptZero' }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
