import { useCallback, useRef, useState } from 'react';
import { focusFirstInvalid } from './form-field';

/**
 * The state every account form shares: field errors, the form-level error, the busy flag and
 * the form element (to move the focus to the first invalid field).
 */
export function useFormState<Errors extends object>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  /** Shows the field errors; true when there are any (the focus moves to the first). */
  const rejectInvalid = useCallback((next: Errors): boolean => {
    setErrors(next);
    if (Object.keys(next).length === 0) return false;
    setFormError(null);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
    return true;
  }, []);

  const clearErrors = useCallback(() => {
    setErrors({} as Errors);
    setFormError(null);
  }, []);

  /** Runs the call with the busy flag on; a failure goes to `onFailure`. */
  const submit = useCallback(
    async (work: () => Promise<void>, onFailure: (failure: unknown) => void) => {
      setBusy(true);
      setFormError(null);
      try {
        await work();
      } catch (failure) {
        onFailure(failure);
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return {
    errors,
    setErrors,
    formError,
    setFormError,
    busy,
    form,
    rejectInvalid,
    clearErrors,
    submit,
  };
}
