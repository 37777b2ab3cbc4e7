import { useTranslation } from '@site/shared';
import type { SecurityOverview, TotpEnrolment } from '@site/shared';
import { FormFooter, TextField, useFormState } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { confirmTotp } from './confirm-totp.resource';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { removeTotp } from './remove-totp.resource';
import { startTotpEnrolment } from './totp-enrolment.resource';
import { useSecurityError } from './use-security-error';

type Props = { overview: SecurityOverview; onSaved: (next: SecurityOverview) => void };

/**
 * The authenticator (TOTP): link one by scanning a QR code and confirming a code from it;
 * unlink it with a current code. A linked one can verify a login from a new address.
 */
export function AuthenticatorSection({ overview, onSaved }: Props) {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const explain = useSecurityError();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const state = useFormState<{ code?: string }>();
  const fail = (failure: unknown) => {
    const { field, message } = explain(failure);
    if (field === 'code' || (failure as { code?: string }).code === 'TOTP_INVALID')
      state.setErrors({ code: message });
    else state.setFormError(message);
  };

  const start = () => {
    setNotice(null);
    void state.submit(async () => setEnrolment(await startTotpEnrolment()), fail);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.rejectInvalid(/^\d{6}$/.test(code.trim()) ? {} : { code: t('sixDigits') })) return;
    void state.submit(async () => {
      const linked = overview.totpEnabled;
      onSaved(await (linked ? removeTotp : confirmTotp)({ code: code.trim() }));
      setEnrolment(null);
      setCode('');
      setNotice(t(linked ? 'authenticator.removed' : 'authenticator.linked'));
    }, fail);
  };

  const codeForm = (label: string, submit: string) => (
    <form ref={state.form} className="form" onSubmit={onSubmit} noValidate>
      <TextField
        name="totpCode"
        label={label}
        value={code}
        onChange={setCode}
        error={state.errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <FormFooter error={state.formError} busy={state.busy} label={submit} />
    </form>
  );

  return (
    <div data-testid="authenticator">
      {notice && (
        <p className="form__notice" role="status">
          {notice}
        </p>
      )}
      <p className="form__notice">
        {t(overview.totpEnabled ? 'authenticator.on' : 'authenticator.off')}
      </p>
      {overview.totpEnabled ? (
        codeForm(t('authenticator.removeCode'), t('authenticator.remove'))
      ) : enrolment ? (
        <>
          <p className="form__hint">{t('authenticator.scan')}</p>
          <img
            className="security-qr"
            src={enrolment.qrDataUrl}
            alt={enrolment.otpauthUri}
            width={180}
            height={180}
          />
          <p className="form__hint">
            {t('authenticator.key')}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          {codeForm(t('authenticator.code'), t('authenticator.confirm'))}
        </>
      ) : (
        <>
          {state.formError && (
            <p className="form__error" role="alert">
              {state.formError}
            </p>
          )}
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={start}
            disabled={state.busy}
          >
            {t('authenticator.start')}
          </button>
        </>
      )}
    </div>
  );
}
