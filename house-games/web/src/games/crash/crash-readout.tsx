import type { CrashRound } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { toHundredths } from './crash-round';

/**
 * The big digits over the curve: the countdown of the lead-in, the live multiplier, then how the
 * round ended (the cash-out the server judged and its win, or the crash point). Hidden from
 * screen readers, which hear the status line instead of a number changing every frame.
 */
export function CrashReadout({
  leadInLeftMs,
  shownHundredths,
  ended,
}: {
  /** Milliseconds to the curve's start while in the lead-in, else null. */
  leadInLeftMs: number | null;
  shownHundredths: number;
  ended: CrashRound | null;
}) {
  const { t } = useTranslation('crash');
  const { format } = useHouse();
  let label: string | null = null;
  let value = format.multiplier(shownHundredths);
  let detail: string | null = null;
  let tone = 'live';
  if (leadInLeftMs !== null) {
    label = t('startingIn');
    value = t('seconds', { seconds: format.number(leadInLeftMs / 1000, 1) });
    tone = 'waiting';
  } else if (ended?.cashedOutAt != null) {
    label = t('cashedOutLabel');
    value = format.multiplier(toHundredths(ended.cashedOutAt));
    detail = t('winDetail', { amount: format.money(ended.win ?? 0) });
    tone = 'won';
  } else if (ended) {
    label = t('crashedAtLabel');
    value = format.multiplier(toHundredths(ended.crashPoint!));
    tone = 'crashed';
  }
  return (
    <div className={`crash-readout crash-readout--${tone}`} aria-hidden="true">
      {label ? <small>{label}</small> : null}
      <strong className="crash-readout__value" data-testid="crash-multiplier">
        {value}
      </strong>
      {detail ? <small>{detail}</small> : null}
    </div>
  );
}
