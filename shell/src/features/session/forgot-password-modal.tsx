import {
  COMMON_NAMESPACE,
  refreshBalance,
  type RegisterRule,
  signInWithToken,
  useTranslation,
} from '@site/shared';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import {
  FormFooter,
  Modal,
  Tabs,
  TextField,
  useFailureMessage,
  useFormState,
} from '@site/shared/ui';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useFieldMessage, type FieldErrors } from './field-message';
import { useNavigate } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFlag } from './account-flags';
import { markSmsSession } from './login-outcome';
import { checkRule, newPasswordServerError, passwordRuleOf, ruleFor } from './register-rules';
import { forgotPasswordOpenAtom } from './session-ui-state';
import { MobileField, SmsCodeField } from './sms-code-field';
import { forgotPasswordByEmail, resetPasswordByPhone } from './password.resource';
import { sendLoginSms } from './sign-in.resource';

type Method = 'email' | 'phone';

const DEFAULT_RULES: Record<string, RegisterRule> = {
  username: {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 1,
    maxLength: 32,
  },
  email: {
    field: 'email',
    enabled: true,
    required: true,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 2,
    minLength: 3,
    maxLength: 100,
  },
};

const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{5,14}$/;

/**
 * spec §2 forgetPassModal, §4 forgot password: by e-mail (username + e-mail → a reset link is
 * mailed) or, when CHNGPASSVERIF3 is on, by phone (SMS code + new password → logged in).
 */
export function ForgotPasswordModal() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const failureMessage = useFailureMessage();
  const permission = usePermission();
  const navigate = useNavigate();
  const phoneEnabled = useFlag('CHNGPASSVERIF3');
  const [open, setOpen] = useAtom(forgotPasswordOpenAtom);
  const [method, setMethod] = useState<Method>('email');
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialCode, setDialCode] = useState('880');
  const formState = useFormState<FieldErrors>();
  const { errors, formError, busy } = formState;
  const [sent, setSent] = useState(false);
  // Existing accounts may predate the brand's registration rule (demo_member has an
  // underscore), so the username is only checked for presence and length.
  const rule = (field: string) =>
    (field !== 'username' ? ruleFor(permission.registerRules, field) : null) ??
    DEFAULT_RULES[field]!;
  const passwords = useNewPassword(passwordRuleOf(permission.registerRules));
  const value = (field: string) => values[field] ?? '';
  const set = (field: string) => (next: string) =>
    setValues((current) => ({ ...current, [field]: next }));

  const close = () => {
    setOpen(false);
    setSent(false);
    setValues({});
    passwords.clear();
    formState.clearErrors();
  };

  const validate = (): FieldErrors => {
    const next: FieldErrors = {};
    const check = (field: string, ruleField = field) => {
      const error = checkRule({ ...rule(ruleField), field }, value(field), true);
      if (error) next[field] = error;
    };
    if (method === 'email') {
      check('username');
      check('email');
    } else {
      if (!MOBILE_PATTERN.test(value('mobileNum').trim()))
        next.mobileNum = { key: 'form.errors.mobile' };
      if (!value('verificationCode').trim()) next.verificationCode = { key: 'form.errors.code' };
      Object.assign(next, passwords.check());
    }
    return next;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formState.rejectInvalid(validate())) return;
    await formState.submit(
      async () => {
        if (method === 'email') {
          await forgotPasswordByEmail({
            username: value('username').trim(),
            email: value('email').trim(),
          });
          setSent(true);
          return;
        }
        const { token } = await resetPasswordByPhone({
          mobileNum: value('mobileNum').trim(),
          verificationCode: value('verificationCode').trim(),
          newPassword: passwords.newPassword,
        });
        await signInWithToken(token, permission.merchantCode);
        markSmsSession(false);
        close();
        navigate('/');
        await refreshBalance().catch(() => undefined);
      },
      (failure) => {
        const fieldError = newPasswordServerError(failure, passwords.fields.rule);
        if (fieldError) formState.setErrors({ [fieldError.field]: fieldError.message });
        else formState.setFormError(failureMessage(failure));
      },
    );
  };

  return (
    <Modal open={open} title={t('forgot.title')} onClose={close} testId="forgot-password-modal">
      {sent ? (
        <div className="form">
          <p role="status">{t('in_been_out')}</p>
          <button
            type="button"
            className="site-button site-button--primary site-button--block"
            onClick={close}
          >
            {t('in_increase_submit', { ns: COMMON_NAMESPACE })}
          </button>
        </div>
      ) : (
        <>
          {phoneEnabled && (
            <Tabs
              label={t('forgot.method')}
              tabs={[
                { id: 'email', label: t('forgot.byEmail') },
                { id: 'phone', label: t('forgot.byPhone') },
              ]}
              active={method}
              onChange={(next) => {
                setMethod(next);
                formState.clearErrors();
              }}
            />
          )}
          <form
            ref={formState.form}
            className="form"
            onSubmit={(event) => void onSubmit(event)}
            noValidate
          >
            {method === 'email' ? (
              <>
                <TextField
                  name="username"
                  label={t('login.username')}
                  value={value('username')}
                  onChange={set('username')}
                  error={message(errors.username)}
                  autoComplete="username"
                  required
                />
                <TextField
                  name="email"
                  type="email"
                  label={t('form.email')}
                  value={value('email')}
                  onChange={set('email')}
                  error={message(errors.email)}
                  autoComplete="email"
                  inputMode="email"
                  required
                />
              </>
            ) : (
              <>
                <MobileField
                  dialCode={dialCode}
                  onDialCodeChange={setDialCode}
                  value={value('mobileNum')}
                  onChange={set('mobileNum')}
                  error={message(errors.mobileNum)}
                />
                <SmsCodeField
                  value={value('verificationCode')}
                  onChange={set('verificationCode')}
                  error={message(errors.verificationCode)}
                  validate={() =>
                    MOBILE_PATTERN.test(value('mobileNum').trim()) ? null : t('form.errors.mobile')
                  }
                  send={() =>
                    sendLoginSms({
                      mobileNum: value('mobileNum').trim(),
                      countryDialingCode: dialCode,
                    })
                  }
                />
                <NewPasswordFields {...passwords.fields} errors={errors} />
              </>
            )}
            <FormFooter
              error={formError}
              busy={busy}
              label={t('actions.submit', { ns: COMMON_NAMESPACE })}
            />
          </form>
        </>
      )}
    </Modal>
  );
}
