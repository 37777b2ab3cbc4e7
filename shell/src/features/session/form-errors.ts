import { focusFirstInvalid } from '@site/shared/ui';
import { useRef, useState } from 'react';

/**
 * A sign-in or registration form's field errors and its message: fields in error are shown
 * with the first one focused, so a keyboard or screen-reader user lands where to fix.
 */
export function useFormErrors<Errors extends object>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const clearErrors = () => {
    setErrors({} as Errors);
    setFormError(null);
  };

  /** Shows the fields the server found in error, the first one focused. */
  const showFieldErrors = (invalid: Errors) => {
    setErrors(invalid);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  /** The form's own check before sending: true (and shown) when a field is in error. */
  const showInvalid = (invalid: Errors): boolean => {
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) return false;
    setFormError(null);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
    return true;
  };

  return {
    errors,
    setErrors,
    formError,
    setFormError,
    form,
    clearErrors,
    showFieldErrors,
    showInvalid,
  };
}
