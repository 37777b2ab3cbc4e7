import { COMMON_NAMESPACE, EyeIcon, useFailureText, useTranslation } from '@site/shared';
import { useId, useState, type ReactNode } from 'react';

/** The ids that tie a field's hint and error to its control for assistive technology. */
export function useFieldIds(error?: string | null, hint?: string | null) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return { id, errorId, hintId, describedBy: describedBy || undefined };
}

/** The hint (while there is no error) and the error of a field, each under its own id. */
export function FieldNotes({
  error,
  hint,
  errorId,
  hintId,
}: {
  error?: string | null;
  hint?: string | null;
  errorId: string;
  hintId: string;
}) {
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form__field-error">
          {error}
        </p>
      )}
    </>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated; sets aria-invalid and is announced through aria-describedby. */
  error?: string | null;
  hint?: string | null;
  type?: 'text' | 'password' | 'email' | 'tel' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  maxLength?: number;
  required?: boolean;
  onBlur?: () => void;
  /** A control beside the input (send-code button, captcha image). */
  addon?: ReactNode;
  /** A control inside the input's box, at its end (show/hide password). */
  inside?: ReactNode;
};

/** A labelled input with its hint and error wired for assistive technology (spec §5). */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  required,
  onBlur,
  addon,
  inside,
}: TextFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className="form__field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <div className={addon ? 'form__row' : undefined}>
        <span className={inside ? 'form__input form__input--with-inside' : 'form__input'}>
          <input
            id={id}
            name={name}
            type={type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            required={required}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {inside}
        </span>
        {addon}
      </div>
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

type TextAreaFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string | null;
  /** Always shown, error or not: how much of the limit is used ("37 / 140 characters"). */
  counter?: string | null;
  rows?: number;
  required?: boolean;
};

/** A labelled multi-line text with its hint and error, wired like TextField. */
export function TextAreaField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  counter,
  rows = 3,
  required,
}: TextAreaFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  const counterId = `${id}-counter`;
  return (
    <div className="form__field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [counter ? counterId : null, describedBy].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => onChange(event.target.value)}
      />
      {counter && (
        <p id={counterId} className="form__hint">
          {counter}
        </p>
      )}
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

type SelectFieldProps<Value extends string> = {
  name: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  error?: string | null;
  hint?: string | null;
};

/** A labelled native select (the phone's own picker), with its hint and error. */
export function SelectField<Value extends string>({
  name,
  label,
  value,
  onChange,
  options,
  error,
  hint,
}: SelectFieldProps<Value>) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className="form__field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
};

export function CheckboxField({ name, label, checked, onChange, error }: CheckboxFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <div className="form__check" data-field={name}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="form__field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the first invalid field of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inside'>;

/** A password input with a show/hide toggle, so a player on a phone can check what they typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [shown, setShown] = useState(false);
  const toggleText = t(shown ? 'ui.form.hidePassword' : 'ui.form.showPassword');
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      inside={
        <button
          type="button"
          className="password-toggle"
          aria-pressed={shown}
          title={toggleText}
          onClick={() => setShown((value) => !value)}
        >
          {/* Named by its text, not aria-label, so getByLabel finds only the input. */}
          <span className="password-toggle__text">{toggleText}</span>
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}

type FormFooterProps = {
  /** The form-level error, already translated; announced as an alert. */
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel?: string;
};

/** The form-level error and the submit button every form ends with. */
export function FormFooter({ error, busy, label, busyLabel }: FormFooterProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="site-button site-button--primary site-button--block"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? (busyLabel ?? t('ui.form.working')) : label}
      </button>
    </>
  );
}

/**
 * The fallback message of a failed call: the API error's translated key (a protection refusal
 * with its limit and reset time), else 'Unknown error'.
 */
export const useFailureMessage = useFailureText;
