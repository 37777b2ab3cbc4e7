import {
  ApiError,
  COMMON_NAMESPACE,
  completeSignIn,
  refreshBalance,
  signInWith,
  signInWithToken,
  type LoginVerificationChallenge,
  useTranslation,
} from '@site/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { CheckboxField, FormFooter, Modal, useFailureMessage } from '@site/shared/ui';
import { useNavigate } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { BannerCarousel } from '../../ui/banners/banner-carousel.component';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFlag } from './account-flags';
import { CaptchaField } from './captcha-field';
import { CredentialFields, CredentialTabs, useCredentials } from './credential-fields';
import { useCredentialSubmit } from './credential-submit';
import { refusalOf } from './refusal';
import { closedAccountAction, ExcludedWithdrawal, ReturnRequest } from './closed-account-actions';
import { FORCED_CHANGE_KEY, markSmsSession, mustChangePassword } from './login-outcome';
import { LoginVerificationStep } from './login-verification-step';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-me';
import {
  changePasswordAtom,
  forgotPasswordOpenAtom,
  loginModalOpenAtom,
  registerModalOpenAtom,
} from './session-ui-state';
import { startFreePlay } from './sign-in.resource';
import { SocialLoginButtons } from './social-login-buttons';

/**
 * The login popup (spec §2 login strip, §4 login flow); any app opens it with open-login
 * (on-demand-session-modals.tsx listens).
 */
export function LoginModal() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const permission = usePermission();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(loginModalOpenAtom);
  const openRegister = useSetAtom(registerModalOpenAtom);
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const setChangePassword = useSetAtom(changePasswordAtom);
  const smsLoginEnabled = useFlag('VERIFICATION_CODE_LOGIN');
  const registerEnabled = useFlag('DIRECT_REGISTER');
  const freePlayEnabled = useFlag('FREE_PLAY');
  const expiryForced = useFlag('PASSWORD_EXPIRY_FORCE');

  const credentials = useCredentials();
  const { tab, username, password, mobileNum, dialCode } = credentials;
  const [remember, setRemember] = useState(false);
  /** spec §4: a login from a new address continues with its verification step. */
  const [challenge, setChallenge] = useState<LoginVerificationChallenge | null>(null);

  // spec §4 remember-me: the remembered username (or mobile number) is filled in on opening.
  useEffect(() => {
    if (!open) return;
    const remembered = readRememberedLogin();
    setRemember(remembered.remember);
    if (remembered.remember) {
      credentials.setUsername(remembered.username);
      if (remembered.mobile) {
        credentials.setMobileNum(remembered.mobile.mobileNum);
        credentials.setDialCode(remembered.mobile.countryDialingCode);
      }
    }
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setOpen(false);
    submit.clearErrors();
    credentials.setPassword('');
    credentials.setCode('');
    setChallenge(null);
  };

  const failureMessage = useFailureMessage();
  // An account an exclusion closed: the form offers what it may still do beside the refusal.
  const [closedAction, setClosedAction] = useState<ReturnType<typeof closedAccountAction>>(null);
  const translateError = (failure: unknown) => {
    setClosedAction(closedAccountAction(failure));
    const refusal = refusalOf(failure);
    if (refusal) return t(refusal.key, refusal.values);
    return failure instanceof ApiError && failure.code === 'ACCOUNT_DISABLED'
      ? t('login.accountDisabled')
      : failureMessage(failure);
  };

  const finish = async (result: Parameters<typeof mustChangePassword>[0], sms: boolean) => {
    if (remember) {
      rememberLogin({
        username: sms ? '' : username.trim(),
        mobile: sms ? { mobileNum: mobileNum.trim(), countryDialingCode: dialCode } : null,
      });
    } else {
      forgetLogin();
    }
    markSmsSession(sms);
    close();
    if (mustChangePassword(result, { sms, password, expiryForced })) {
      sessionStorage.setItem(FORCED_CHANGE_KEY, '1');
      setChangePassword({ open: true, forced: true });
    }
    await refreshBalance().catch(() => undefined);
  };

  const submit = useCredentialSubmit({
    credentials,
    send: async (input) => {
      const { result } = await signInWith(input, permission.merchantCode);
      await finish(result, input.type === 'sms');
    },
    onChallenge: setChallenge,
    messageOf: translateError,
  });
  const { busy } = submit;

  const onFreePlay = async () => {
    submit.setBusy(true);
    submit.setFormError(null);
    try {
      const { token } = await startFreePlay();
      await signInWithToken(token, permission.merchantCode);
      markSmsSession(false);
      close();
      navigate('/');
      await refreshBalance().catch(() => undefined);
    } catch (failure) {
      submit.setFormError(translateError(failure));
    } finally {
      submit.setBusy(false);
    }
  };

  const switchTo = (next: 'register' | 'forgot') => {
    close();
    (next === 'register' ? openRegister : openForgot)(true);
  };

  return (
    <Modal open={open} title={t('login.title')} onClose={close} testId="login-modal">
      <BannerCarousel group="w_login" shape="compact" />
      {challenge && (
        <LoginVerificationStep
          challenge={challenge}
          onVerified={async (result) => {
            await completeSignIn(result, permission.merchantCode);
            await finish(result, tab === 'mobile');
          }}
          onRestart={() => setChallenge(null)}
        />
      )}
      {smsLoginEnabled && !challenge && (
        <CredentialTabs credentials={credentials} onSwitch={submit.clearErrors} />
      )}
      <form
        ref={submit.form}
        className="form"
        onSubmit={(event) => void submit.onSubmit(event)}
        noValidate
        hidden={challenge !== null}
      >
        <CredentialFields
          credentials={credentials}
          errors={submit.errors}
          onAccountChange={submit.forgetCaptcha}
        />
        {submit.captchaShown && (
          <CaptchaField state={submit.captcha} error={submit.errors.captcha} />
        )}
        <div className="form__row form__row--between">
          <CheckboxField
            name="remember"
            label={t('login.remember')}
            checked={remember}
            onChange={setRemember}
          />
          <button type="button" className="link-button" onClick={() => switchTo('forgot')}>
            {t('login.forgot')}
          </button>
        </div>
        <FormFooter
          error={submit.formError}
          busy={busy}
          label={t('actions.login', { ns: COMMON_NAMESPACE })}
          busyLabel={t('login.signingIn')}
        />
        {closedAction === 'return' && submit.formError && (
          <ReturnRequest username={username} password={password} />
        )}
        {closedAction === 'withdraw' && submit.formError && (
          <ExcludedWithdrawal username={username} password={password} />
        )}
        {(registerEnabled || freePlayEnabled) && (
          <div className="form__row">
            {registerEnabled && (
              <button
                type="button"
                className="site-button site-button--block"
                onClick={() => switchTo('register')}
              >
                {t('register.open')}
              </button>
            )}
            {freePlayEnabled && (
              <button
                type="button"
                className="site-button site-button--block"
                disabled={busy}
                onClick={() => void onFreePlay()}
              >
                {t('login.freePlay')}
              </button>
            )}
          </div>
        )}
        <SocialLoginButtons mode="login" />
      </form>
    </Modal>
  );
}
