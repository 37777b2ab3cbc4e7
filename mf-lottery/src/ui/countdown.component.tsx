import { localizeDigits, useTranslation } from '@site/shared';
import { NAMESPACE } from '../i18n/translations';
import { formatCountdown, useNow } from './use-now';

/** Time left until `until` (the close of betting or a draw), in the reader's digits. */
export function Countdown({ until, labelKey }: { until: string; labelKey: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const now = useNow();
  const left = Date.parse(until) - now;
  return (
    <span className="lottery-countdown" data-testid="lottery-countdown" role="timer">
      {left > 0
        ? t(labelKey, { time: localizeDigits(formatCountdown(left), i18n.language) })
        : t('countdown.drawing')}
    </span>
  );
}
