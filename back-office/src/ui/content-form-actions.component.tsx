import { useConsoleTranslation } from '../i18n/translations';

/** The end of a content form: "nothing changed" once tried, Cancel and Review. */
export function ContentFormActions({
  nothingChanged,
  onCancel,
}: {
  nothingChanged: boolean;
  onCancel: () => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <>
      {nothingChanged && (
        <p className="form__error" role="alert">
          {t('content.nothingChanged')}
        </p>
      )}
      <div className="content-form__actions">
        <button type="button" className="site-button" onClick={onCancel}>
          {t('queue.cancel')}
        </button>
        <button type="submit" className="site-button site-button--primary">
          {t('content.review')}
        </button>
      </div>
    </>
  );
}
