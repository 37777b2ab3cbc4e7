import { momentValues, useTranslation } from '@site/shared';
import { RESPONSIBLE_GAMING_NAMESPACE } from './i18n/responsible-gaming-translations';

type Moment = ReturnType<typeof momentValues>;

type Props = {
  pending: { confirmableAt: string; confirmable: boolean };
  /** The change while it waits out its 24 hours, with the moment it can be confirmed. */
  waitingText: (moment: Moment) => string;
  /** The change once its 24 hours are over. */
  readyText: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
};

/**
 * An increase or removal waiting out its cooling-off (RTS 12): when it may be confirmed, then
 * the button that confirms it.
 */
export function PendingChange({
  pending,
  waitingText,
  readyText,
  confirmLabel,
  onConfirm,
  busy,
}: Props) {
  const { t, i18n } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  if (!pending.confirmable)
    return (
      <p className="protection-pending" data-testid="pending-change">
        {waitingText(momentValues(pending.confirmableAt, i18n.language))}
      </p>
    );
  return (
    <div className="protection-pending protection-pending--ready" data-testid="pending-change">
      <p>{readyText}</p>
      <button
        type="button"
        className="site-button site-button--primary"
        disabled={busy}
        aria-label={confirmLabel}
        onClick={onConfirm}
      >
        {t('limit.confirm')}
      </button>
    </div>
  );
}
