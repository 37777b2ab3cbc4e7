import { isMember, SESSION_KEYS, signInWithToken, useBusState, useTranslation } from '@site/shared';
import { PasswordChangeForm } from '../../ui/password-change-form';
import { changePassword } from './change-password.resource';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { useSecurityError } from './use-security-error';

/**
 * Change password (spec §3, §5) through the API: every other session ends and this one
 * continues with the new token. After an SMS login the old password is not asked.
 */
export function PasswordSection() {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const session = useBusState('session');
  const explain = useSecurityError();
  const asksOld = sessionStorage.getItem(SESSION_KEYS.cpw) !== 'sms';

  return (
    <PasswordChangeForm
      testId="password-form"
      names={{
        oldPassword: 'oldPassword',
        newPassword: 'newPassword',
        confirm: 'confirmNewPassword',
      }}
      texts={{
        oldPassword: t('password.old'),
        newPassword: t('password.new'),
        confirm: t('password.confirm'),
        submit: t('password.save'),
        saved: t('password.saved'),
        mismatch: t('mismatch'),
      }}
      asksOld={asksOld}
      input={{ maxLength: 64, currentAutoComplete: 'current-password' }}
      check={(password) => (password ? undefined : t('required'))}
      save={async ({ oldPassword, newPassword, confirm }) => {
        const { token } = await changePassword({
          ...(asksOld ? { oldPassword } : {}),
          newPassword,
          confirmNewPassword: confirm,
        });
        if (isMember(session)) await signInWithToken(token, session.merchantCode);
      }}
      explain={explain}
      fieldOf={{
        oldPassword: 'oldPassword',
        newPassword: 'newPassword',
        confirmNewPassword: 'confirm',
      }}
    />
  );
}
