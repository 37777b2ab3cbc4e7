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
import { loadRemotePage } from './load-remote-page';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback';
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
  // The runtime forgets a failed load, so a new attempt fetches the remote afresh.
  const retry = () => setAttempt((count) => count + 1);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        key={`${remote}:${module}:${attempt}`}
        fallback={(error) => <RemoteFallback error={error} />}
      >
        <Suspense fallback={<RemoteSkeleton variant={variant} />}>
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
