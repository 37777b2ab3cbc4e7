import { useCallback } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { rangeText, type FieldMessage } from './register-rules';

/**
 * Translates a field message; a format failure embeds the pattern hint of its rule, whose
 * length range is written in the reader's digits.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  return useCallback(
    (message: FieldMessage | null | undefined): string | null => {
      if (!message) return null;
      const values = { ...message.values };
      if (typeof values.min === 'number' && typeof values.max === 'number')
        values.range = rangeText(values.min, values.max, i18n.language);
      if (typeof values.hintKey === 'string') {
        const hint = t(values.hintKey, values);
        return t(message.key, { ...values, hint });
      }
      return t(message.key, values);
    },
    [t, i18n.language],
  );
}

export type FieldErrors = Partial<Record<string, FieldMessage>>;
