import type { ContractKind, DividendPeriod } from '@site/contracts';

/**
 * The platform's contract offer as the console's form holds it (texts as typed) and the body of
 * `POST /ops/agent-contracts` it makes, or the fields that are wrong. Rates are typed in percent
 * (0.8 means 0.8 %), the API takes basis points (80); amounts are whole units of the currency.
 */
export type TierDraft = {
  minValidBet: string;
  minActiveMembers: string;
  minTeamLoss: string;
  rate: string;
};

export type OfferDraft = {
  kind: ContractKind;
  rate: string;
  profitRate: string;
  minBet: string;
  period: DividendPeriod;
  tiers: TierDraft[];
};

/** The kinds and periods in the form's order (the contracts' lists; types only reach the app). */
export const OFFER_KINDS: readonly ContractKind[] = [
  'REAL_TIME_SALARY',
  'HOURLY_SALARY',
  'DAILY_SALARY',
  'DIVIDEND',
];
export const OFFER_PERIODS: readonly DividendPeriod[] = [
  'DAILY',
  'WEEKLY',
  'SEMIMONTHLY',
  'MONTHLY',
];

export const MAX_TIERS = 10;
const MAX_AMOUNT = 100_000_000;
const MAX_MEMBERS = 100_000;

export const emptyTier = (): TierDraft => ({
  minValidBet: '0',
  minActiveMembers: '0',
  minTeamLoss: '0',
  rate: '',
});

export const emptyOffer = (): OfferDraft => ({
  kind: 'DAILY_SALARY',
  rate: '',
  profitRate: '0',
  minBet: '0',
  period: 'WEEKLY',
  tiers: [emptyTier()],
});

/** Which fields each kind asks for. */
export const offerFieldsOf = (kind: ContractKind) => ({
  rate: kind !== 'DIVIDEND',
  profitRate: kind === 'REAL_TIME_SALARY',
  minBet: kind !== 'DIVIDEND',
  dividend: kind === 'DIVIDEND',
});

export type OfferError = 'required' | 'rate' | 'amount' | 'members';
export type OfferErrors = Partial<Record<string, OfferError>>;

export type OfferBody = {
  kind: ContractKind;
  rateBp: number;
  profitRateBp: number;
  minBet: number;
  period?: DividendPeriod;
  tiers?: { minValidBet: number; minActiveMembers: number; minTeamLoss: number; rateBp: number }[];
};

/** A percent with at most two decimals, 0 to 100, in basis points; null when it is not one. */
export function percentToBp(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const bp = Math.round(Number(value) * 100);
  return bp <= 10_000 ? bp : null;
}

/** A whole number from 0 to `max`; null when it is not one. */
export function wholeNumber(text: string, max: number): number | null {
  const value = text.trim();
  if (!/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/** The body of the offer, or the errors by field (`tiers.0.rate` for a tier's field). */
export function offerBodyOf(
  draft: OfferDraft,
): { body: OfferBody; errors: null } | { body: null; errors: OfferErrors } {
  const errors: OfferErrors = {};
  const fields = offerFieldsOf(draft.kind);
  const rate = (field: string, text: string) => {
    if (text.trim() === '') errors[field] = 'required';
    const bp = percentToBp(text);
    if (bp === null && !errors[field]) errors[field] = 'rate';
    return bp ?? 0;
  };
  const whole = (field: string, text: string, max: number, error: OfferError) => {
    const number = wholeNumber(text, max);
    if (number === null) errors[field] = text.trim() === '' ? 'required' : error;
    return number ?? 0;
  };
  if (fields.dividend) {
    const tiers = draft.tiers.map((tier, index) => ({
      minValidBet: whole(`tiers.${index}.minValidBet`, tier.minValidBet, MAX_AMOUNT, 'amount'),
      minActiveMembers: whole(
        `tiers.${index}.minActiveMembers`,
        tier.minActiveMembers,
        MAX_MEMBERS,
        'members',
      ),
      minTeamLoss: whole(`tiers.${index}.minTeamLoss`, tier.minTeamLoss, MAX_AMOUNT, 'amount'),
      rateBp: rate(`tiers.${index}.rate`, tier.rate),
    }));
    if (tiers.length === 0) errors.tiers = 'required';
    if (Object.keys(errors).length > 0) return { body: null, errors };
    return {
      body: {
        kind: draft.kind,
        // A dividend's rate is its highest tier's (the API checks it).
        rateBp: Math.max(...tiers.map((tier) => tier.rateBp)),
        profitRateBp: 0,
        minBet: 0,
        period: draft.period,
        tiers,
      },
      errors: null,
    };
  }
  const rateBp = rate('rate', draft.rate);
  const profitRateBp = fields.profitRate ? rate('profitRate', draft.profitRate) : 0;
  const minBet = whole('minBet', draft.minBet, MAX_AMOUNT, 'amount');
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { kind: draft.kind, rateBp, profitRateBp, minBet }, errors: null };
}

/** Basis points as a percent for the reader (80 → 0.8). */
export const bpToPercent = (bp: number): number => bp / 100;
