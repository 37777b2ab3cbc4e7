import {
  ApiError,
  COMMON_NAMESPACE,
  refreshBalance,
  signInWithToken,
  useTranslation,
} from '@site/shared';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormFooter, useFailureMessage, useFormState } from '@site/shared/ui';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { type FieldErrors } from './field-message';
import { useNavigate } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { markSmsSession } from './login-outcome';
import { newPasswordServerError, passwordRuleOf } from './register-rules';
import { forgotPasswordOpenAtom } from './session-ui-state';
import { resetPasswordByToken } from './password.resource';

/** The token of the mailed link has this shape (base64url, see the API's reset tokens). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,128}$/;

/**
 * The page of the e-mailed reset link (spec §4 forgot by e-mail): a new password for the
 * link's account; success logs the member in and goes home. A missing, used or expired link
 * says so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const failureMessage = useFailureMessage();
  const permission = usePermission();
  const navigate = useNavigate();
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const passwords = useNewPassword(passwordRuleOf(permission.registerRules));
  const [linkInvalid, setLinkInvalid] = useState(!token || !TOKEN_SHAPE.test(token));
  const formState = useFormState<FieldErrors>();
  const { errors, formError, busy } = formState;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || formState.rejectInvalid(passwords.check())) return;
    await formState.submit(
      async () => {
        const result = await resetPasswordByToken({
          token,
          newPassword: passwords.newPassword,
          confirmNewPassword: passwords.confirmation,
        });
        await signInWithToken(result.token, permission.merchantCode);
        markSmsSession(false);
        navigate('/', { replace: true });
        await refreshBalance().catch(() => undefined);
      },
      (failure) => {
        const fieldError = newPasswordServerError(failure, passwords.fields.rule);
        if (fieldError) formState.setErrors({ [fieldError.field]: fieldError.message });
        else if (failure instanceof ApiError && failure.code === 'TOKEN_INVALID')
          setLinkInvalid(true);
        else formState.setFormError(failureMessage(failure));
      },
    );
  };

  if (linkInvalid) {
    return (
      <div className="form" data-testid="reset-link-invalid">
        <p className="form__error" role="alert">
          {t('resetPassword.invalidLink')}
        </p>
        <button
          type="button"
          className="site-button site-button--primary site-button--block"
          onClick={() => openForgot(true)}
        >
          {t('resetPassword.newLink')}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formState.form}
      className="form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <p className="form__notice">{t('resetPassword.intro')}</p>
      <NewPasswordFields {...passwords.fields} errors={errors} />
      <FormFooter error={formError} busy={busy} label={t('resetPassword.submit')} />
    </form>
  );
}
