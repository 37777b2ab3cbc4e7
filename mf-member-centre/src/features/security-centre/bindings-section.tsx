import { useTranslation } from '@site/shared';
import type { SecurityOverview } from '@site/shared';
import { FormFooter, StatusBadge, TextField, useFormState } from '@site/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { sendBindingCode } from './binding-code.resource';
import { confirmBinding } from './confirm-binding.resource';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { useSecurityError } from './use-security-error';

type Channel = 'mobile' | 'email';
type Props = { overview: SecurityOverview; onSaved: (next: SecurityOverview) => void };
type Errors = Partial<Record<'value' | 'code', string>>;

/** Seconds left before another code may be sent (the code's lifetime, spec §4). */
function useSecondsLeft() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = (seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start] as const;
}

function BindingForm({ channel, overview, onSaved }: Props & { channel: Channel }) {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const explain = useSecurityError();
  const binding = overview[channel];
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [secondsLeft, startCountdown] = useSecondsLeft();
  const state = useFormState<Errors>();
  const fail = (failure: unknown) => {
    const { field, message } = explain(failure);
    if (field === 'code') state.setErrors({ code: message });
    else if (field) state.setErrors({ value: message });
    else state.setFormError(message);
  };

  const send = () => {
    setNotice(null);
    if (state.rejectInvalid(value.trim() ? {} : { value: t('required') })) return;
    void state.submit(async () => {
      const { expiredMinutes } = await sendBindingCode[channel]({ value });
      startCountdown(expiredMinutes * 60);
      setNotice(t('bindings.sent', { minutes: expiredMinutes }));
    }, fail);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid: Errors = {};
    if (!value.trim()) invalid.value = t('required');
    if (!/^\d{6}$/.test(code.trim())) invalid.code = t('rules.code');
    if (state.rejectInvalid(invalid)) return;
    void state.submit(async () => {
      onSaved(await confirmBinding[channel]({ value, code: code.trim() }));
      setNotice(t('bindings.bound'));
    }, fail);
  };

  return (
    <section className="security-binding" data-testid={`binding-${channel}`}>
      <h4 className="section-title">{t(`bindings.${channel}`)}</h4>
      <p className="form__notice">
        <span data-testid={`binding-${channel}-value`}>{binding.value ?? t('bindings.none')}</span>{' '}
        <StatusBadge tone={binding.confirmed ? 'success' : 'neutral'}>
          {t(binding.confirmed ? 'bindings.confirmed' : 'bindings.notConfirmed')}
        </StatusBadge>
      </p>
      {binding.confirmed ? (
        <p className="form__hint">{t('bindings.lockedNote')}</p>
      ) : (
        <form ref={state.form} className="form" onSubmit={onSubmit} noValidate>
          <TextField
            name={channel === 'mobile' ? 'mobileNum' : 'email'}
            label={t(channel === 'mobile' ? 'bindings.newMobile' : 'bindings.newEmail')}
            type={channel === 'mobile' ? 'tel' : 'email'}
            inputMode={channel === 'mobile' ? 'tel' : 'email'}
            autoComplete={channel === 'mobile' ? 'tel-national' : 'email'}
            value={value}
            onChange={setValue}
            error={state.errors.value}
            maxLength={channel === 'mobile' ? 15 : 60}
            required
            addon={
              <button
                type="button"
                className="site-button"
                onClick={send}
                disabled={state.busy || secondsLeft > 0}
                data-testid={`binding-${channel}-send`}
              >
                {secondsLeft > 0
                  ? t('bindings.resendIn', { seconds: secondsLeft })
                  : t('bindings.send')}
              </button>
            }
          />
          <TextField
            name={`${channel}Code`}
            label={t('bindings.code')}
            value={code}
            onChange={setCode}
            error={state.errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          {notice && (
            <p className="form__notice" role="status">
              {notice}
            </p>
          )}
          <FormFooter error={state.formError} busy={state.busy} label={t('bindings.confirm')} />
        </form>
      )}
      {binding.confirmed && notice && (
        <p className="form__notice" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}

/** Phone and e-mail bindings, each confirmed by a code and fixed once confirmed (spec §4). */
export function BindingsSection(props: Props) {
  return (
    <>
      <BindingForm channel="mobile" {...props} />
      <BindingForm channel="email" {...props} />
    </>
  );
}
