import { getEventBus, i18n, type Permission } from '@site/shared';
import {
  signedInMember,
  startTestApi,
  startTestI18n,
  testDeployment,
  testPermission,
  TestQueryProvider,
  whitelabelNode,
  type TestRoute,
  type TestServer,
} from '@site/shared/testing';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { siteContextAtom, type SiteContext } from '../ui/brand-state';
import type { RemoteKey } from '../config/remote-modules';
import { addShellTranslations, SHELL_NAMESPACE } from '../i18n/shell-translations';
import shellBn from '../i18n/bn.json';

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

/**
 * Switches to Bengali with the shell's BN strings at hand (the page fetches them as a file of
 * their own, which a unit test cannot), for the pages' BN checks (issue 40 item 13).
 */
export async function switchShellToBengali(): Promise<void> {
  i18n.addResourceBundle('bn', SHELL_NAMESPACE, shellBn, true, true);
  await i18n.changeLanguage('bn');
}

/** The session of a logged-in member (rahim of PADMA) on the event bus. */
export const signInTestMember = () =>
  getEventBus().setState('session', {
    status: 'member',
    token: 'token',
    account: 'rahim',
    nickname: 'Rahim',
    isAgent: 0,
    merchantCode: 'PADMA',
  });

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

/** The brand's settings flags (spec §1, under the whitelabel tree's SETTINGS node) switched on. */
export const withFlags = (flags: readonly string[]): Partial<Permission> => ({
  whitelabel: [
    whitelabelNode(
      'SETTINGS',
      true,
      flags.map((flag) => whitelabelNode(flag, true)),
    ),
  ],
});

/**
 * A test API for the sign-in screens: `route` first, then what a sign-in asks next (the member
 * and the balance); the client sends the session token the page stored.
 */
export const startSessionTestApi = (route: TestRoute): Promise<TestServer> =>
  startTestApi(
    (request) => route(request) ?? signedInMember(request),
    () => sessionStorage.getItem('token'),
  );

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
