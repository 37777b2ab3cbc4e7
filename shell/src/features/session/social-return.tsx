import {
  ApiError,
  COMMON_NAMESPACE,
  completeSignIn,
  refreshBalance,
  type LoginResult,
  type LoginVerificationChallenge,
  type SocialComplete,
  useTranslation,
} from '@site/shared';
import { FormFooter, Modal, useFailureMessage } from '@site/shared/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { usePermission } from '../../ui/brand-state';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useFlag } from './account-flags';
import { CaptchaField } from './captcha-field';
import { CredentialFields, CredentialTabs, useCredentials } from './credential-fields';
import { useCredentialSubmit } from './credential-submit';
import { markSmsSession } from './login-outcome';
import { LoginVerificationStep, verificationChallenge } from './login-verification-step';
import { registerModalOpenAtom, socialRegisterAtom } from './session-ui-state';
import type { SocialReturnOutcome as Outcome } from './social-outcome';
import {
  completeSocialLogin,
  forgetSocialIdentity,
  linkSocialIdentity,
} from './social-login.resource';

/** Providers by their own names, which no language translates. */
const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

type Identity = Extract<SocialComplete, { status: 'link' }>['identity'];
type View =
  | { kind: 'idle' }
  | { kind: 'error'; message: string }
  | { kind: 'link'; identity: Identity }
  | { kind: 'verify'; challenge: LoginVerificationChallenge };

const SOCIAL_CODES = new Set([
  'SOCIAL_EXPIRED',
  'SOCIAL_FAILED',
  'SOCIAL_ALREADY_LINKED',
  'SOCIAL_PROOF_REQUIRED',
  'SOCIAL_PROVIDER_DOWN',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_ORIGIN',
]);

/**
 * After a social provider's return: signs in a linked identity (through the new-address
 * verification when it applies), or asks to link the identity to an account by its password or
 * an SMS code, or to register; says in the page's language what went wrong otherwise.
 */
export function SocialReturn({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const failureMessage = useFailureMessage();
  const permission = usePermission();
  // An SMS code proves an account where members log in by code, and where they register by
  // mobile (such a member may have no password).
  const smsLoginEnabled = useFlag('VERIFICATION_CODE_LOGIN');
  const mobileRegisterEnabled = useFlag('MOBILE_REGISTER');
  const smsProofEnabled = smsLoginEnabled || mobileRegisterEnabled;
  const registerEnabled = useFlag('DIRECT_REGISTER');
  const openRegister = useSetAtom(registerModalOpenAtom);
  const setSocialRegister = useSetAtom(socialRegisterAtom);
  const [view, setView] = useState<View>({ kind: 'idle' });
  const credentials = useCredentials();

  const messageOf = (failure: unknown) =>
    failure instanceof ApiError && SOCIAL_CODES.has(String(failure.code))
      ? t(`social.errors.${String(failure.code)}`)
      : failureMessage(failure);

  const signedIn = async (result: LoginResult, sms: boolean) => {
    await completeSignIn(result, permission.merchantCode);
    markSmsSession(sms);
    setView({ kind: 'idle' });
    await refreshBalance().catch(() => undefined);
  };

  useEffect(() => {
    if (outcome !== 'done') {
      setView({ kind: 'error', message: t(`social.outcome.${outcome}`) });
      return;
    }
    completeSocialLogin()
      .then(async (answer) => {
        if (answer.status === 'link') setView({ kind: 'link', identity: answer.identity });
        else await signedIn(answer.login, false);
      })
      .catch((failure: unknown) => {
        const challenge = verificationChallenge(failure);
        setView(
          challenge
            ? { kind: 'verify', challenge }
            : { kind: 'error', message: messageOf(failure) },
        );
      });
    // Once per return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const close = () => {
    if (view.kind === 'link') void forgetSocialIdentity().catch(() => undefined);
    setView({ kind: 'idle' });
  };

  const submit = useCredentialSubmit({
    credentials,
    send: async (input) => signedIn(await linkSocialIdentity(input), input.type === 'sms'),
    onChallenge: (challenge) => setView({ kind: 'verify', challenge }),
    messageOf,
  });

  const register = () => {
    setSocialRegister(true);
    setView({ kind: 'idle' });
    openRegister(true);
  };

  if (view.kind === 'idle') return null;
  return (
    <Modal open title={t('social.title')} onClose={close} testId="social-login-modal">
      {view.kind === 'error' && (
        <div className="form">
          <p className="form__error" role="alert">
            {view.message}
          </p>
          <button type="button" className="site-button" onClick={close}>
            {t('actions.close', { ns: COMMON_NAMESPACE })}
          </button>
        </div>
      )}
      {view.kind === 'verify' && (
        <LoginVerificationStep
          challenge={view.challenge}
          onVerified={(result) => signedIn(result, false)}
          onRestart={close}
        />
      )}
      {view.kind === 'link' && (
        <>
          <p className="social-link__identity">
            {t('social.linkIntro', {
              provider: PROVIDER_NAMES[view.identity.provider],
              name: view.identity.name ?? view.identity.email ?? '—',
            })}
          </p>
          {smsProofEnabled && (
            <CredentialTabs credentials={credentials} onSwitch={submit.clearErrors} />
          )}
          <form
            ref={submit.form}
            className="form"
            onSubmit={(event) => void submit.onSubmit(event)}
            noValidate
          >
            <CredentialFields
              credentials={credentials}
              errors={submit.errors}
              onAccountChange={submit.forgetCaptcha}
            />
            {submit.captchaShown && (
              <CaptchaField state={submit.captcha} error={submit.errors.captcha} />
            )}
            <FormFooter
              error={submit.formError}
              busy={submit.busy}
              label={t('social.link')}
              busyLabel={t('login.signingIn')}
            />
            {registerEnabled && (
              <div className="form__row">
                <button type="button" className="site-button site-button--block" onClick={register}>
                  {t('social.register')}
                </button>
              </div>
            )}
          </form>
        </>
      )}
    </Modal>
  );
}
