import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  fallbackPlugin,
  lastGoodReleasePlugin,
  loadReportPlugin,
  SITE_FEDERATION_PLUGINS,
} from './plugins';
import { canFallBackToLastGood } from './releases/choose-release';
import { createLoadReporter } from './releases/load-reporter';
import { rememberFailedRelease } from './releases/release-session';
import { reportRemoteLoad } from './releases/remote-load-report.resource';
import type { RemoteEntry } from './releases/resolve-remote-entries';
import { fallbackComponentFor } from './remote-fallback';

/**
 * The shell's door to the Module Federation runtime (`@module-federation/enhanced`): the
 * instance the shell's build created, with the site's runtime plugins (./plugins, one file per
 * policy). Nothing else in the shell touches the runtime; the bench's monolith build stands in
 * for this module (tooling/webpack/monolith.cjs).
 */
let runtime: ModuleFederation | null = null;
const registered = new Map<string, RemoteEntry>();
/** Who reports loads to the release registry (issue 46): the environment and this tab. */
let releaseContext: { environment: string; session: string } | null = null;

const releaseOf = (name: string) => registered.get(name)?.release ?? null;
const reporter = createLoadReporter({
  releaseOf,
  send: (outcome) =>
    releaseContext ? reportRemoteLoad({ ...outcome, ...releaseContext }) : Promise.resolve(),
});

function switchToLastGood(name: string): void {
  const release = releaseOf(name);
  if (!release?.lastGood) return;
  rememberFailedRelease(name, release.version);
  const { lastGood } = release;
  registerRemote(name, {
    manifestUrl: lastGood.manifestUrl,
    release: { ...lastGood, lane: 'last-good', lastGood },
  });
}

function federation(): ModuleFederation {
  if (runtime) return runtime;
  const instance = getInstance();
  if (!instance) throw new Error('the shell was built without its Module Federation runtime');
  instance.registerPlugins([
    ...SITE_FEDERATION_PLUGINS,
    loadReportPlugin(reporter),
    fallbackPlugin(fallbackComponentFor),
    // after the fallback, so that a module it recovers replaces the fallback's answer
    lastGoodReleasePlugin({ releaseOf, switchToLastGood }),
  ]);
  runtime = instance;
  return instance;
}

/** Where load reports go: the deployment's environment and this tab's release session. */
export function setReleaseContext(context: { environment: string; session: string }): void {
  releaseContext = context;
}

/** Makes a remote loadable by its federation name; only registered remotes are ever fetched. */
export function registerRemote(name: string, entry: RemoteEntry): void {
  const before = registered.get(name);
  registered.set(name, entry);
  if (before?.manifestUrl === entry.manifestUrl) return;
  // A remote deployed at another address replaces the one registered (and loaded) before.
  federation().registerRemotes([{ name, entry: entry.manifestUrl }], { force: !!before });
}

/**
 * A remote's page threw while rendering (the remote boundary caught it): the registry hears of
 * it, and a release with another last good version is given up for the rest of the session
 * (issue 46). Unlike a failed load, the failed build already ran, and webpack cannot start a
 * second build of the same remote beside it (both share its chunk-loading global), so the page
 * loads again, once the report is sent, and chooses the last good version from the start.
 * True when it does.
 */
export function recoverFromRenderFailure(name: string): boolean {
  const sending = reporter.failed(name, 'render');
  const release = releaseOf(name);
  if (!canFallBackToLastGood(release)) return false;
  console.warn(
    `[remotes] ${name} ${release!.version} failed to render; reloading on ${release!.lastGood!.version}`,
  );
  rememberFailedRelease(name, release!.version);
  void sending.then(() => window.location.reload());
  return true;
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
  const manifestUrl = registered.get(name)?.manifestUrl;
  if (!manifestUrl) throw new Error(`no remote ${name} is registered`);
  // The runtime's own manifest request (with the site's plugins, once, cached): typed private,
  // but it is how the runtime itself reads the manifests the remotes were registered with.
  const snapshots = federation().snapshotHandler as unknown as {
    getManifestJson(url: string, remote: object, extra: object): Promise<unknown>;
  };
  return snapshots.getManifestJson(manifestUrl, { name, entry: manifestUrl }, {});
}
