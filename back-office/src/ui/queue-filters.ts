import { parseAmount } from '@site/shared/ui';

/** A queue's filter form as typed (amounts in any digits the reader types). */
export type QueueFilterForm = {
  brand: string;
  member: string;
  minAgeMinutes: string;
  minAmount: string;
  maxAmount: string;
};

/** What a queue's filter asks its list call for; the fields left empty ask for nothing. */
export type QueueFilter = {
  brand?: string;
  member?: string;
  minAgeMinutes?: number;
  minAmount?: number;
  maxAmount?: number;
};

export const EMPTY_FILTERS: QueueFilterForm = {
  brand: '',
  member: '',
  minAgeMinutes: '',
  minAmount: '',
  maxAmount: '',
};

/** The ages a cashier looks for: a few minutes (just paid), then the ones left waiting. */
export const AGE_CHOICES = [5, 15, 30, 60, 240, 1440] as const;

export type FilterErrors = Partial<Record<keyof QueueFilterForm, string>>;
export type ApplyResult = { ok: true; filter: QueueFilter } | { ok: false; errors: FilterErrors };

const MEMBER = /^[A-Za-z0-9_]{1,32}$/;
const BRAND = /^[A-Za-z0-9_]{2,32}$/;

/**
 * The query a filter form asks for, or why it cannot: each field's message key under `queue.`.
 * Empty fields ask for nothing. `wholeAmounts`: the amount is a count (points), not money.
 */
export function filterQuery(
  form: QueueFilterForm,
  { wholeAmounts = false }: { wholeAmounts?: boolean } = {},
): ApplyResult {
  const errors: FilterErrors = {};
  const brand = form.brand.trim();
  const member = form.member.trim();
  if (brand && !BRAND.test(brand)) errors.brand = 'brandInvalid';
  if (member && !MEMBER.test(member)) errors.member = 'memberInvalid';
  const amount = (field: 'minAmount' | 'maxAmount') => {
    const parsed = parseAmount(form[field]);
    if (parsed.kind === 'empty') return undefined;
    if (parsed.kind !== 'ok' || (wholeAmounts && !Number.isInteger(parsed.value))) {
      errors[field] = wholeAmounts ? 'wholeInvalid' : 'amountInvalid';
      return undefined;
    }
    return parsed.value;
  };
  const minAmount = amount('minAmount');
  const maxAmount = amount('maxAmount');
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount)
    errors.maxAmount = 'amountOrder';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const minAgeMinutes = form.minAgeMinutes ? Number(form.minAgeMinutes) : undefined;
  return {
    ok: true,
    filter: {
      ...(brand ? { brand: brand.toUpperCase() } : {}),
      ...(member ? { member } : {}),
      ...(minAgeMinutes ? { minAgeMinutes } : {}),
      ...(minAmount !== undefined ? { minAmount } : {}),
      ...(maxAmount !== undefined ? { maxAmount } : {}),
    },
  };
}
