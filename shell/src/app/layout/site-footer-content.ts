/** spec §1 footer contents that are the same for every brand (names are translated). */
export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'upay', 'bank', 'usdt'] as const;
export const CERTIFICATIONS = ['gli', 'itech', 'bmm', 'gamcare'] as const;
/** spec §1: the three gaming regulators; a brand may list them in its settings. */
export const DEFAULT_REGULATORS = ['MGA', 'BVI', 'PAGCOR'] as const;
export const KNOWN_REGULATORS: readonly string[] = DEFAULT_REGULATORS;
