import type { WhitelabelNode } from '@site/shared';
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import type { RemoteKey } from '../config/remote-modules';

export type RemoteSlotProps = {
  remote: RemoteKey;
  /** A key of the remote's `exposes` in config/remote-modules.ts; its page by default. */
  module?: string;
  props?: Record<string, unknown>;
  variant?: 'page' | 'panel';
};

/** A navigation entry a remote declares (its routes.json), with its label per language. */
export type DeclaredNavEntry = { path: string; label: Record<string, string> };

type RemoteAccess = {
  Slot: ComponentType<RemoteSlotProps>;
  /** Starts fetching a remote's page, when its link is hovered or focused. */
  preload: (remote: RemoteKey) => void;
  /** The navigation entries the brand's remotes declare. */
  navigation: (whitelabel: WhitelabelNode[]) => Promise<DeclaredNavEntry[]>;
};

// Without the app's federation (a unit test of one part), a slot stays empty.
const RemoteAccessContext = createContext<RemoteAccess>({
  Slot: () => null,
  preload: () => undefined,
  navigation: async () => [],
});

/**
 * Pages and features name the remote module they show; app/ provides the federation that
 * loads it (app/federation), so nothing below app/ reaches up into the runtime.
 */
export const RemoteAccessProvider = RemoteAccessContext.Provider;

/** One remote module in place, with the app's loading skeleton and failure fallback. */
export function RemoteSlot(props: RemoteSlotProps) {
  const { Slot } = useContext(RemoteAccessContext);
  return <Slot {...props} />;
}

export const useRemotePreload = () => useContext(RemoteAccessContext).preload;

/**
 * The navigation entries the brand's remotes declare, once `ready` (after the first paint: the
 * remotes' manifests are read then, never before the page shows).
 */
export function useDeclaredNavigation(
  whitelabel: WhitelabelNode[],
  ready: boolean,
): readonly DeclaredNavEntry[] {
  const { navigation } = useContext(RemoteAccessContext);
  const [entries, setEntries] = useState<readonly DeclaredNavEntry[]>([]);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    navigation(whitelabel)
      .then((found) => current && setEntries(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [navigation, whitelabel, ready]);
  return entries;
}
