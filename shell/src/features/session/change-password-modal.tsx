import { ApiError, COMMON_NAMESPACE, signInWithToken, useTranslation } from '@site/shared';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormFooter, Modal, PasswordField, useFailureMessage, useFormState } from '@site/shared/ui';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useFieldMessage, type FieldErrors } from './field-message';
import { useNavigate } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { FORCED_CHANGE_KEY, isSmsSession } from './login-outcome';
import { newPasswordServerError, passwordRuleOf } from './register-rules';
import { changePasswordAtom } from './session-ui-state';
import { changePassword } from './password.resource';

/**
 * spec §2 changePassModal / §4 change password: the old password is asked unless the session
 * came from an SMS login; new and confirmation follow the brand's password rule. A forced
 * change cannot be dismissed.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const failureMessage = useFailureMessage();
  const permission = usePermission();
  const navigate = useNavigate();
  const [state, setState] = useAtom(changePasswordAtom);
  const [oldPassword, setOldPassword] = useState('');
  const formState = useFormState<FieldErrors>();
  const { errors, formError, busy } = formState;
  const passwords = useNewPassword(passwordRuleOf(permission.registerRules));
  const askOld = !isSmsSession();

  const reset = () => {
    setOldPassword('');
    passwords.clear();
    formState.clearErrors();
  };
  const close = () => {
    if (state.forced) return;
    setState({ open: false, forced: false });
    reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = passwords.check();
    if (askOld && !oldPassword) next.oldPassword = { key: 'form.errors.required' };
    if (formState.rejectInvalid(next)) return;
    await formState.submit(
      async () => {
        const { token } = await changePassword({
          ...(askOld ? { oldPassword } : {}),
          newPassword: passwords.newPassword,
          confirmNewPassword: passwords.confirmation,
        });
        // The change ends every session; the answer carries the new one.
        await signInWithToken(token, permission.merchantCode);
        sessionStorage.removeItem(FORCED_CHANGE_KEY);
        setState({ open: false, forced: false });
        reset();
        navigate('/');
      },
      (failure) => {
        const fieldError = newPasswordServerError(failure, passwords.fields.rule);
        if (fieldError) formState.setErrors({ [fieldError.field]: fieldError.message });
        else if (failure instanceof ApiError && failure.code === 'LOGIN_FAILED')
          formState.setErrors({ oldPassword: { key: 'changePassword.wrongOld' } });
        else formState.setFormError(failureMessage(failure));
      },
    );
  };

  return (
    <Modal
      open={state.open}
      title={t('changePassword.title')}
      onClose={close}
      dismissible={!state.forced}
      testId="change-password-modal"
    >
      {state.forced && <p className="form__notice">{t('changePassword.forced')}</p>}
      <form
        ref={formState.form}
        className="form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        {askOld && (
          <PasswordField
            name="oldPassword"
            label={t('changePassword.old')}
            value={oldPassword}
            onChange={setOldPassword}
            error={message(errors.oldPassword)}
            autoComplete="current-password"
            maxLength={64}
            required
          />
        )}
        <NewPasswordFields {...passwords.fields} errors={errors} />
        <FormFooter error={formError} busy={busy} label={t('changePassword.submit')} />
      </form>
    </Modal>
  );
}
