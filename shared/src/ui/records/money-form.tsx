import { AmountInput } from '../amount/amount-input';
import { FormFooter } from '../form/form-field';
import { useMemo, useRef, type ReactNode } from 'react';
import { newIdempotencyKey } from './money-request';

/**
 * The idempotency key of the money request being written: kept while the member retries it,
 * renewed when any of its details changes or once it has gone through.
 */
export function useRequestKey() {
  const key = useRef(newIdempotencyKey());
  return useMemo(
    () => ({
      current: () => key.current,
      renew: () => {
        key.current = newIdempotencyKey();
      },
    }),
    [],
  );
}

/** The amount of a money request (more than zero, at most what is available); editing it makes a new request. */
export function RequestAmountField({
  label,
  value,
  onChange,
  currencySymbol,
  max,
  requestKey,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  currencySymbol: string;
  max: number | undefined;
  requestKey: { renew: () => void };
}) {
  return (
    <AmountInput
      name="amount"
      label={label}
      value={value}
      onChange={(next) => {
        onChange(next);
        requestKey.renew();
      }}
      currencySymbol={currencySymbol}
      min={0.01}
      max={max}
      required
    />
  );
}

/** A money form's end: the refusal, the button, then what went through (announced). */
export function MoneyFormFooter({
  error,
  busy,
  label,
  done,
  children,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  done: string | null;
  /** What the member can do about the refusal (a link to set the payment password). */
  children?: ReactNode;
}) {
  return (
    <>
      <FormFooter error={error} busy={busy} label={label} />
      {children}
      {done && (
        <p className="records-success" role="status">
          {done}
        </p>
      )}
    </>
  );
}
