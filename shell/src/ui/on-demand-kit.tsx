import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type * as Kit from '@site/shared/ui';

/**
 * Hands a part that failed to load to the page's unhandled-rejection handling, where the
 * chunk-error notice offers a reload, and shows nothing in its place instead of taking the
 * whole site down with it.
 */
export class OnDemandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    void Promise.reject(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Fetches the kit (once; later calls share the same load). A part that knows it will open a
 * dialog soon calls it beside its own loading, so the dialog does not fetch it after opening.
 */
export const loadKit = () => import('@site/shared/ui');

/**
 * One of the kit's dialogs, loaded the first time it opens: the chrome's dialogs all start
 * closed, so the kit (@site/shared/ui, ~11 KB gz) is not part of the site's first load. Closed,
 * it renders nothing, as the kit's own dialog does.
 */
function onDemand<Props extends { open: boolean }>(
  pick: (kit: typeof Kit) => ComponentType<Props>,
): ComponentType<Props> {
  const Loaded = lazy(() => loadKit().then((kit) => ({ default: pick(kit) })));
  return function OnDemandDialog(props: Props) {
    if (!props.open) return null;
    return (
      <OnDemandBoundary>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </OnDemandBoundary>
    );
  };
}

export const Modal = onDemand((kit) => kit.Modal);
export const Dialog = onDemand((kit) => kit.Dialog);
export const ConfirmDialog = onDemand((kit) => kit.ConfirmDialog);
