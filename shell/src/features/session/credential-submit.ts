import {
  ApiError,
  type LoginInput,
  type LoginVerificationChallenge,
  useTranslation,
} from '@site/shared';
import { useState, type FormEvent } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useCaptcha } from './captcha-field';
import type { CredentialErrors, Credentials } from './credential-fields';
import { useFormErrors } from './form-errors';
import { verificationChallenge } from './login-verification-step';
import { refusalOf } from './refusal';

export type CredentialFormErrors = CredentialErrors & { captcha?: string };

const asksForCaptcha = (error: ApiError) =>
  String(error.code).startsWith('CAPTCHA_') ||
  (error.details as { captcha?: unknown } | null)?.captcha === true;

/**
 * Sending a credential form (the login, the social link): checks the fields, waits for a shown
 * captcha, sends, and after a failure says why. A login from a new address goes on to its
 * verification (`onChallenge`). spec §4/§8: a failure carrying the captcha flag shows the
 * captcha; a shown captcha is used up by any attempt, so a new one is loaded. After a refusal
 * (the check is needed again, or the attempt must wait) it is solved only when the member tries
 * again, so the field never says "complete" beside the refusal (issue 40 item 9).
 */
export function useCredentialSubmit({
  credentials,
  send,
  onChallenge,
  messageOf,
}: {
  credentials: Credentials;
  send: (input: LoginInput) => Promise<void>;
  onChallenge: (challenge: LoginVerificationChallenge) => void;
  messageOf: (failure: unknown) => string;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { errors, setErrors, formError, setFormError, form, clearErrors, showInvalid } =
    useFormErrors<CredentialFormErrors>();
  const [busy, setBusy] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  // The captcha is the account's (its failures set it).
  const captcha = useCaptcha(() =>
    credentials.tab === 'username'
      ? { username: credentials.username.trim() }
      : { mobileNum: credentials.mobileNum.trim() },
  );

  /** Another account or number starts without the captcha until the server asks (item 9). */
  const forgetCaptcha = () => {
    if (!captchaShown) return;
    setCaptchaShown(false);
    setErrors(({ captcha: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (showInvalid(credentials.validate())) return;
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
      await send({ ...credentials.input(), ...withCaptcha });
      setCaptchaShown(false);
    } catch (failure) {
      const challenge = verificationChallenge(failure);
      if (challenge) {
        setCaptchaShown(false);
        onChallenge(challenge);
        return;
      }
      const refusal = refusalOf(failure);
      if ((failure instanceof ApiError && asksForCaptcha(failure)) || captchaShown) {
        setCaptchaShown(true);
        if (refusal) captcha.reset();
        else captcha.reload();
      }
      if (refusal?.kind === 'captcha') setErrors({ captcha: t(refusal.key) });
      else setFormError(refusal ? t(refusal.key, refusal.values) : messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    errors,
    formError,
    setFormError,
    busy,
    setBusy,
    captcha,
    captchaShown,
    form,
    clearErrors,
    forgetCaptcha,
    onSubmit,
  };
}
