import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { solveCaptcha } from './solve-captcha';
import { getCaptcha, type CaptchaOwner } from './captcha.resource';

/** spec §5/§9: a new captcha at most once per second (the API answers 429 otherwise). */
export const CAPTCHA_REFRESH_MS = 1000;

export type SolvedCaptcha = { captchaId: string; answer: string };
/**
 * `stale`: the server refused an attempt (the check was used up, had expired, or the attempt
 * must wait): nothing is solved until the member tries again, so the field never says "complete"
 * beside a refusal (issue 40 item 9).
 */
type CaptchaStatus = 'idle' | 'working' | 'solved' | 'failed' | 'stale';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Loads a captcha (a proof-of-work challenge) and solves it in the background; `reload`
 * waits out the one-second spacing instead of dropping the request, and `solved()` waits for
 * the current one (null when it could not be had). `owner` names the login it is for, read when
 * the captcha is requested.
 */
export function useCaptcha(owner?: () => CaptchaOwner) {
  const ownerNow = useRef(owner);
  ownerNow.current = owner;
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const [solvedNow, setSolvedNow] = useState<SolvedCaptcha | null>(null);
  const lastLoad = useRef(0);
  const current = useRef<{ controller: AbortController; result: Promise<SolvedCaptcha | null> }>(
    null,
  );

  useEffect(() => () => current.current?.controller.abort(), []);

  const reload = useCallback(() => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    setStatus('working');
    setSolvedNow(null);
    const run = async (): Promise<SolvedCaptcha> => {
      await wait(Math.max(0, lastLoad.current + CAPTCHA_REFRESH_MS - Date.now()), signal);
      lastLoad.current = Date.now();
      const named = Object.fromEntries(
        Object.entries(ownerNow.current?.() ?? {}).filter(([, value]) => value),
      );
      const { captchaId, challenge } = await getCaptcha(named);
      return { captchaId, answer: await solveCaptcha(challenge, signal) };
    };
    const result = run().then(
      (solved) => {
        if (!signal.aborted) {
          setSolvedNow(solved);
          setStatus('solved');
        }
        return solved;
      },
      () => {
        if (!signal.aborted) setStatus('failed');
        return null;
      },
    );
    current.current = { controller, result };
  }, []);

  /** Drops the current captcha after a refusal; the next `solved()` fetches and solves anew. */
  const reset = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
    setSolvedNow(null);
    setStatus('stale');
  }, []);

  const solved = useCallback(() => {
    if (!current.current) reload();
    return current.current?.result ?? Promise.resolve<SolvedCaptcha | null>(null);
  }, [reload]);

  return { status, captchaId: solvedNow?.captchaId ?? null, reload, reset, solved };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

type CaptchaFieldProps = { state: CaptchaState; error?: string | null };

/**
 * The captcha of the login and register forms (spec §4): nothing to read or type. The browser
 * does a short proof of work and the field says how it is going, in a polite live region, so
 * screen readers hear it and keyboard users have nothing to reach but "Try again".
 */
export function CaptchaField({ state, error }: CaptchaFieldProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const errorId = useId();
  const label = {
    idle: t('form.captchaWorking'),
    working: t('form.captchaWorking'),
    solved: t('form.captchaSolved'),
    failed: t('form.captchaUnavailable'),
    stale: t('form.captchaAgain'),
  }[state.status];
  return (
    <div
      className="form__field captcha"
      data-field="captcha"
      data-testid="captcha"
      data-state={state.status}
      data-captcha-id={state.captchaId ?? undefined}
      role="group"
      aria-label={t('form.captcha')}
      aria-describedby={error ? errorId : undefined}
    >
      <span className="captcha__status" role="status">
        <span className={`captcha__mark captcha__mark--${state.status}`} aria-hidden="true" />
        {label}
      </span>
      {state.status === 'failed' && (
        <button type="button" className="link-button" onClick={state.reload}>
          {t('form.captchaRetry')}
        </button>
      )}
      {error && (
        <p id={errorId} className="form__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
