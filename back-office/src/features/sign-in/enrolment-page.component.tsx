import type { OperatorView } from '@site/contracts';
import { FormFooter, TextField } from '@site/shared/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useOpsErrorText } from '../../ui/use-ops-error-text';
import { confirmTotp } from './totp-confirm.resource';
import { startTotpEnrolment } from './totp-enrolment.resource';
import { isTotpCode, normaliseCode } from './totp-code';

type EnrolmentPageProps = {
  onEnrolled: (operator: OperatorView) => void;
};

/**
 * An admin or finance operator without a linked authenticator: the session may do nothing but
 * this (the API answers 403 OPERATOR_TOTP_ENROLMENT_REQUIRED elsewhere). The secret is asked for
 * once per visit of this page (one query, so a second render does not replace it).
 */
export function EnrolmentPage({ onEnrolled }: EnrolmentPageProps) {
  const { t } = useConsoleTranslation();
  const errorText = useOpsErrorText();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const enrolment = useQuery({
    queryKey: ['ops', 'totp-enrolment'],
    queryFn: () => startTotpEnrolment(),
    staleTime: Infinity,
    gcTime: 0,
  });
  const confirm = useMutation({
    mutationFn: (typed: string) => confirmTotp({ code: typed }),
    onSuccess: onEnrolled,
    onError: () => setCode(''),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normaliseCode(code);
    if (!isTotpCode(typed)) {
      setCodeError(t('errors.codeFormat'));
      return;
    }
    setCodeError(null);
    confirm.mutate(typed);
  };

  return (
    <main className="sign-in" id="main">
      <section className="sign-in__card sign-in__card--wide" aria-labelledby="enrol-title">
        <h1 id="enrol-title">{t('enrol.title')}</h1>
        <p className="sign-in__intro">{t('enrol.intro')}</p>
        {enrolment.isPending && <p role="status">{t('enrol.loading')}</p>}
        {enrolment.isError && (
          <div className="console-notice console-notice--error" role="alert">
            <p>{errorText(enrolment.error)}</p>
            <button type="button" className="site-button" onClick={() => void enrolment.refetch()}>
              {t('enrol.retry')}
            </button>
          </div>
        )}
        {enrolment.data && (
          <>
            <p>{t('enrol.scan')}</p>
            <div className="enrol__key">
              <img
                className="enrol__qr"
                src={enrolment.data.qrDataUrl}
                alt={t('enrol.qrAlt')}
                width={200}
                height={200}
              />
              <div>
                <p>{t('enrol.secretLabel')}</p>
                <code className="enrol__secret" data-testid="totp-secret">
                  {enrolment.data.secret}
                </code>
              </div>
            </div>
            <p>{t('enrol.confirmStep')}</p>
            <form className="form" onSubmit={submit} noValidate>
              <TextField
                name="code"
                label={t('signIn.code')}
                hint={t('signIn.codeHint')}
                value={code}
                onChange={setCode}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={9}
                required
                error={codeError}
              />
              <FormFooter
                error={confirm.isError ? errorText(confirm.error) : null}
                busy={confirm.isPending}
                label={t('enrol.confirm')}
                busyLabel={t('enrol.working')}
              />
            </form>
          </>
        )}
      </section>
    </main>
  );
}
