import { useId, type KeyboardEvent, type ReactNode } from 'react';

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
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="form__field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <div className={addon ? 'form__row' : undefined}>
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
