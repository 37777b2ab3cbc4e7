import { FieldNotes, useFieldIds } from '@site/shared/ui';

type DateTimeFieldProps = {
  name: string;
  label: string;
  /** The input's own value (local-time.ts). */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string | null;
};

/** A labelled date-and-time input in the kit's field layout, its hint and error wired. */
export function DateTimeField({ name, label, value, onChange, error, hint }: DateTimeFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint);
  return (
    <div className="form__field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <span className="form__input">
        <input
          id={id}
          name={name}
          type="datetime-local"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
      <FieldNotes error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
