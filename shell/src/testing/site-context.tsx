import type { Permission } from '@site/shared';
import {
  startTestI18n,
  testDeployment,
  testPermission,
  TestQueryProvider,
  whitelabelNode,
} from '@site/shared/testing';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { siteContextAtom, type SiteContext } from '../ui/brand-state';
import type { RemoteKey } from '../config/remote-modules';
import { addShellTranslations } from '../i18n/shell-translations';

export const ALL_REMOTES: RemoteKey[] = [
  'lobby',
  'lottery',
  'memberCentre',
  'agentCentre',
  'pointsMall',
];

/** Translations in English with the common and shell namespaces, as the shell starts it. */
export async function setupShellI18n(): Promise<void> {
  await startTestI18n('en');
  await addShellTranslations();
}

/** A fresh jotai store holding a started site (status 0) with the given remotes switched on. */
export function createSiteStore({
  enabledRemotes = ALL_REMOTES,
  permission = {},
}: { enabledRemotes?: RemoteKey[]; permission?: Partial<Permission> } = {}) {
  const store = createStore();
  const context: SiteContext = {
    deployment: testDeployment(),
    permission: testPermission({
      whitelabel: enabledRemotes.map((key) => whitelabelNode(key, true)),
      ...permission,
    }),
    status: { status: 0, ip: '127.0.0.1', maintenance: null },
    enabledRemotes: new Set(enabledRemotes),
  };
  store.set(siteContextAtom, context);
  return store;
}

export function SiteProviders({
  store,
  children,
}: {
  store: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <TestQueryProvider>
      <Provider store={store}>{children}</Provider>
    </TestQueryProvider>
  );
}
