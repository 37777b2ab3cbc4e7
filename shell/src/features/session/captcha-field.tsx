import { api, type Captcha } from '@site/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { TextField } from './form-field';

/** spec §5/§9: a new captcha at most once per second (the API answers 429 otherwise). */
export const CAPTCHA_REFRESH_MS = 1000;

/** Loads captchas; `reload` waits out the one-second spacing instead of dropping the request. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const lastLoad = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const fetchCaptcha = useCallback(async () => {
    lastLoad.current = Date.now();
    setCoolingDown(true);
    setTimeout(() => mounted.current && setCoolingDown(false), CAPTCHA_REFRESH_MS);
    try {
      const next = await api.system.captcha();
      if (!mounted.current) return;
      setCaptcha(next);
      setFailed(false);
    } catch {
      if (mounted.current) setFailed(true);
    }
  }, []);

  const reload = useCallback(() => {
    if (timer.current) return;
    const wait = Math.max(0, lastLoad.current + CAPTCHA_REFRESH_MS - Date.now());
    if (wait === 0) {
      void fetchCaptcha();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      void fetchCaptcha();
    }, wait);
  }, [fetchCaptcha]);

  return { captcha, failed, coolingDown, reload };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

type CaptchaFieldProps = {
  state: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** The captcha input with its image and a refresh button (spec §4 login and register). */
export function CaptchaField({ state, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <TextField
      name="captcha"
      label={t('form.captcha')}
      value={value}
      onChange={onChange}
      error={error ?? (state.failed ? t('form.captchaUnavailable') : null)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      required
      addon={
        <span className="captcha">
          {state.captcha ? (
            <img
              className="captcha__image"
              src={state.captcha.image}
              alt={t('form.captchaImage')}
              data-testid="captcha-image"
              data-captcha-id={state.captcha.captchaId}
              width={100}
              height={40}
            />
          ) : (
            <span className="captcha__image captcha__image--empty" aria-hidden="true" />
          )}
          <button
            type="button"
            className="captcha__refresh"
            onClick={state.reload}
            disabled={state.coolingDown}
            aria-label={t('form.captchaRefresh')}
            title={t('form.captchaRefresh')}
          >
            ↻
          </button>
        </span>
      }
    />
  );
}
