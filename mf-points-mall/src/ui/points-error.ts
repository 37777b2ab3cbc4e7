import { useApiErrorText } from '@site/shared/ui';
import { NAMESPACE } from '../i18n/translations';

/**
 * A refused points call in the reader's language: the mall's own codes with their facts
 * (attempts left, points needed, stock left), field errors, else the shared text.
 */
export const usePointsError = () => useApiErrorText(NAMESPACE);

/** The payment password is six digits (checked here first, so a typo costs no attempt). */
export const isPaymentPassword = (value: string) => /^\d{6}$/.test(value);
