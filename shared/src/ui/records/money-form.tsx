import { AmountInput } from '../amount/amount-input';
import { FormFooter, PasswordField } from '../form/form-field';
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

/** What a money transfer with the payment password lacks, if anything: the page's text key. */
export const transferFormGap = (
  amount: number | null,
  password: string,
): 'enterAmount' | 'enterPassword' | null =>
  amount === null || amount <= 0
    ? 'enterAmount'
    : !/^\d{6}$/.test(password)
      ? 'enterPassword'
      : null;

/**
 * A transfer's amount (more than zero, at most what the member holds) and the 6-digit payment
 * password: the member's transfer to its upline and the agent's to a downline.
 */
export function TransferFields({
  labels,
  amount,
  onAmountChange,
  password,
  onPasswordChange,
  currencySymbol,
  max,
  requestKey,
}: {
  labels: { amount: string; paymentPassword: string };
  amount: number | null;
  onAmountChange: (value: number | null) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  currencySymbol: string;
  max: number | undefined;
  requestKey: { renew: () => void };
}) {
  return (
    <>
      <RequestAmountField
        label={labels.amount}
        value={amount}
        onChange={onAmountChange}
        currencySymbol={currencySymbol}
        max={max}
        requestKey={requestKey}
      />
      <PasswordField
        name="paymentPassword"
        label={labels.paymentPassword}
        value={password}
        onChange={onPasswordChange}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
      />
    </>
  );
}
