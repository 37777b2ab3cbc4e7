import { isEnabled, type WhitelabelNode } from '@site/shared';
import { registeredRemotes, remoteManifest } from './federation-runtime';

/**
 * What a remote declares of its own pages in its manifest (`metaData.routes`, written from its
 * `src/routes.json` at build time, OpenMRS routes.json style): the whitelabel module that switches
 * them and each page's path and exposed component.
 */
export type RemoteRoutes = {
  module: string;
  pages: { path: string; component: string }[];
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
    )
  );
};

/** Every page the registered remotes declare, read from their manifests (the runtime's cache). */
export async function declaredPages(): Promise<DeclaredPage[]> {
  const declared = await Promise.all(
    registeredRemotes().map(async (remote) => {
      try {
        const manifest = (await remoteManifest(remote)) as { metaData?: { routes?: unknown } };
        const routes = manifest.metaData?.routes;
        if (!isRoutes(routes)) return [];
        return routes.pages.map((page) => ({ remote, module: routes.module, ...page }));
      } catch {
        // a remote whose manifest cannot be had declares nothing; its own pages show its fallback
        return [];
      }
    }),
  );
  return declared.flat();
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
