import type { PointConfig } from '@site/shared';

export type ConversionCheck =
  | { ok: true; points: number; amount: number }
  | { ok: false; reason: 'required' | 'min' | 'step' | 'balance'; limit: number };

/**
 * The money `text` points make at the brand's ratio, checked as the API will check it
 * (whole points, the minimum, the step that gives whole paisa, the balance), so the member
 * sees the amount, or why not, before confirming.
 */
export function checkConversion(
  text: string,
  config: Pick<PointConfig, 'pointsPerUnit' | 'minConvertPoints' | 'convertStep'>,
  balance: number,
): ConversionCheck {
  const latin = text
    .trim()
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/,/g, '');
  if (!/^\d{1,10}$/.test(latin)) return { ok: false, reason: 'required', limit: 0 };
  const points = Number(latin);
  if (points < config.minConvertPoints)
    return { ok: false, reason: 'min', limit: config.minConvertPoints };
  if (points % config.convertStep !== 0)
    return { ok: false, reason: 'step', limit: config.convertStep };
  if (points > balance) return { ok: false, reason: 'balance', limit: balance };
  // Whole paisa by construction (the step); rounding only tidies the float.
  return { ok: true, points, amount: Math.round((points * 100) / config.pointsPerUnit) / 100 };
}
