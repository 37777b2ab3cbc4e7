import { ApiError, COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { FullPageNotice } from '../ui/full-page-notice';
import { ErrorIcon } from '../ui/notice-icons';

/** Shown when the site cannot start (API or deployment file unreachable), with a retry. */
export function StartupErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const messageKey = error instanceof ApiError ? error.messageKey : 'errors.NETWORK';
  return (
    <FullPageNotice icon={<ErrorIcon />} title={t('startup.title')} testId="startup-error">
      <p>{t(messageKey, { ns: COMMON_NAMESPACE })}</p>
      <button type="button" className="site-button site-button--primary" onClick={onRetry}>
        {t('actions.retry', { ns: COMMON_NAMESPACE })}
      </button>
    </FullPageNotice>
  );
}
