import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { chunkErrorMessageKey, isChunkLoadError } from './chunk-load-error';
import { IncompatibleRemoteError, loadRemotePage } from './load-remote-page';
import type { RemoteSlotProps } from '../../ui/remote-slot';

type CaughtError = { error: Error | null };

class RemoteErrorBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  CaughtError
> {
  override state: CaughtError = { error: null };

  static getDerivedStateFromError(error: Error): CaughtError {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[remotes] a remote page failed', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function RemoteSkeleton({ variant = 'page' }: { variant?: 'page' | 'panel' }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <div className={`remote-skeleton remote-skeleton--${variant}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <div className="site-skeleton remote-skeleton__title" />
      <div className="site-skeleton-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="site-skeleton" style={{ height: 120 }} />
        ))}
      </div>
    </div>
  );
}

function RemoteFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const incompatible = error instanceof IncompatibleRemoteError;
  return (
    <section className="remote-fallback" role="alert" data-testid="remote-fallback">
      <div className="remote-fallback__icon" aria-hidden="true">
        ⚠
      </div>
      <h2>{t(incompatible ? 'remote.incompatibleTitle' : 'remote.unavailableTitle')}</h2>
      <p>{t(incompatible ? 'remote.incompatibleBody' : 'remote.unavailableBody')}</p>
      {isChunkLoadError(error) && (
        <p data-testid="chunk-error-reason">
          {t(chunkErrorMessageKey(error), { ns: SHELL_NAMESPACE })}
        </p>
      )}
      <button type="button" className="site-button site-button--primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </section>
  );
}

/**
 * Mounts one remote page (or another exposed component): a skeleton while it loads; if it is down, slow, incompatible or
 * throws, a translated fallback whose retry loads it again without reloading the site.
 */
export function RemotePage({
  remote,
  module = 'page',
  props = {},
  variant = 'page',
}: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType<Record<string, unknown>>>(
    () => lazy(() => loadRemotePage(remote, module)),
    // a new attempt must create a new lazy component, or React would replay the old failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  // The loader forgets a failed load, so a new attempt fetches the remote afresh.
  const retry = () => setAttempt((count) => count + 1);
  return (
    <RemoteErrorBoundary
      key={`${remote}:${module}:${attempt}`}
      fallback={(error) => <RemoteFallback error={error} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteSkeleton variant={variant} />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
