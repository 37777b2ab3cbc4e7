import { COMMON_NAMESPACE, useTranslation } from '../i18n';
import { failureText } from '../i18n/failure-text';
import { useBusState } from './use-bus-state';

/** failureText in the reader's language and the brand's money. */
export function useFailureText(): (failure: unknown) => string {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  return (failure) => failureText(failure, t, i18n.language, currencySymbol);
}
