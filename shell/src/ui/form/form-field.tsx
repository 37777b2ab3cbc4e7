import { COMMON_NAMESPACE, type RegisterRule } from '@site/shared';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { EyeIcon } from './eye-icon';
import { useFieldMessage, type FieldErrors } from './field-message';
import { checkNewPassword, hintFor } from '../../features/session/register-rules';

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated; sets aria-invalid and is announced through aria-describedby. */
  error?: string | null;
  hint?: string | null;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  required?: boolean;
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
  addon,
  inside,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
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
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {inside}
        </span>
        {addon}
      </div>
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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__check" data-field={name}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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

type TabsProps<T extends string> = {
  label: string;
  tabs: { id: T; label: string }[];
  active: T;
  onChange: (id: T) => void;
};

/** A tab bar with arrow-key navigation (WAI-ARIA tabs pattern); the panel follows `active`. */
export function FormTabs<T extends string>({ label, tabs, active, onChange }: TabsProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.id);
    const target = event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(
      `[data-tab="${next.id}"]`,
    );
    target?.focus();
  };
  return (
    <div className="form-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          data-tab={tab.id}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          className="form-tabs__tab"
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
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
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      inside={
        <button
          type="button"
          className="password-toggle"
          aria-pressed={shown}
          title={t(shown ? 'form.hidePassword' : 'form.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {/* Named by its text, not aria-label, so getByLabel finds only the input. */}
          <span className="password-toggle__text">
            {t(shown ? 'form.hidePassword' : 'form.showPassword')}
          </span>
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}

/** New password + confirmation state, checked against the brand's password rule (spec §5). */
export function useNewPassword(rule: RegisterRule) {
  const [newValue, setNewValue] = useState('');
  const [confirmValue, setConfirmValue] = useState('');
  return {
    newPassword: newValue,
    confirmation: confirmValue,
    check: () => checkNewPassword(rule, newValue, confirmValue),
    clear: () => {
      setNewValue('');
      setConfirmValue('');
    },
    fields: {
      rule,
      newValue,
      confirmValue,
      onNewChange: setNewValue,
      onConfirmChange: setConfirmValue,
    },
  };
}

type NewPasswordFieldsProps = ReturnType<typeof useNewPassword>['fields'] & {
  errors: FieldErrors;
};

/** New password and its confirmation, limited by the brand's password rule (spec §5). */
export function NewPasswordFields({
  rule,
  newValue,
  confirmValue,
  onNewChange,
  onConfirmChange,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const message = useFieldMessage();
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('changePassword.new')}
        value={newValue}
        onChange={onNewChange}
        error={message(errors.newPassword)}
        hint={message(hintFor(rule))}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        required
      />
      <PasswordField
        name="confirmNewPassword"
        label={t('changePassword.confirm')}
        value={confirmValue}
        onChange={onConfirmChange}
        error={message(errors.confirmNewPassword)}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        required
      />
    </>
  );
}

type FormFooterProps = {
  /** The form-level error, already translated; announced as an alert. */
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel?: string;
};

/** The form-level error and the submit button every account form ends with. */
export function FormFooter({ error, busy, label, busyLabel }: FormFooterProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
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
        {busy ? (busyLabel ?? t('form.working')) : label}
      </button>
    </>
  );
}

/** The fallback message of a failed call: the API error's translated key, else 'Unknown error'. */
export function useFailureMessage() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (failure: unknown): string =>
    t(
      failure instanceof Error && 'messageKey' in failure
        ? String((failure as { messageKey: unknown }).messageKey)
        : 'errors.UNKNOWN',
    );
}
