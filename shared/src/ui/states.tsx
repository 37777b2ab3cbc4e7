import type { ApiError } from '../api/api-error';
import { COMMON_NAMESPACE, useTranslation } from '../i18n';
import { useFailureText } from '../react/use-failure-text';

/** Grey blocks in the shape of what is coming, so nothing jumps when it arrives. */
export function SkeletonBlocks({
  count,
  height = 96,
  label,
}: {
  count: number;
  height?: number;
  label?: string;
}) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div
      className="site-skeleton-grid"
      role="status"
      aria-live="polite"
      aria-label={label ?? t('remote.loading')}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="site-skeleton" style={{ height }} />
      ))}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const failureText = useFailureText();
  return (
    <div className="site-state site-state--error" role="alert">
      <p>{failureText(error)}</p>
      {onRetry && (
        <button type="button" className="site-button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <div className="site-state site-state--empty">
      <p className="site-state__title">{title}</p>
      {body && <p>{body}</p>}
    </div>
  );
}
