import {
  ApiError,
  COMMON_NAMESPACE,
  refreshBalance,
  type RegisterInput,
  type RegisterRule,
  type RegisterSettings,
  completeSignIn,
  signInWithToken,
  useTranslation,
} from '@site/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  CheckboxField,
  FormFooter,
  Modal,
  PasswordField,
  Tabs,
  TextField,
  useFailureMessage,
} from '@site/shared/ui';
import { useFieldMessage, type FieldErrors } from './field-message';
import { useFormErrors } from './form-errors';
import { useLocation, useNavigate } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { BannerCarousel } from '../../ui/banners/banner-carousel.component';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { CaptchaField, useCaptcha } from './captcha-field';
import { refusalOf } from './refusal';
import { markSmsSession } from './login-outcome';
import { checkRule, hintFor, ruleFor, serverFieldError, type FieldMessage } from './register-rules';
import { limitsOfferOpenAtom, registerModalOpenAtom, socialRegisterAtom } from './session-ui-state';
import { SocialLoginButtons } from './social-login-buttons';
import { linkSocialIdentity, linkSocialIdentityToRegistration } from './social-login.resource';
import { MobileField, SmsCodeField } from './sms-code-field';
import {
  checkAffiliateCode,
  getRegisterSettings,
  registerByMobile,
  registerByUsername,
  sendRegisterSms,
} from './register.resource';

export type RegisterTab = 'username' | 'mobile';

/** Rule-driven fields in form order; mobileNum, affiliateCode and captcha have their own controls. */
const PLAIN_FIELDS = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
] as const;

const SECRET_FIELDS = new Set(['password', 'paymentPassword']);

/** spec §5: which fields are required on a tab beyond the rule's own `required`. */
export function isRequired(rule: RegisterRule, tab: RegisterTab): boolean {
  if (rule.required) return true;
  if (tab === 'username') return rule.field === 'username' || rule.field === 'password';
  return rule.field === 'mobileNum' || rule.field === 'password';
}

/**
 * The codes of the link the visitor came from (spec §4 register): an agent's affiliate code
 * (`affiliateCode`, the affiliate programme) and a member's invitation code (`referralCode`,
 * invite friends). They are different codes: a member's is never checked as an agent's.
 */
export function invitationFromQuery(search: string): {
  affiliateCode: string;
  referralCode: string;
} {
  const query = new URLSearchParams(search);
  return {
    affiliateCode: query.get('affiliateCode')?.trim() ?? '',
    referralCode: query.get('referralCode')?.trim() ?? '',
  };
}

type FormValues = Record<string, string>;

