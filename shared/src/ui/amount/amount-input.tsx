import {
  COMMON_NAMESPACE,
  formatMoney,
  formatNumber,
  localizeDigits,
  useTranslation,
} from '@site/shared';
import { useEffect, useRef, useState } from 'react';
import type { FieldMessage } from '../form/field-rules';
import { FieldNotes, useFieldIds } from '../form/form-field';
import {
  checkAmount,
  isAmountDraft,
  parseAmount,
  toPlainAmount,
  type AmountLimits,
} from './amount';

type AmountInputProps = AmountLimits & {
  name: string;
  label: string;
  /** In major units with at most 2 decimals; null when empty or not a valid amount. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** spec §9: the brand's currency symbol ('P' by default). */
  currencySymbol: string;
  /** An error from outside (a refused request), already translated; wins over the own check. */
  error?: string | null;
};

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * A money field: accepts Latin or Bengali digits, refuses a third decimal as it is typed,
 * writes what was typed in the reader's digits, and on leaving the field shows the amount
 * with 2 decimals and grouping, and says if it is outside min/max.
 */
export function AmountInput({
  name,
  label,
  value,
  onChange,
  currencySymbol,
  min,
  max,
  required,
  error,
}: AmountInputProps) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const language = i18n.language;
  /** What was typed, in Latin digits without grouping; shown in the reader's digits. */
  const [plain, setPlain] = useState(() => (value === null ? '' : value.toFixed(2)));
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<FieldMessage | null>(null);
  const emitted = useRef(value);

  // A value set from outside (a reset, a "max" button) replaces what was typed.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setPlain(value === null ? '' : value.toFixed(2));
  }, [value]);

  const emit = (next: number | null) => {
    emitted.current = next;
    onChange(next);
  };
  const parsed = parseAmount(plain);
  const text =
    !editing && parsed.kind === 'ok'
      ? formatNumber(parsed.value, language, twoDecimals)
      : localizeDigits(plain, language);

  const money = (amount: number) => formatMoney(amount, currencySymbol, language);
  const hint =
    min !== undefined && max !== undefined
      ? t('ui.amount.range', { min: money(min), max: money(max) })
      : null;
  const ownError = refusal
    ? t(refusal.key, {
        min: min === undefined ? '' : money(min),
        max: max === undefined ? '' : money(max),
      })
    : null;
  const shownError = error ?? ownError;
  const { id, errorId, hintId, describedBy } = useFieldIds(shownError, hint);

  return (
    <div className="form__field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <span className="amount-input">
        <span className="amount-input__symbol" aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          required={required}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onFocus={() => setEditing(true)}
          onChange={(event) => {
            const typed = event.target.value;
            // A third decimal or a letter is refused as it is typed: no state changes, and
            // React puts the field back to the text it shows.
            if (!isAmountDraft(typed)) return;
            const next = parseAmount(typed);
            setPlain(toPlainAmount(typed));
            emit(next.kind === 'ok' ? next.value : null);
            // Once a refusal is shown it follows the typing, so fixing it clears it at once.
            if (refusal) setRefusal(checkAmount(next, { min, max, required }));
          }}
          onBlur={() => {
            setEditing(false);
            setRefusal(checkAmount(parsed, { min, max, required }));
          }}
        />
      </span>
      <FieldNotes error={shownError} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
