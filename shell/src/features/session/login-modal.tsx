import {
  ApiError,
  COMMON_NAMESPACE,
  completeSignIn,
  refreshBalance,
  signInWith,
  signInWithToken,
  type LoginInput,
  type LoginVerificationChallenge,
  useTranslation,
} from '@site/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CheckboxField,
  focusFirstInvalid,
  FormFooter,
  Modal,
  PasswordField,
  Tabs,
  TextField,
  useFailureMessage,
} from '@site/shared/ui';
import { useNavigate } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { BannerCarousel } from '../../ui/banners/banner-carousel.component';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFlag } from './account-flags';
import { CaptchaField, useCaptcha } from './captcha-field';
import { FORCED_CHANGE_KEY, markSmsSession, mustChangePassword } from './login-outcome';
import { LoginVerificationStep, verificationChallenge } from './login-verification-step';
import { forgetLogin, readRememberedLogin, rememberLogin } from './remember-me';
import {
  changePasswordAtom,
  forgotPasswordOpenAtom,
  loginModalOpenAtom,
  registerModalOpenAtom,
} from './session-ui-state';
import { MobileField, SmsCodeField } from './sms-code-field';
import { sendLoginSms, startFreePlay } from './sign-in.resource';

type LoginTab = 'username' | 'mobile';
type LoginErrors = Partial<
  Record<'username' | 'password' | 'mobileNum' | 'code' | 'captcha', string>
>;

const asksForCaptcha = (error: ApiError) =>
  String(error.code).startsWith('CAPTCHA_') ||
  (error.details as { captcha?: unknown } | null)?.captcha === true;

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

  const [tab, setTab] = useState<LoginTab>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [dialCode, setDialCode] = useState('880');
  const [code, setCode] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** spec §4: a login from a new address continues with its verification step. */
  const [challenge, setChallenge] = useState<LoginVerificationChallenge | null>(null);
  const captcha = useCaptcha(() =>
    tab === 'username' ? { username: username.trim() } : { mobileNum: mobileNum.trim() },
  );
  const form = useRef<HTMLFormElement>(null);

  // spec §4 remember-me: the remembered username (or mobile number) is filled in on opening.
  useEffect(() => {
    if (!open) return;
    const remembered = readRememberedLogin();
    setRemember(remembered.remember);
    if (remembered.remember) {
      setUsername(remembered.username);
      if (remembered.mobile) {
        setMobileNum(remembered.mobile.mobileNum);
        setDialCode(remembered.mobile.countryDialingCode);
      }
    }
  }, [open]);

  const close = () => {
    setOpen(false);
    setErrors({});
    setFormError(null);
    setPassword('');
    setCode('');
    setChallenge(null);
  };

  const failureMessage = useFailureMessage();
  const translateError = (failure: unknown) =>
    failure instanceof ApiError && failure.code === 'ACCOUNT_DISABLED'
      ? t('login.accountDisabled')
      : failureMessage(failure);

  const validate = (): LoginErrors => {
    const next: LoginErrors = {};
    if (tab === 'username') {
      if (!username.trim()) next.username = t('login.missingCredentials');
      if (!password) next.password = t('login.missingCredentials');
    } else {
      if (!/^\+?[0-9][0-9 -]{5,14}$/.test(mobileNum.trim()))
        next.mobileNum = t('form.errors.mobile');
      if (!code.trim()) next.code = t('form.errors.code');
    }
    return next;
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
    setCaptchaShown(false);
    close();
    if (mustChangePassword(result, { sms, password, expiryForced })) {
      sessionStorage.setItem(FORCED_CHANGE_KEY, '1');
      setChangePassword({ open: true, forced: true });
    }
    await refreshBalance().catch(() => undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate();
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setFormError(null);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const input: LoginInput =
      tab === 'username'
        ? { type: 'username', username: username.trim(), password }
        : {
            type: 'sms',
            mobileNum: mobileNum.trim(),
            countryDialingCode: dialCode,
            verificationCode: code.trim(),
          };
    setBusy(true);
    setFormError(null);
    try {
      // A shown captcha is being solved in the background; the attempt waits for it.
      const solved = captchaShown ? await captcha.solved() : null;
      if (captchaShown && !solved) {
        setErrors({ captcha: t('form.errors.captchaInvalid') });
        return;
      }
      const withCaptcha = solved ? { captcha: solved.answer, captchaId: solved.captchaId } : {};
      const { result } = await signInWith({ ...input, ...withCaptcha }, permission.merchantCode);
      await finish(result, tab === 'mobile');
    } catch (failure) {
      const next = verificationChallenge(failure);
      if (next) {
        setCaptchaShown(false);
        setChallenge(next);
        return;
      }
      // spec §4/§8: a failure carrying the captcha flag shows the captcha; a shown captcha is
      // used up by any attempt, so a new one is loaded.
      if ((failure instanceof ApiError && asksForCaptcha(failure)) || captchaShown) {
        setCaptchaShown(true);
        captcha.reload();
      }
      if (failure instanceof ApiError && String(failure.code).startsWith('CAPTCHA_')) {
        setErrors({
          captcha: t(
            failure.code === 'CAPTCHA_REQUIRED'
              ? 'form.errors.captchaRequired'
              : 'form.errors.captchaInvalid',
          ),
        });
      } else {
        setFormError(translateError(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const onFreePlay = async () => {
    setBusy(true);
    setFormError(null);
    try {
      const { token } = await startFreePlay();
      await signInWithToken(token, permission.merchantCode);
      markSmsSession(false);
      close();
      navigate('/');
      await refreshBalance().catch(() => undefined);
    } catch (failure) {
      setFormError(translateError(failure));
    } finally {
      setBusy(false);
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
        <Tabs
          label={t('login.method')}
          tabs={[
            { id: 'username', label: t('login.byUsername') },
            { id: 'mobile', label: t('login.byMobile') },
          ]}
          active={tab}
          onChange={(next) => {
            setTab(next);
            setErrors({});
            setFormError(null);
          }}
        />
      )}
      <form
        ref={form}
        className="form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        hidden={challenge !== null}
      >
        {tab === 'username' ? (
          <>
            <TextField
              name="username"
              label={t('login.username')}
              value={username}
              onChange={setUsername}
              error={errors.username}
              autoComplete="username"
              maxLength={32}
              required
            />
            <PasswordField
              name="password"
              label={t('login.password')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
              maxLength={64}
              required
            />
          </>
        ) : (
          <>
            <MobileField
              dialCode={dialCode}
              onDialCodeChange={setDialCode}
              value={mobileNum}
              onChange={setMobileNum}
              error={errors.mobileNum}
            />
            <SmsCodeField
              value={code}
              onChange={setCode}
              error={errors.code}
              validate={() =>
                /^\+?[0-9][0-9 -]{5,14}$/.test(mobileNum.trim()) ? null : t('form.errors.mobile')
              }
              send={() =>
                sendLoginSms({
                  mobileNum: mobileNum.trim(),
                  countryDialingCode: dialCode,
                })
              }
            />
          </>
        )}
        {captchaShown && <CaptchaField state={captcha} error={errors.captcha} />}
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
          error={formError}
          busy={busy}
          label={t('actions.login', { ns: COMMON_NAMESPACE })}
          busyLabel={t('login.signingIn')}
        />
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
      </form>
    </Modal>
  );
}
