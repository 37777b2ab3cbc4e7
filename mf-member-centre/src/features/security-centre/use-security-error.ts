import { ApiError, useTranslation } from '@site/shared';
import { useFailureMessage } from '@site/shared/ui';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';

type Failure = { field: string | null; message: string };

/**
 * The centre's failures in the reader's language: the API's codes of this page by code, a
 * field's refusal by its rule (with its numbers), anything else by the shared messages.
 */
export function useSecurityError(): (failure: unknown) => Failure {
  const { t, i18n } = useTranslation(SECURITY_NAMESPACE);
  const fallback = useFailureMessage();
  return (failure) => {
    if (!(failure instanceof ApiError)) return { field: null, message: fallback(failure) };
    const details = (failure.details ?? {}) as {
      field?: string;
      rule?: string;
      min?: number | null;
      max?: number | null;
    };
    const field = details.field ?? null;
    if (i18n.exists(`errors.${failure.code}`, { ns: SECURITY_NAMESPACE }))
      return { field, message: t(`errors.${failure.code}`) };
    if (failure.code === 'VALIDATION_FAILED' && details.rule)
      return {
        field,
        message: i18n.exists(`rules.${details.rule}`, { ns: SECURITY_NAMESPACE })
          ? t(`rules.${details.rule}`, { min: details.min ?? 0, max: details.max ?? 0 })
          : fallback(failure),
      };
    return { field, message: fallback(failure) };
  };
}

/** A failure shown on its field when the API names one, else above the submit button. */
export function useShowFailure(form: {
  setErrors: (errors: Record<string, string>) => void;
  setFormError: (message: string) => void;
}): (failure: unknown) => void {
  const explain = useSecurityError();
  return (failure) => {
    const { field, message } = explain(failure);
    if (field) form.setErrors({ [field]: message });
    else form.setFormError(message);
  };
}
