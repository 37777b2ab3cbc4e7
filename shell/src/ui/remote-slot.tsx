import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteKey } from '../config/remote-modules';

export type RemoteSlotProps = {
  remote: RemoteKey;
  /** A key of the remote's `exposes` in config/remote-modules.ts; its page by default. */
  module?: string;
  props?: Record<string, unknown>;
  variant?: 'page' | 'panel';
};

type RemoteAccess = {
  Slot: ComponentType<RemoteSlotProps>;
  /** Starts fetching a remote's page, when its link is hovered or focused. */
  preload: (remote: RemoteKey) => void;
};

// Without the app's federation (a unit test of one part), a slot stays empty.
const RemoteAccessContext = createContext<RemoteAccess>({
  Slot: () => null,
  preload: () => undefined,
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
