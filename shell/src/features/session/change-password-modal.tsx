import {
  api,
  ApiError,
  COMMON_NAMESPACE,
  signInWithToken,
  useBusState,
  type RegisterRule,
} from '@site/shared';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../brand/brand-state';
import { Modal } from '../../layout/modal';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFieldMessage, type FieldErrors } from './field-message';
import { focusFirstInvalid, TextField } from './form-field';
import { FORCED_CHANGE_KEY, isSmsSession } from './login-outcome';
import { checkRule, hintFor, ruleFor, serverFieldError } from './register-rules';
import { changePasswordAtom } from './session-ui-state';

/** Used when the brand sends no password rule. */
const FALLBACK_PASSWORD_RULE: RegisterRule = {
  field: 'password',
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 6,
  maxLength: 20,
};

/**
 * spec §2 changePassModal / §4 change password: the old password is asked unless the session
 * came from an SMS login; new and confirmation follow the brand's password rule. A forced
 * change cannot be dismissed.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const permission = usePermission();
  const session = useBusState('session');
  const navigate = useNavigate();
  const [state, setState] = useAtom(changePasswordAtom);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const rule = ruleFor(permission.registerRules, 'password') ?? FALLBACK_PASSWORD_RULE;
  const askOld = !isSmsSession();

  // A reload in the middle of a forced change opens it again.
  useEffect(() => {
    if (session.status === 'member' && sessionStorage.getItem(FORCED_CHANGE_KEY) === '1')
      setState({ open: true, forced: true });
    if (session.status === 'guest' && state.open) setState({ open: false, forced: false });
  }, [session.status, setState, state.open]);

  const reset = () => {
    setOldPassword('');
    setNewPassword('');
    setConfirm('');
    setErrors({});
    setFormError(null);
  };
  const close = () => {
    if (state.forced) return;
    setState({ open: false, forced: false });
    reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (askOld && !oldPassword) next.oldPassword = { key: 'form.errors.required' };
    const newError = checkRule(rule, newPassword, true);
    if (newError) next.newPassword = newError;
    if (!confirm) next.confirmNewPassword = { key: 'form.errors.required' };
    else if (confirm !== newPassword) next.confirmNewPassword = { key: 'form.errors.mismatch' };
    setErrors(next);
    if (Object.keys(next).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const { token } = await api.member.changePassword({
        ...(askOld ? { oldPassword } : {}),
        newPassword,
        confirmNewPassword: confirm,
      });
      // The change ends every session; the answer carries the new one.
      await signInWithToken(token, permission.merchantCode);
      sessionStorage.removeItem(FORCED_CHANGE_KEY);
      setState({ open: false, forced: false });
      reset();
      navigate('/');
    } catch (failure) {
      const fieldError =
        failure instanceof ApiError
          ? serverFieldError(failure, [{ ...rule, field: 'newPassword' }])
          : null;
      if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
      else if (failure instanceof ApiError && failure.code === 'LOGIN_FAILED')
        setErrors({ oldPassword: { key: 'changePassword.wrongOld' } });
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
    <Modal
      open={state.open}
      title={t('changePassword.title')}
      onClose={close}
      dismissible={!state.forced}
      testId="change-password-modal"
    >
      {state.forced && <p className="form__notice">{t('changePassword.forced')}</p>}
      <form ref={form} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {askOld && (
          <TextField
            name="oldPassword"
            type="password"
            label={t('changePassword.old')}
            value={oldPassword}
            onChange={setOldPassword}
            error={message(errors.oldPassword)}
            autoComplete="current-password"
            maxLength={64}
            required
          />
        )}
        <TextField
          name="newPassword"
          type="password"
          label={t('changePassword.new')}
          value={newPassword}
          onChange={setNewPassword}
          error={message(errors.newPassword)}
          hint={message(hintFor(rule))}
          autoComplete="new-password"
          maxLength={rule.maxLength}
          required
        />
        <TextField
          name="confirmNewPassword"
          type="password"
          label={t('changePassword.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={message(errors.confirmNewPassword)}
          autoComplete="new-password"
          maxLength={rule.maxLength}
          required
        />
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
          {busy ? t('form.working') : t('changePassword.submit')}
        </button>
      </form>
    </Modal>
  );
}
