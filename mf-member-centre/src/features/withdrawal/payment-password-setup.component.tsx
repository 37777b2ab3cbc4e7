import { useTranslation } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordChangeForm } from '../../ui/password-change-form';
import { NAMESPACE } from './i18n/withdrawal-translations';
import { setPaymentPassword } from './set-payment-password.resource';
import { useWithdrawalError } from './withdrawal-error';
import { getWithdrawalOverview } from './withdrawal-overview.resource';

/** No payment password yet: the member sets one (six digits, twice) before withdrawing. */
export function PaymentPasswordSetup() {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useWithdrawalError();
  const queryClient = useQueryClient();

  return (
    <PasswordChangeForm
      testId="payment-password-setup"
      names={{
        oldPassword: 'oldPaymentPassword',
        newPassword: 'newPaymentPassword',
        confirm: 'repeatPaymentPassword',
      }}
      texts={{
        newPassword: t('password.new'),
        confirm: t('password.repeat'),
        submit: t('password.save'),
        mismatch: t('password.mismatch'),
      }}
      asksOld={false}
      input={{ maxLength: 6, numeric: true, currentAutoComplete: 'off' }}
      check={(password) => (/^\d{6}$/.test(password) ? undefined : t('errors.field.newPassword'))}
      save={async ({ newPassword }) => {
        await setPaymentPassword({ newPassword });
        // the overview then says a password is set, and the page shows the withdraw form
        await queryClient.invalidateQueries({ queryKey: getWithdrawalOverview.endpointKey });
      }}
      explain={(failure) => ({ field: null, message: errorText(failure) })}
    >
      <p className="form__notice">{t('password.setFirst')}</p>
    </PasswordChangeForm>
  );
}
