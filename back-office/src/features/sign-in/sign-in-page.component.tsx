import type { OperatorSession } from '@site/contracts';
import { ApiError } from '@site/shared';
import { FormFooter, PasswordField, TextField } from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useOpsErrorText } from '../../ui/use-ops-error-text';
import { signIn, type SignInInput } from './sign-in.resource';
import { isTotpCode, normaliseCode } from './totp-code';

type SignInPageProps = {
  onSignedIn: (session: OperatorSession) => void;
  /** Why the last session ended, already translated (idle, expired, signed out). */
  notice?: string | null;
};

/**
 * Sign-in in two steps: username and password, then, when the API asks for it
 * (OPERATOR_TOTP_REQUIRED), the authenticator's current code with the same credentials.
 */
export function SignInPage({ onSignedIn, notice }: SignInPageProps) {
  const { t } = useConsoleTranslation();
  const errorText = useOpsErrorText();
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The code step opens on its field, as a code is typed right after the app is opened.
  useEffect(() => {
    if (step === 'code')
      form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [step]);

  const attempt = useMutation({
    mutationFn: (input: SignInInput) => signIn(input),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'OPERATOR_TOTP_REQUIRED') {
        setStep('code');
        setFailure(null);
        return;
      }
      setFailure(errorText(error));
      // A wrong code is asked again; anything else starts over from the password.
      if (step === 'code' && error instanceof ApiError && error.code === 'OPERATOR_LOGIN_FAILED')
        setCode('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (step === 'credentials') {
      if (!username.trim()) errors.username = t('errors.required');
      if (!password) errors.password = t('errors.required');
    } else if (!isTotpCode(normaliseCode(code))) errors.code = t('errors.codeFormat');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setFailure(null);
    attempt.mutate({
      username: username.trim(),
      password,
      ...(step === 'code' ? { code: normaliseCode(code) } : {}),
    });
  };

  const backToCredentials = () => {
    setStep('credentials');
    setCode('');
    setPassword('');
    setFailure(null);
    setFieldErrors({});
  };

  return (
    <main className="sign-in" id="main">
      <section className="sign-in__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{step === 'code' ? t('signIn.codeTitle') : t('signIn.title')}</h1>
        {notice && step === 'credentials' && (
          <p className="console-notice" role="status">
            {notice}
          </p>
        )}
        <p className="sign-in__intro">
          {step === 'code' ? t('signIn.codeIntro', { name: username.trim() }) : t('signIn.intro')}
        </p>
        <form ref={form} className="form" onSubmit={submit} noValidate>
          {step === 'credentials' ? (
            <>
              <TextField
                name="username"
                label={t('signIn.username')}
                value={username}
                onChange={setUsername}
                autoComplete="username"
                maxLength={32}
                required
                error={fieldErrors.username}
              />
              <PasswordField
                name="password"
                label={t('signIn.password')}
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                maxLength={200}
                required
                error={fieldErrors.password}
              />
            </>
          ) : (
            <TextField
              key="code"
              name="code"
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              value={code}
              onChange={setCode}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={9}
              required
              error={fieldErrors.code}
            />
          )}
          <FormFooter
            error={failure}
            busy={attempt.isPending}
            label={step === 'code' ? t('signIn.verify') : t('signIn.submit')}
            busyLabel={t('signIn.working')}
          />
          {step === 'code' && (
            <button type="button" className="link-button" onClick={backToCredentials}>
              {t('signIn.back')}
            </button>
          )}
        </form>
      </section>
    </main>
  );
}
