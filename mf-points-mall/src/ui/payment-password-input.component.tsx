import { PasswordField } from '@site/shared/ui';

/**
 * The payment password as every points call asks for it: six digits on a phone's number pad,
 * never autofilled with the login password.
 */
export function PaymentPasswordInput({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <PasswordField
      name="paymentPassword"
      label={label}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      hint={hint ?? null}
      required
    />
  );
}
