import { ApiError, COMMON_NAMESPACE, type SmsSent, useTranslation } from '@site/shared';
import { useRef, useState } from 'react';
import { TextField } from '@site/shared/ui';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { DialCodePicker } from './dial-code-picker';
import { useCountdown } from './use-countdown';
import { WarningDialog } from './warning-dialog';

/** spec §9: the login SMS send is throttled to once per second. */
export const SMS_SEND_THROTTLE_MS = 1000;
/** spec §9 verification code limit. */
export const SMS_CODE_MAX_LENGTH = 255;

type SmsCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Checks the mobile number first; a translated message stops the send. */
  validate: () => string | null;
  send: () => Promise<SmsSent>;
};

/** The verification-code input with its send button and countdown (spec §4 SMS code). */
export function SmsCodeField({ value, onChange, error, validate, send }: SmsCodeFieldProps) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const { remaining, start } = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);
  /** spec §8: a refused send is a warning dialog with the server's message. */
  const [failure, setFailure] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState(false);
  const lastSend = useRef(0);
  const [busy, setBusy] = useState(false);

  const onSend = async () => {
    if (Date.now() - lastSend.current < SMS_SEND_THROTTLE_MS || busy || remaining > 0) return;
    lastSend.current = Date.now();
    const invalid = validate();
    if (invalid) {
      setSendError(invalid);
      return;
    }
    setBusy(true);
    setSendError(null);
    setFailure(null);
    setSentNotice(false);
    try {
      const { expiredMinutes } = await send();
      start(Math.round((expiredMinutes > 0 ? expiredMinutes : 1) * 60));
      setSentNotice(true);
    } catch (failure) {
      const canSendTime =
        failure instanceof ApiError
          ? Number((failure.details as { canSendTime?: unknown } | null)?.canSendTime ?? 0)
          : 0;
      if (canSendTime > 0) start(canSendTime);
      setFailure(
        canSendTime > 0
          ? t('form.codeWait', { seconds: canSendTime })
          : t(failure instanceof ApiError ? failure.messageKey : 'errors.UNKNOWN', {
              ns: COMMON_NAMESPACE,
            }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextField
        name="verificationCode"
        label={t('form.code')}
        value={value}
        onChange={onChange}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
        required
        addon={
          <button
            type="button"
            className="site-button sms-send"
            onClick={() => void onSend()}
            disabled={busy || remaining > 0}
            data-testid="sms-send"
          >
            {remaining > 0 ? t('form.codeResendIn', { seconds: remaining }) : t('form.codeSend')}
          </button>
        }
      />
      <p className="form__status" role="status">
        {sendError ?? (sentNotice && remaining > 0 ? t('form.codeSent') : '')}
      </p>
      <WarningDialog
        open={failure !== null}
        title={t('authErrors.smsFailed')}
        message={failure}
        onClose={() => setFailure(null)}
        testId="sms-failed-dialog"
      />
    </>
  );
}

/** spec §3 country code entries; +880 first (Bangladesh, the default). */
export const DIAL_CODES = [
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'NP', countryDialingCode: '977' },
  { countryCode: 'PK', countryDialingCode: '92' },
  { countryCode: 'LK', countryDialingCode: '94' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'SG', countryDialingCode: '65' },
  { countryCode: 'AE', countryDialingCode: '971' },
  { countryCode: 'GB', countryDialingCode: '44' },
] as const;

type MobileFieldProps = {
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string | null;
};

/** Country dial code picker and mobile number (spec §2 country dial-code picker). */
export function MobileField({
  dialCode,
  onDialCodeChange,
  value,
  onChange,
  error,
  hint,
}: MobileFieldProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <TextField
      name="mobileNum"
      label={t('form.mobile')}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={15}
      required
      addon={<DialCodePicker entries={DIAL_CODES} value={dialCode} onChange={onDialCodeChange} />}
    />
  );
}
