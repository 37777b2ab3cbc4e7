import { useTranslation } from '@site/shared';
import { useEffect, useState } from 'react';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { TEEN_PATTI_CONFIG } from '../teen-patti-config';
import { secondsLeft } from './table-rules';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The ring round the seat the clock waits for: it empties as the turn runs out. It is drawn for
 * the eye only; the page announces the turn and the last seconds in its live region.
 */
export function TurnTimer({ deadline, turnSeconds }: { deadline: string; turnSeconds: number }) {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TEEN_PATTI_CONFIG.timerTickMs);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = Math.max(0, Date.parse(deadline) - now);
  const share = Math.min(1, left / (turnSeconds * 1000));
  const seconds = secondsLeft(deadline, now);
  return (
    <span
      className="tp-timer"
      aria-hidden="true"
      data-hurry={seconds <= TEEN_PATTI_CONFIG.hurrySeconds}
    >
      <svg viewBox="0 0 48 48" className="tp-timer__ring">
        <circle cx="24" cy="24" r={RADIUS} className="tp-timer__track" />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          className="tp-timer__left"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
      </svg>
      <span className="tp-timer__text">{t('seat.timer', { seconds })}</span>
    </span>
  );
}
