import { isMember, SESSION_KEYS, signInWithToken, useBusState, useTranslation } from '@site/shared';
import { FormFooter, PasswordField, useFormState } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { changePassword } from './change-password.resource';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { useShowFailure } from './use-security-error';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>;

/**
 * Change password (spec §3, §5) through the API: every other session ends and this one
 * continues with the new token. After an SMS login the old password is not asked.
 */
export function PasswordSection() {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const session = useBusState('session');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [saved, setSaved] = useState(false);
  const state = useFormState<Errors>();
  const showFailure = useShowFailure(state);
  const asksOld = sessionStorage.getItem(SESSION_KEYS.cpw) !== 'sms';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const invalid: Errors = {};
    if (asksOld && !oldPassword) invalid.oldPassword = t('required');
    if (!newPassword) invalid.newPassword = t('required');
    if (confirmNewPassword !== newPassword) invalid.confirmNewPassword = t('mismatch');
    if (state.rejectInvalid(invalid)) return;
    void state.submit(async () => {
      const { token } = await changePassword({
        ...(asksOld ? { oldPassword } : {}),
        newPassword,
        confirmNewPassword,
      });
      if (isMember(session)) await signInWithToken(token, session.merchantCode);
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      setSaved(true);
    }, showFailure);
  };

  return (
    <form
      ref={state.form}
      className="form"
      onSubmit={onSubmit}
      noValidate
      data-testid="password-form"
    >
      {asksOld && (
        <PasswordField
          name="oldPassword"
          label={t('password.old')}
          value={oldPassword}
          onChange={setOldPassword}
          error={state.errors.oldPassword}
          autoComplete="current-password"
          maxLength={64}
          required
        />
      )}
      <PasswordField
        name="newPassword"
        label={t('password.new')}
        value={newPassword}
        onChange={setNewPassword}
        error={state.errors.newPassword}
        autoComplete="new-password"
        maxLength={64}
        required
      />
      <PasswordField
        name="confirmNewPassword"
        label={t('password.confirm')}
        value={confirmNewPassword}
        onChange={setConfirm}
        error={state.errors.confirmNewPassword}
        autoComplete="new-password"
        maxLength={64}
        required
      />
      {saved && (
        <p className="form__notice" role="status">
          {t('password.saved')}
        </p>
      )}
      <FormFooter error={state.formError} busy={state.busy} label={t('password.save')} />
    </form>
  );
}
