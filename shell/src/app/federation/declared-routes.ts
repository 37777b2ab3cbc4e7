import { isEnabled, type WhitelabelNode } from '@site/shared';
import type { DeclaredNavEntry } from '../../ui/remote-slot';
import { registeredRemotes, remoteManifest } from './federation-runtime';

/**
 * What a remote declares of its own pages in its manifest (`metaData.routes`, written from its
 * `src/routes.json` at build time, OpenMRS routes.json style): the whitelabel module that switches
 * them and each page's path and exposed component.
 */
export type RemoteRoutes = {
  module: string;
  pages: { path: string; component: string }[];
  /** Entries for the site's navigation, each with its label per language. */
  navigation?: DeclaredNavEntry[];
};

export type DeclaredPage = { remote: string; module: string; path: string; component: string };

const isRoutes = (value: unknown): value is RemoteRoutes => {
  const routes = value as Partial<RemoteRoutes> | null;
  return (
    typeof routes?.module === 'string' &&
    Array.isArray(routes.pages) &&
    routes.pages.every(
      (page) =>
        typeof page?.path === 'string' &&
        page.path.startsWith('/') &&
        typeof page.component === 'string' &&
        page.component.startsWith('./'),
    ) &&
    (routes.navigation === undefined ||
      (Array.isArray(routes.navigation) &&
        routes.navigation.every(
          (entry) =>
            typeof entry?.path === 'string' &&
            entry.path.startsWith('/') &&
            typeof entry.label === 'object' &&
            entry.label !== null &&
            Object.values(entry.label).every((text) => typeof text === 'string'),
        )))
  );
};

/** What each registered remote declares, read from its manifest (the runtime's cache). */
async function declaredRoutes(): Promise<{ remote: string; routes: RemoteRoutes }[]> {
  const declared = await Promise.all(
    registeredRemotes().map(async (remote) => {
      try {
        const manifest = (await remoteManifest(remote)) as { metaData?: { routes?: unknown } };
        const routes = manifest.metaData?.routes;
        return isRoutes(routes) ? [{ remote, routes }] : [];
      } catch {
        // a remote whose manifest cannot be had declares nothing; its own pages show its fallback
        return [];
      }
    }),
  );
  return declared.flat();
}

/** Every page the registered remotes declare. */
export async function declaredPages(): Promise<DeclaredPage[]> {
  return (await declaredRoutes()).flatMap(({ remote, routes }) =>
    routes.pages.map((page) => ({ remote, module: routes.module, ...page })),
  );
}

/** The navigation entries the registered remotes declare for modules the brand switched on. */
export async function declaredNavigation(
  whitelabel: WhitelabelNode[],
): Promise<DeclaredNavEntry[]> {
  return (await declaredRoutes())
    .filter(({ routes }) => isEnabled(whitelabel, routes.module))
    .flatMap(({ routes }) => routes.navigation ?? []);
}

/** The declared page at `pathname` that the brand switched on, if any (paths match exactly). */
export function findDeclaredPage(
  pages: readonly DeclaredPage[],
  pathname: string,
  whitelabel: WhitelabelNode[],
): DeclaredPage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pages.find((page) => page.path === path && isEnabled(whitelabel, page.module)) ?? null;
}
