import type { TFunction } from 'i18next';
import { HouseApiError } from '../api/client';

/** A failure in the player's words: the refusal's code picks the text, else a general one. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof HouseApiError ? error.code : 'UNKNOWN';
  return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') });
}