/** Validates the whole form against the rules; the keys are the fields in error. */
export function validateRegistration(
  settings: RegisterSettings,
  tab: RegisterTab,
  values: FormValues,
  ticks: { age: boolean; terms: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  const value = (field: string) => values[field] ?? '';
  const withPassword = tab === 'username' || settings.mobileRegisterPassword;
  for (const rule of settings.registerRules) {
    if (!rule.enabled) continue;
    if (tab === 'mobile' && rule.field === 'username') continue;
    if (rule.field === 'password' && !withPassword) continue;
    const required = isRequired(rule, tab) || rule.field === 'captcha';
    const error = checkRule(rule, value(rule.field), required);
    if (error) errors[rule.field] = error;
  }
  if (withPassword && !errors.password) {
    if (!value('confirmPassword')) errors.confirmPassword = { key: 'form.errors.required' };
    else if (value('confirmPassword') !== value('password'))
      errors.confirmPassword = { key: 'form.errors.mismatch' };
  }
  if (tab === 'mobile' && !ruleFor(settings.registerRules, 'mobileNum')?.enabled) {
    if (!/^[0-9]{6,15}$/.test(value('mobileNum').trim()))
      errors.mobileNum = { key: 'form.errors.mobile' };
  }
  const needsCode = tab === 'mobile' || settings.smsVerification;
  if (needsCode && !value('verificationCode').trim())
    errors.verificationCode = { key: 'form.errors.code' };
  if (!ticks.age) errors.age = { key: 'register.errors.age', values: { age: settings.ageLimit } };
  if (!ticks.terms) errors.terms = { key: 'register.errors.terms' };
  return errors;
}

/** spec §2 register modal: username and mobile tabs, fields from the register rules. */
export function RegisterModal() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const failureMessage = useFailureMessage();
  const permission = usePermission();
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const [open, setOpen] = useAtom(registerModalOpenAtom);
  const [socialRegister, setSocialRegister] = useAtom(socialRegisterAtom);
  const offerLimits = useSetAtom(limitsOfferOpenAtom);
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [tab, setTab] = useState<RegisterTab>('username');
  const [values, setValues] = useState<FormValues>({});
  const [dialCode, setDialCode] = useState('880');
  const [ticks, setTicks] = useState({ age: false, terms: false });
  const {
    errors,
    setErrors,
    formError,
    setFormError,
    form,
    clearErrors,
    showFieldErrors,
    showInvalid,
  } = useFormErrors<FieldErrors>();
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const invitation = invitationFromQuery(search);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setSettings(await getRegisterSettings());
    } catch {
      setLoadFailed(true);
    }
  }, []);

  const { reload: reloadCaptcha } = captcha;
  useEffect(() => {
    if (!open) return;
    if (!settings) void load();
    reloadCaptcha();
    // Loading once per opening is enough; settings are kept for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (open && invitation.affiliateCode)
      setValues((current) =>
        current.affiliateCode ? current : { ...current, affiliateCode: invitation.affiliateCode },
      );
  }, [open, invitation.affiliateCode]);

  const close = () => {
    setOpen(false);
    setSocialRegister(false);
    clearErrors();
    setValues({});
    setTicks({ age: false, terms: false });
    if (pathname === '/register' || pathname === '/register.html') navigate('/');
  };

  const value = (field: string) => values[field] ?? '';
  const set = (field: string) => (next: string) =>
    setValues((current) => ({ ...current, [field]: next }));

  const rules = settings?.registerRules ?? permission.registerRules;
  const enabledRule = (field: string) => {
    const rule = ruleFor(rules, field);
    return rule?.enabled ? rule : null;
  };
  const withPassword = tab === 'username' || Boolean(settings?.mobileRegisterPassword);
  const needsCode = tab === 'mobile' || Boolean(settings?.smsVerification);
  const affiliateRule = enabledRule('affiliateCode');
  const mobileRule = enabledRule('mobileNum');
  const passwordRule = enabledRule('password');
  const showMobile = tab === 'mobile' || Boolean(mobileRule);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!settings) return;
    // The captcha is being solved in the background; its answer joins the values when ready.
    setBusy(true);
    const solved = await captcha.solved();
    setBusy(false);
    const submitted: FormValues = { ...values, captcha: solved?.answer ?? '' };
    const valueOf = (field: string) => submitted[field] ?? '';
    if (showInvalid(validateRegistration(settings, tab, submitted, ticks))) return;
    setBusy(true);
    setFormError(null);
    const affiliateCode = affiliateRule
      ? valueOf('affiliateCode').trim()
      : invitation.affiliateCode;
    try {
      // spec §4: an entered invitation code is checked first.
      if (affiliateRule && affiliateCode) {
        const check = await checkAffiliateCode({
          code: affiliateCode,
          domain: window.location.host,
        }).catch(() => null);
        if (!check?.valid) {
          // spec §8: a failed check is 'invitation code error'.
          showFieldErrors({ affiliateCode: { key: 'authErrors.invitation' } });
          return;
        }
      }
      const payload: RegisterInput = {
        registerMethod: 'WEB',
        registerUrl: window.location.href,
        domain: window.location.host,
        countryDialingCode: dialCode,
        captchaId: solved?.captchaId ?? '',
      };
      for (const rule of settings.registerRules) {
        if (!rule.enabled || rule.field === 'affiliateCode') continue;
        const raw = valueOf(rule.field);
        if (raw !== '') payload[rule.field] = SECRET_FIELDS.has(rule.field) ? raw : raw.trim();
      }
      if (tab === 'mobile') {
        payload.username = '';
        payload.mobileNum = valueOf('mobileNum').trim();
      }
      if (!withPassword) delete payload.password;
      else payload.confirmPassword = valueOf('confirmPassword');
      if (needsCode) payload.verificationCode = valueOf('verificationCode').trim();
      if (affiliateCode) payload.affiliateCode = affiliateCode;
      if (invitation.referralCode) payload.referralCode = invitation.referralCode;
      const { token } = await (tab === 'mobile'
        ? registerByMobile(payload)
        : registerByUsername(payload));
      await signInWithToken(token, permission.merchantCode);
      markSmsSession(!withPassword);
      // Opened from the social linking screen: the new account's password links the identity;
      // a mobile registration (no username to log in with, maybe no password) links by the SMS
      // code it just proved, through its new session.
      if (socialRegister) {
        setSocialRegister(false);
        await (
          tab === 'username'
            ? linkSocialIdentity({
                type: 'username',
                username: valueOf('username').trim(),
                password: valueOf('password'),
              }).then((linked) => completeSignIn(linked, permission.merchantCode))
            : linkSocialIdentityToRegistration()
        ).catch(() => undefined);
      }
      setOpen(false);
      // issue 44: limits are offered at registration.
      offerLimits(true);
      setValues({});
      setErrors({});
      setTicks({ age: false, terms: false });
      navigate('/');
      await refreshBalance().catch(() => undefined);
    } catch (failure) {
      // spec §4/§8: after a failed registration the captcha reloads (it was used up). After a
      // refusal (too many attempts, the check refused) it is solved only on the next try, so it
      // never says "complete" beside the refusal (issue 40 item 9).
      const fieldError = failure instanceof ApiError ? serverFieldError(failure, rules) : null;
      const refusal = refusalOf(failure);
      if (refusal || fieldError?.field === 'captcha') captcha.reset();
      else reloadCaptcha();
      if (fieldError) {
        showFieldErrors({
          [fieldError.field]:
            fieldError.field === 'captcha'
              ? { key: 'form.errors.captchaExpired' }
              : fieldError.message,
        });
      } else {
        setFormError(refusal ? t(refusal.key, refusal.values) : failureMessage(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string): string | null => message(errors[field]);
  const hintOf = (rule: RegisterRule | null): string | null =>
    rule ? message(hintFor(rule) as FieldMessage) : null;

  const ruleField = (field: string) => {
    const rule = enabledRule(field);
    if (!rule) return null;
    const Field = SECRET_FIELDS.has(field) ? PasswordField : TextField;
    return (
      <Field
        key={field}
        name={field}
        {...(SECRET_FIELDS.has(field) ? {} : { type: field === 'email' ? 'email' : 'text' })}
        label={t(`register.fields.${field}`)}
        value={value(field)}
        onChange={set(field)}
        error={errorOf(field)}
        hint={hintOf(rule)}
        autoComplete={
          field === 'username'
            ? 'username'
            : field === 'email'
              ? 'email'
              : SECRET_FIELDS.has(field)
                ? 'new-password'
                : 'off'
        }
        maxLength={rule.maxLength}
        required={isRequired(rule, tab)}
      />
    );
  };

  return (
    <Modal open={open} title={t('register.title')} onClose={close} testId="register-modal">
      <BannerCarousel group="w_reg" shape="compact" />
      {!settings ? (
        loadFailed ? (
          <div className="form">
            <p className="form__error" role="alert">
              {t('register.loadFailed')}
            </p>
            <button type="button" className="site-button" onClick={() => void load()}>
              {t('actions.retry', { ns: COMMON_NAMESPACE })}
            </button>
          </div>
        ) : (
          <p role="status">{t('form.working')}</p>
        )
      ) : (
        <>
          {settings.mobileRegister && (
            <Tabs
              label={t('register.method')}
              tabs={[
                { id: 'username', label: t('register.byUsername') },
                { id: 'mobile', label: t('register.byMobile') },
              ]}
              active={tab}
              onChange={(next) => {
                setTab(next);
                clearErrors();
              }}
            />
          )}
          <form
            ref={form}
            className="form"
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            data-testid={`register-form-${tab}`}
          >
            {tab === 'username' && ruleField('username')}
            {showMobile && (
              <MobileField
                dialCode={dialCode}
                onDialCodeChange={setDialCode}
                value={value('mobileNum')}
                onChange={set('mobileNum')}
                error={errorOf('mobileNum')}
                hint={hintOf(mobileRule)}
              />
            )}
            {needsCode && (
              <SmsCodeField
                value={value('verificationCode')}
                onChange={set('verificationCode')}
                error={errorOf('verificationCode')}
                validate={() =>
                  /^[0-9]{6,15}$/.test(value('mobileNum').trim()) ? null : t('form.errors.mobile')
                }
                send={() =>
                  sendRegisterSms({
                    mobileNo: value('mobileNum').trim(),
                    countryDialingCode: dialCode,
                  })
                }
              />
            )}
            {withPassword && passwordRule && (
              <>
                {ruleField('password')}
                <PasswordField
                  name="confirmPassword"
                  label={t('register.fields.confirmPassword')}
                  value={value('confirmPassword')}
                  onChange={set('confirmPassword')}
                  error={errorOf('confirmPassword')}
                  autoComplete="new-password"
                  maxLength={passwordRule.maxLength}
                  required
                />
              </>
            )}
            {PLAIN_FIELDS.filter((field) => tab === 'username' || enabledRule(field)?.required).map(
              (field) => ruleField(field),
            )}
            {affiliateRule && ruleField('affiliateCode')}
            <CaptchaField state={captcha} error={errorOf('captcha')} />
            <CheckboxField
              name="age"
              label={t('register.age', { age: settings.ageLimit })}
              checked={ticks.age}
              onChange={(checked) => setTicks((current) => ({ ...current, age: checked }))}
              error={errorOf('age')}
            />
            <CheckboxField
              name="terms"
              label={t('register.terms')}
              checked={ticks.terms}
              onChange={(checked) => setTicks((current) => ({ ...current, terms: checked }))}
              error={errorOf('terms')}
            />
            <FormFooter error={formError} busy={busy} label={t('register.submit')} />
            {!socialRegister && <SocialLoginButtons mode="register" />}
          </form>
        </>
      )}
    </Modal>
  );
}
