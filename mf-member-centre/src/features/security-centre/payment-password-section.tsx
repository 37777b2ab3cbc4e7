import { ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { StatusBadge, formatDateTime } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PasswordChangeForm } from '../../ui/password-change-form';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { getPaymentPasswordStatus } from './payment-password-status.resource';
import { setPaymentPassword } from './set-payment-password.resource';
import { useSecurityError } from './use-security-error';

/** Set, then change, the 6-digit payment password; shows the lock and the attempts left. */
export function PaymentPasswordSection() {
  const { t, i18n } = useTranslation(SECURITY_NAMESPACE);
  const explain = useSecurityError();
  const queryClient = useQueryClient();
  const status = useQuery(getPaymentPasswordStatus.query());

  if (status.status === 'pending')
    return <SkeletonBlocks count={2} height={40} label={t('loading')} />;
  if (status.status === 'error')
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  const { isSet, lockedUntil, attemptsLeft } = status.data;

  const time = lockedUntil ? formatDateTime(lockedUntil, i18n.language) : null;
  return (
    <PasswordChangeForm
      testId="payment-password-form"
      names={{
        oldPassword: 'oldPaymentPassword',
        newPassword: 'newPaymentPassword',
        confirm: 'confirmPaymentPassword',
      }}
      texts={{
        oldPassword: t('paymentPassword.old'),
        newPassword: t('paymentPassword.new'),
        confirm: t('paymentPassword.confirm'),
        submit: t(isSet ? 'paymentPassword.change' : 'paymentPassword.set'),
        saved: t('paymentPassword.saved'),
        mismatch: t('mismatch'),
      }}
      asksOld={isSet}
      input={{ maxLength: 6, numeric: true, currentAutoComplete: 'off' }}
      check={(password) => (/^\d{6}$/.test(password) ? undefined : t('sixDigits'))}
      save={async ({ oldPassword, newPassword }) => {
        const next = await setPaymentPassword({ ...(isSet ? { oldPassword } : {}), newPassword });
        queryClient.setQueryData(getPaymentPasswordStatus.query().queryKey, next);
      }}
      explain={(failure) => {
        // A wrong or locked answer changes the count shown above.
        void status.refetch();
        return explain(failure);
      }}
      fieldOf={{
        paymentPassword: 'oldPassword',
        oldPassword: 'oldPassword',
        newPassword: 'newPassword',
      }}
    >
      <p className="form__notice" data-testid="payment-password-status">
        {/* a short badge, the sentence beside it: a whole sentence in a one-line pill ran off a phone */}
        <StatusBadge tone={isSet ? 'success' : 'warning'}>
          {t(isSet ? 'paymentPassword.setBadge' : 'paymentPassword.notSetBadge')}
        </StatusBadge>{' '}
        {t(isSet ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}{' '}
        {time
          ? t('paymentPassword.locked', { time })
          : isSet && t('paymentPassword.attemptsLeft', { count: attemptsLeft })}
      </p>
    </PasswordChangeForm>
  );
}
