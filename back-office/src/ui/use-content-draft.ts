import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * A content form's draft (a banner, an announcement, a promotion, a help article): its fields,
 * its problems once a review was asked for, and the review itself. Review opens the
 * confirmation when the draft has no problem and changes something; with problems it moves the
 * focus to the first field that has one. `check` gives the problems (a code per field, worded
 * by `errorText`) and the changes against what is saved.
 */
export function useContentDraft<Draft extends object, Change>(
  initial: Draft | (() => Draft),
  check: (draft: Draft) => {
    errors: Partial<Record<keyof Draft, string>>;
    changes: readonly Change[];
  },
  errorText: (code: string) => string,
) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [tried, setTried] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const { errors, changes } = check(draft);
  const invalid = Object.keys(errors).length > 0;
  // The fields show their problems only once this render is on screen: the focus moves then.
  const form = useRef<HTMLFormElement | null>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);
  return {
    draft,
    setDraft,
    changes,
    invalid,
    /** A review was asked for: the problems show from then on. */
    tried,
    reviewing,
    stopReviewing: () => setReviewing(false),
    set:
      <Field extends keyof Draft>(field: Field) =>
      (value: Draft[Field]) =>
        setDraft((current) => ({ ...current, [field]: value })),
    errorOf: (field: keyof Draft) => {
      const code = errors[field];
      return tried && code ? errorText(code) : null;
    },
    review: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      form.current = event.currentTarget;
      setTried(true);
      if (!invalid && changes.length > 0) setReviewing(true);
      else if (invalid) setFocusAsked((count) => count + 1);
    },
  };
}
