import { useTranslation } from '@site/shared';
import { PasswordField, FormFooter } from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NAMESPACE } from './i18n/withdrawal-translations';
import { setPaymentPassword } from './set-payment-password.resource';
import { useWithdrawalError } from './withdrawal-error';
import { getWithdrawalOverview } from './withdrawal-overview.resource';

/** No payment password yet: the member sets one (six digits, twice) before withdrawing. */
export function PaymentPasswordSetup() {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useWithdrawalError();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(password)) return setError(t('errors.field.newPassword'));
    if (password !== repeat) return setError(t('password.mismatch'));
    setBusy(true);
    setError(null);
    try {
      await setPaymentPassword({ newPassword: password });
      await queryClient.invalidateQueries({ queryKey: getWithdrawalOverview.endpointKey });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="payment-password-setup"
    >
      <p className="form__notice">{t('password.setFirst')}</p>
      <PasswordField
        name="newPaymentPassword"
        label={t('password.new')}
        value={password}
        onChange={setPassword}
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        required
      />
      <PasswordField
        name="repeatPaymentPassword"
        label={t('password.repeat')}
        value={repeat}
        onChange={setRepeat}
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        required
      />
      <FormFooter error={error} busy={busy} label={t('password.save')} />
    </form>
  );
}
