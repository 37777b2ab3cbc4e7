import {
  api,
  ApiError,
  COMMON_NAMESPACE,
  refreshBalance,
  signInWithToken,
  type RegisterRule,
} from '@site/shared';
import { useAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../brand/brand-state';
import { Modal } from '../../layout/modal';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFlag } from './account-flags';
import { useFieldMessage, type FieldErrors } from './field-message';
import { focusFirstInvalid, FormTabs, TextField } from './form-field';
import { markSmsSession } from './login-outcome';
import { checkRule, hintFor, ruleFor, serverFieldError } from './register-rules';
import { forgotPasswordOpenAtom } from './session-ui-state';
import { MobileField, SmsCodeField } from './sms-code-field';

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
  password: {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 6,
    maxLength: 20,
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
  const permission = usePermission();
  const navigate = useNavigate();
  const phoneEnabled = useFlag('CHNGPASSVERIF3');
  const [open, setOpen] = useAtom(forgotPasswordOpenAtom);
  const [method, setMethod] = useState<Method>('email');
  const [values, setValues] = useState<Record<string, string>>({});
  const [dialCode, setDialCode] = useState('880');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Existing accounts may predate the brand's registration rule (demo_member has an
  // underscore), so the username is only checked for presence and length.
  const rule = (field: string) =>
    (field !== 'username' ? ruleFor(permission.registerRules, field) : null) ??
    DEFAULT_RULES[field]!;
  const passwordRule = rule('password');
  const value = (field: string) => values[field] ?? '';
  const set = (field: string) => (next: string) =>
    setValues((current) => ({ ...current, [field]: next }));

  const close = () => {
    setOpen(false);
    setSent(false);
    setValues({});
    setErrors({});
    setFormError(null);
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
      check('newPassword', 'password');
      if (value('confirmNewPassword') !== value('newPassword'))
        next.confirmNewPassword = { key: 'form.errors.mismatch' };
    }
    return next;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate();
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      if (method === 'email') {
        await api.member.forgotByEmail({
          username: value('username').trim(),
          email: value('email').trim(),
        });
        setSent(true);
      } else {
        const { token } = await api.member.resetByPhone({
          mobileNum: value('mobileNum').trim(),
          verificationCode: value('verificationCode').trim(),
          newPassword: value('newPassword'),
        });
        await signInWithToken(token, permission.merchantCode);
        markSmsSession(false);
        close();
        navigate('/');
        await refreshBalance().catch(() => undefined);
      }
    } catch (failure) {
      const fieldError =
        failure instanceof ApiError
          ? serverFieldError(failure, [{ ...passwordRule, field: 'newPassword' }])
          : null;
      if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
      else
        setFormError(
          t(failure instanceof ApiError ? failure.messageKey : 'errors.UNKNOWN', {
            ns: COMMON_NAMESPACE,
          }),
        );
    } finally {
      setBusy(false);
    }
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
            <FormTabs
              label={t('forgot.method')}
              tabs={[
                { id: 'email', label: t('forgot.byEmail') },
                { id: 'phone', label: t('forgot.byPhone') },
              ]}
              active={method}
              onChange={(next) => {
                setMethod(next);
                setErrors({});
                setFormError(null);
              }}
            />
          )}
          <form ref={form} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
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
                    api.verification.smsNoLogin({
                      mobileNum: value('mobileNum').trim(),
                      countryDialingCode: dialCode,
                    })
                  }
                />
                <TextField
                  name="newPassword"
                  type="password"
                  label={t('changePassword.new')}
                  value={value('newPassword')}
                  onChange={set('newPassword')}
                  error={message(errors.newPassword)}
                  hint={message(hintFor(passwordRule))}
                  autoComplete="new-password"
                  maxLength={passwordRule.maxLength}
                  required
                />
                <TextField
                  name="confirmNewPassword"
                  type="password"
                  label={t('changePassword.confirm')}
                  value={value('confirmNewPassword')}
                  onChange={set('confirmNewPassword')}
                  error={message(errors.confirmNewPassword)}
                  autoComplete="new-password"
                  maxLength={passwordRule.maxLength}
                  required
                />
              </>
            )}
            {formError && (
              <p className="form__error" role="alert">
                {formError}
              </p>
            )}
            <button
              type="submit"
              className="site-button site-button--primary site-button--block"
              disabled={busy}
            >
              {busy ? t('form.working') : t('actions.submit', { ns: COMMON_NAMESPACE })}
            </button>
          </form>
        </>
      )}
    </Modal>
  );
}
