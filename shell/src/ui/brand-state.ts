import type { DeploymentConfig, Permission, SystemStatus } from '@site/shared';
import { atom, useAtomValue } from 'jotai';
import type { RemoteKey } from '../config/remote-modules';

export type SiteContext = {
  deployment: DeploymentConfig;
  permission: Permission;
  status: SystemStatus;
  enabledRemotes: Set<RemoteKey>;
};

/** Filled once at start-up, before the first render (spec §1 start-up). */
export const siteContextAtom = atom<SiteContext | null>(null);

function useSiteContext(): SiteContext {
  const context = useAtomValue(siteContextAtom);
  if (!context) throw new Error('The site context is read before start-up finished.');
  return context;
}

export const useDeployment = () => useSiteContext().deployment;
export const usePermission = () => useSiteContext().permission;
export const useSystemStatus = () => useSiteContext().status;
export const useRemoteEnabled = (key: RemoteKey) => useSiteContext().enabledRemotes.has(key);
