import { useApiErrorText } from '@site/shared/ui';
import { NAMESPACE } from './i18n/withdrawal-translations';

/**
 * A refused withdrawal call in the reader's language: the page's own codes (with their facts:
 * attempts left, limits, the turnover still needed) and field errors, else the shared text.
 */
export const useWithdrawalError = () => useApiErrorText(NAMESPACE);
