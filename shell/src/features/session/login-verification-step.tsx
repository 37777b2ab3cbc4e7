import {
  ApiError,
  COMMON_NAMESPACE,
  type LoginResult,
  type LoginVerificationChallenge,
  type LoginVerifyMethod,
  useTranslation,
} from '@site/shared';
import { FormFooter, Tabs, TextField, useFailureMessage, useFormState } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { sendLoginVerifyCode, verifyLogin } from './login-verification.resource';
import { SmsCodeField } from './sms-code-field';

/** The server's LOGIN_VERIFICATION_REQUIRED answer, or null for any other failure. */
export function verificationChallenge(failure: unknown): LoginVerificationChallenge | null {
  if (!(failure instanceof ApiError) || failure.code !== 'LOGIN_VERIFICATION_REQUIRED') return null;
  return failure.details as LoginVerificationChallenge;
}

type Props = {
  challenge: LoginVerificationChallenge;
  onVerified: (result: LoginResult) => Promise<void>;
  /** Back to the login form (the challenge expired or ran out of answers). */
  onRestart: () => void;
};

/**
 * The login's second step from an address the member never used (spec §4): an SMS or e-mail
 * code, the bank account holder's name, or the authenticator's code, whichever the member has.
 */
export function LoginVerificationStep({ challenge, onVerified, onRestart }: Props) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const failureMessage = useFailureMessage();
  const [method, setMethod] = useState<LoginVerifyMethod>(challenge.methods[0]!);
  const [answer, setAnswer] = useState('');
  const [expired, setExpired] = useState(false);
  const state = useFormState<{ answer?: string }>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.rejectInvalid(answer.trim() ? {} : { answer: t('loginVerify.answerRequired') }))
      return;
    void state.submit(
      async () =>
        onVerified(await verifyLogin({ challengeId: challenge.challengeId, method, answer })),
      (failure) => {
        if (failure instanceof ApiError && failure.code === 'LOGIN_VERIFY_FAILED') {
          const { attemptsLeft } = failure.details as { attemptsLeft: number };
          state.setErrors({ answer: t('loginVerify.wrong', { count: attemptsLeft }) });
        } else if (failure instanceof ApiError && failure.code === 'LOGIN_CHALLENGE_INVALID') {
          setExpired(true);
        } else {
          state.setFormError(failureMessage(failure));
        }
      },
    );
  };

  if (expired)
    return (
      <div className="form" data-testid="login-verification">
        <p role="alert">{t('loginVerify.expired')}</p>
        <button type="button" className="site-button site-button--block" onClick={onRestart}>
          {t('loginVerify.restart')}
        </button>
      </div>
    );

  const destination =
    method === 'sms' || method === 'email' ? challenge.destinations[method] : null;
  return (
    <form
      ref={state.form}
      className="form"
      onSubmit={onSubmit}
      noValidate
      data-testid="login-verification"
    >
      <h3 className="section-title">{t('loginVerify.title')}</h3>
      <p>{t('loginVerify.intro')}</p>
      {challenge.methods.length > 1 && (
        <Tabs
          label={t('loginVerify.method')}
          tabs={challenge.methods.map((id) => ({ id, label: t(`loginVerify.methods.${id}`) }))}
          active={method}
          onChange={(next) => {
            setMethod(next);
            setAnswer('');
            state.clearErrors();
          }}
        />
      )}
      {destination && <p>{t('loginVerify.sentTo', { destination })}</p>}
      {method === 'sms' || method === 'email' ? (
        <SmsCodeField
          key={method}
          value={answer}
          onChange={setAnswer}
          error={state.errors.answer}
          validate={() => null}
          send={() =>
            sendLoginVerifyCode({
              challengeId: challenge.challengeId,
              method: method === 'email' ? 'email' : 'sms',
            })
          }
        />
      ) : (
        <TextField
          key={method}
          name="answer"
          label={t(`loginVerify.labels.${method}`)}
          value={answer}
          onChange={setAnswer}
          error={state.errors.answer}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 100}
          required
        />
      )}
      <FormFooter
        error={state.formError}
        busy={state.busy}
        label={t('loginVerify.submit')}
        busyLabel={t('login.signingIn')}
      />
    </form>
  );
}
