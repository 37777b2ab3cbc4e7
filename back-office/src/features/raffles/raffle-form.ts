import type { RaffleDrawBody } from './raffle-draw.resource';

export type RaffleForm = { brand: string; promotion: string; period: string; early: boolean };
export type RaffleFormErrors = Partial<Record<'brand' | 'promotion' | 'period', string>>;

/** The seeded raffle (README: daily at 22:00 Dhaka), the one an operator draws most. */
export const DEFAULT_RAFFLE = 'DAILY_RAFFLE';

/** A day as the API names a period: YYYY-MM-DD, on the reader's calendar. */
export const periodOf = (moment: Date): string =>
  `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;

/** The draw a form asks for, or each field's message key under `raffles.`. */
export function drawBody(
  form: RaffleForm,
): { ok: true; body: RaffleDrawBody } | { ok: false; errors: RaffleFormErrors } {
  const errors: RaffleFormErrors = {};
  const brand = form.brand.trim().toUpperCase();
  const promotion = form.promotion.trim().toUpperCase();
  if (!/^[A-Z0-9_]{2,32}$/.test(brand)) errors.brand = 'brandInvalid';
  if (!/^[A-Z0-9_]{1,32}$/.test(promotion)) errors.promotion = 'promotionInvalid';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.period)) errors.period = 'periodInvalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { brand, promotion, period: form.period, ...(form.early ? { early: true } : {}) },
  };
}
