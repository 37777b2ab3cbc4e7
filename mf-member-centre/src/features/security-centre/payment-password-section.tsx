import { ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { FormFooter, PasswordField, StatusBadge, useFormState } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { getPaymentPasswordStatus } from './payment-password-status.resource';
import { setPaymentPassword } from './set-payment-password.resource';
import { useSecurityError } from './use-security-error';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirm', string>>;

/** Set, then change, the 6-digit payment password; shows the lock and the attempts left. */
export function PaymentPasswordSection() {
  const { t, i18n } = useTranslation(SECURITY_NAMESPACE);
  const explain = useSecurityError();
  const queryClient = useQueryClient();
  const status = useQuery(getPaymentPasswordStatus.query());
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saved, setSaved] = useState(false);
  const state = useFormState<Errors>();

  if (status.status === 'pending')
    return <SkeletonBlocks count={2} height={40} label={t('loading')} />;
  if (status.status === 'error')
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const { isSet, lockedUntil, attemptsLeft } = status.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const invalid: Errors = {};
    if (isSet && !/^\d{6}$/.test(oldPassword)) invalid.oldPassword = t('sixDigits');
    if (!/^\d{6}$/.test(newPassword)) invalid.newPassword = t('sixDigits');
    if (confirm !== newPassword) invalid.confirm = t('mismatch');
    if (state.rejectInvalid(invalid)) return;
    void state.submit(
      async () => {
        const next = await setPaymentPassword({
          ...(isSet ? { oldPassword } : {}),
          newPassword,
        });
        queryClient.setQueryData(getPaymentPasswordStatus.query().queryKey, next);
        setOldPassword('');
        setNewPassword('');
        setConfirm('');
        setSaved(true);
      },
      (failure) => {
        // A wrong or locked answer changes the count shown above.
        void status.refetch();
        const { field, message } = explain(failure);
        if (field === 'paymentPassword' || field === 'oldPassword')
          state.setErrors({ oldPassword: message });
        else if (field === 'newPassword') state.setErrors({ newPassword: message });
        else state.setFormError(message);
      },
    );
  };

  const time = lockedUntil
    ? new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(lockedUntil))
    : null;
  return (
    <form
      ref={state.form}
      className="form"
      onSubmit={onSubmit}
      noValidate
      data-testid="payment-password-form"
    >
      <p className="form__notice" data-testid="payment-password-status">
        <StatusBadge tone={isSet ? 'success' : 'warning'}>
          {t(isSet ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}
        </StatusBadge>{' '}
        {time
          ? t('paymentPassword.locked', { time })
          : isSet && t('paymentPassword.attemptsLeft', { count: attemptsLeft })}
      </p>
      {isSet && (
        <PasswordField
          name="oldPaymentPassword"
          label={t('paymentPassword.old')}
          value={oldPassword}
          onChange={setOldPassword}
          error={state.errors.oldPassword}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
        />
      )}
      <PasswordField
        name="newPaymentPassword"
        label={t('paymentPassword.new')}
        value={newPassword}
        onChange={setNewPassword}
        error={state.errors.newPassword}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
      />
      <PasswordField
        name="confirmPaymentPassword"
        label={t('paymentPassword.confirm')}
        value={confirm}
        onChange={setConfirm}
        error={state.errors.confirm}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
      />
      {saved && (
        <p className="form__notice" role="status">
          {t('paymentPassword.saved')}
        </p>
      )}
      <FormFooter
        error={state.formError}
        busy={state.busy}
        label={t(isSet ? 'paymentPassword.change' : 'paymentPassword.set')}
      />
    </form>
  );
}
