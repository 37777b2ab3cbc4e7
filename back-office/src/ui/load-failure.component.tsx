import { useConsoleTranslation } from '../i18n/translations';

/** What could not be loaded, with Try again: a part of a page whose other parts still work. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useConsoleTranslation();
  return (
    <p className="console-notice console-notice--error" role="alert">
      {t('common.loadFailed')}{' '}
      <button type="button" className="site-button console-button--small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
