import { useConsoleTranslation } from '../../i18n/translations';

/** The bar both content forms keep in view: what is pending, Cancel and Review. */
export function FormBar({
  note,
  canReview,
  onCancel,
}: {
  note: string | null;
  canReview: boolean;
  onCancel: () => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className="brand__bar">
      <p aria-live="polite">{note}</p>
      <button type="button" className="site-button" onClick={onCancel}>
        {t('queue.cancel')}
      </button>
      <button type="submit" className="site-button site-button--primary" disabled={!canReview}>
        {t('content.review')}
      </button>
    </div>
  );
}

/**
 * The promotions' and help centre's check of a change's reason: a word or two at least, since
 * the audit trail is read by someone who was not there.
 */
export function useReasonCheck(): (reason: string) => string | null {
  const { t } = useConsoleTranslation();
  return (reason) => (reason.length < 3 ? t('content.errors.reasonShort') : null);
}
