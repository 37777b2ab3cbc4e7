import { COMMON_NAMESPACE, formatNumber, useTranslation } from '@site/shared';
import { useCallback } from 'react';
import type { FieldMessage } from './field-rules';

/** Translates a field message; its numbers are written in the reader's digits (BN digits in BN). */
export function useFieldMessage() {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  return useCallback(
    (message: FieldMessage | null | undefined): string | null => {
      if (!message) return null;
      const values = Object.fromEntries(
        Object.entries(message.values ?? {}).map(([name, value]) => [
          name,
          typeof value === 'number' ? formatNumber(value, i18n.language) : value,
        ]),
      );
      return t(message.key, values);
    },
    [t, i18n.language],
  );
}
