import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, SITE_FEDERATION_PLUGINS } from './plugins';
import { fallbackComponentFor } from './remote-fallback';

/**
 * The shell's door to the Module Federation runtime (`@module-federation/enhanced`): the
 * instance the shell's build created, with the site's runtime plugins (./plugins, one file per
 * policy). Nothing else in the shell touches the runtime; the bench's monolith build stands in
 * for this module (tooling/webpack/monolith.cjs).
 */
let runtime: ModuleFederation | null = null;
const registered = new Map<string, string>();

function federation(): ModuleFederation {
  if (runtime) return runtime;
  const instance = getInstance();
  if (!instance) throw new Error('the shell was built without its Module Federation runtime');
  instance.registerPlugins([...SITE_FEDERATION_PLUGINS, fallbackPlugin(fallbackComponentFor)]);
  runtime = instance;
  return instance;
}

/** Makes a remote loadable by its federation name; only registered remotes are ever fetched. */
export function registerRemote(name: string, manifestUrl: string): void {
  if (registered.get(name) === manifestUrl) return;
  // A remote deployed at another address replaces the one registered (and loaded) before.
  federation().registerRemotes([{ name, entry: manifestUrl }], { force: registered.has(name) });
  registered.set(name, manifestUrl);
}

/** Runs one module a remote exposes (`./LobbyPage`) and returns its exports. */
export async function loadRemoteModule<T>(name: string, exposedPath: string): Promise<T> {
  const exposed = await federation().loadRemote<T>(`${name}/${exposedPath.replace(/^\.\//, '')}`);
  if (exposed === null || exposed === undefined)
    throw new Error(`${name} exposes nothing at ${exposedPath}`);
  return exposed;
}

/** Fetches a remote's entry and the files of one exposed module, without running the module. */
export async function preloadRemoteModule(name: string, exposedPath: string): Promise<void> {
  await federation().preloadRemote([
    { nameOrAlias: name, exposes: [exposedPath], resourceCategory: 'sync' },
  ]);
}

/** The federation names of the registered remotes. */
export const registeredRemotes = (): string[] => [...registered.keys()];

/** The manifest of a registered remote, as the runtime fetched (and cached) it. */
export async function remoteManifest(name: string): Promise<unknown> {
  const manifestUrl = registered.get(name);
  if (!manifestUrl) throw new Error(`no remote ${name} is registered`);
  // The runtime's own manifest request (with the site's plugins, once, cached): typed private,
  // but it is how the runtime itself reads the manifests the remotes were registered with.
  const snapshots = federation().snapshotHandler as unknown as {
    getManifestJson(url: string, remote: object, extra: object): Promise<unknown>;
  };
  return snapshots.getManifestJson(manifestUrl, { name, entry: manifestUrl }, {});
}
