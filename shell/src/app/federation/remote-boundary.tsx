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
import { REMOTE_MODULES } from '../../config/remote-modules';
import { loadRemoteModule, recoverFromRenderFailure } from './federation-runtime';
import { loadRemotePage } from './load-remote-page';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback';
import type { RemoteSlotProps } from '../../ui/remote-slot';

type CaughtError = { error: Error | null; reloading?: boolean };

class RemoteErrorBoundary extends Component<
  {
    remote: string;
    fallback: (error: Error) => ReactNode;
    /** what shows while the page loads again on the remote's last good version */
    skeleton: ReactNode;
    children: ReactNode;
  },
  CaughtError
> {
  override state: CaughtError = { error: null };

  static getDerivedStateFromError(error: Error): CaughtError {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('[remotes] a remote page failed', error);
    // A load that failed shows the fallback without throwing; what lands here threw rendering.
    if (recoverFromRenderFailure(this.props.remote)) this.setState({ reloading: true });
  }

  override render() {
    if (this.state.reloading) return this.props.skeleton;
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

type Exposed = { default: ComponentType<Record<string, unknown>> };

/**
 * Mounts one exposed component: a skeleton while it loads; if it is down, slow, incompatible or
 * throws, a translated fallback whose retry loads it again without reloading the site.
 */
function RemoteMount({
  id,
  remote,
  load,
  props,
  variant,
}: {
  id: string;
  /** the remote's federation name */
  remote: string;
  load: () => Promise<Exposed>;
  props: Record<string, unknown>;
  variant: 'page' | 'panel';
}) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType<Record<string, unknown>>>(
    () => lazy(load),
    // a new attempt must create a new lazy component, or React would replay the old failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt],
  );
  // The runtime forgets a failed load, so a new attempt fetches the remote afresh.
  const retry = () => setAttempt((count) => count + 1);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        key={`${id}:${attempt}`}
        remote={remote}
        fallback={(error) => <RemoteFallback error={error} />}
        skeleton={<RemoteSkeleton variant={variant} />}
      >
        <Suspense fallback={<RemoteSkeleton variant={variant} />}>
          <Page {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

/** One remote page (or another exposed component) the shell knows (config/remote-modules.ts). */
export function RemotePage({
  remote,
  module = 'page',
  props = {},
  variant = 'page',
}: RemoteSlotProps) {
  return (
    <RemoteMount
      id={`${remote}:${module}`}
      remote={REMOTE_MODULES[remote].federationName}
      load={() => loadRemotePage(remote, module)}
      props={props}
      variant={variant}
    />
  );
}

/** A page a remote declared in its manifest (declared-routes.ts), by its exposed component. */
export function DeclaredRemotePage({ remote, component }: { remote: string; component: string }) {
  return (
    <RemoteMount
      id={`${remote}/${component}`}
      remote={remote}
      load={async () => {
        const exposed = await loadRemoteModule<Partial<Exposed>>(remote, component);
        if (!exposed.default) throw new Error(`${remote}/${component} exposes no component`);
        return { default: exposed.default };
      }}
      props={{}}
      variant="page"
    />
  );
}
