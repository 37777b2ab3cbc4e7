import { FormFooter, PasswordField, useFormState } from '@site/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';

/** The form's three inputs: the current password (when asked), the new one and its repeat. */
export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirm';
export type PasswordChangeValues = Record<PasswordChangeField, string>;

type PasswordChangeFormProps = {
  testId: string;
  /** The inputs' names (what password managers and tests know them by). */
  names: Record<PasswordChangeField, string>;
  /** Already translated: the labels, the button, the saved notice and the mismatch error. */
  texts: {
    oldPassword?: string;
    newPassword: string;
    confirm: string;
    submit: string;
    saved?: string;
    mismatch: string;
  };
  /** Whether the current password is asked (not for a first payment password, nor after an SMS login). */
  asksOld: boolean;
  /** The inputs' keyboard and length: a login password or a 6-digit payment password. */
  input: { maxLength: number; numeric?: boolean; currentAutoComplete: string };
  /** The message for a current or new password that breaks the rule, or undefined. */
  check: (password: string) => string | undefined;
  /** Saves the change; a rejection is shown by `explain`. */
  save: (values: PasswordChangeValues) => Promise<void>;
  /** A refusal in the reader's language, on the field the API names (`fieldOf`) or above the button. */
  explain: (failure: unknown) => { field: string | null; message: string };
  /** The API's field names that belong to this form's inputs. */
  fieldOf?: Partial<Record<string, PasswordChangeField>>;
  /** Shown above the inputs (the password's status, what it is for). */
  children?: ReactNode;
};

/**
 * Set or change a password: the login password and the payment password (security centre,
 * first withdrawal) are the same three inputs, checks and footer with other rules and words.
 */
export function PasswordChangeForm({
  testId,
  names,
  texts,
  asksOld,
  input,
  check,
  save,
  explain,
  fieldOf = {},
  children,
}: PasswordChangeFormProps) {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [saved, setSaved] = useState(false);
  const state = useFormState<Partial<PasswordChangeValues>>();
  const set = (field: PasswordChangeField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const invalid: Partial<PasswordChangeValues> = {};
    const oldProblem = asksOld ? check(values.oldPassword) : undefined;
    const newProblem = check(values.newPassword);
    if (oldProblem) invalid.oldPassword = oldProblem;
    if (newProblem) invalid.newPassword = newProblem;
    if (values.confirm !== values.newPassword) invalid.confirm = texts.mismatch;
    if (state.rejectInvalid(invalid)) return;
    void state.submit(
      async () => {
        await save(values);
        setValues(EMPTY);
        setSaved(true);
      },
      (failure) => {
        const { field, message } = explain(failure);
        const input = field ? fieldOf[field] : undefined;
        if (input) state.setErrors({ [input]: message });
        else state.setFormError(message);
      },
    );
  };

  const fieldProps = (field: PasswordChangeField, autoComplete: string) => ({
    name: names[field],
    label: texts[field] ?? '',
    value: values[field],
    onChange: set(field),
    error: state.errors[field],
    inputMode: input.numeric ? ('numeric' as const) : undefined,
    autoComplete,
    maxLength: input.maxLength,
    required: true,
  });

  return (
    <form ref={state.form} className="form" onSubmit={onSubmit} noValidate data-testid={testId}>
      {children}
      {asksOld && <PasswordField {...fieldProps('oldPassword', input.currentAutoComplete)} />}
      <PasswordField {...fieldProps('newPassword', 'new-password')} />
      <PasswordField {...fieldProps('confirm', 'new-password')} />
      {saved && texts.saved && (
        <p className="form__notice" role="status">
          {texts.saved}
        </p>
      )}
      <FormFooter error={state.formError} busy={state.busy} label={texts.submit} />
    </form>
  );
}

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirm: '' };
