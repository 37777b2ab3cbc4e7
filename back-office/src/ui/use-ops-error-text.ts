import { useConsoleTranslation } from '../i18n/translations';
import { opsErrorText } from './ops-error';

/** A failed call's text in the reader's language (ops-error.ts). */
export function useOpsErrorText(): (failure: unknown) => string {
  const { t } = useConsoleTranslation();
  return (failure) => {
    const { key, values } = opsErrorText(failure);
    return t(key, values ?? {});
  };
}
