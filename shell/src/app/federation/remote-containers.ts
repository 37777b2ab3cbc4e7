import { loadScript } from './load-script';
import { recordRemoteFailure } from './remote-failures';

/**
 * The shell's loader of remotes, on webpack's own Module Federation (tooling/webpack): a remote's
 * manifest names its entry script, the entry defines the remote's container as a global, and the
 * container joins the page's share scope (the shell's singletons) before it hands out modules.
 * A load that fails is forgotten, so the next attempt starts again from the manifest; a chunk
 * that failed inside a started container is fetched again by the container itself.
 */

type ShareScope = object;
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

type Container = {
  init(shareScope: ShareScope): void | Promise<void>;
  get(exposedPath: string): Promise<() => unknown>;
};

type RemoteManifest = {
  metaData: { globalName: string; remoteEntry: { name: string; path?: string } };
};

const SHARE_SCOPE = 'default';
/** Network failures of a manifest or an entry script are retried a little before giving up. */
export const NETWORK_RETRIES = 2;
export const RETRY_DELAY_MS = 400;
/**
 * A remote module not running by then is given up (its fallback shows); a remote that has not
 * started by then is forgotten, so that a retry fetches it afresh.
 */
export const LOAD_TIMEOUT_MS = 15_000;

const manifestUrls = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/** Makes a remote loadable by its federation name; only registered remotes are ever fetched. */
export function registerRemote(name: string, manifestUrl: string): void {
  if (manifestUrls.get(name) === manifestUrl) return;
  manifestUrls.set(name, manifestUrl);
  containers.delete(name);
}

/** Runs one module a remote exposes (`./LobbyPage`) and returns its exports. */
export async function loadRemoteModule<T>(name: string, exposedPath: string): Promise<T> {
  const factory = await withTimeout(exposedFactory(name, exposedPath), LOAD_TIMEOUT_MS);
  return factory() as T;
}

/** Fetches a remote's entry and the files of one exposed module, without running the module. */
export async function preloadRemoteModule(name: string, exposedPath: string): Promise<void> {
  await exposedFactory(name, exposedPath);
}

async function exposedFactory(name: string, exposedPath: string): Promise<() => unknown> {
  const container = await containerOf(name);
  try {
    return await container.get(exposedPath);
  } catch (error) {
    recordRemoteFailure(failure(`${name}/${exposedPath}`, 'module', error));
    throw error;
  }
}

function containerOf(name: string): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    container = withTimeout(startContainer(name), LOAD_TIMEOUT_MS);
    containers.set(name, container);
    container.catch(() => {
      if (containers.get(name) === container) containers.delete(name);
    });
  }
  return container;
}

async function startContainer(name: string): Promise<Container> {
  const manifestUrl = manifestUrls.get(name);
  if (!manifestUrl) throw new Error(`no remote ${name} is registered`);
  let stage = 'manifest';
  try {
    const { globalName, remoteEntry } = await withRetries(() => fetchManifest(manifestUrl));
    stage = 'entry';
    const entryUrl = new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, manifestUrl).href;
    const globals = window as unknown as Record<string, Container | undefined>;
    // an earlier copy of the entry must not pass for this one
    delete globals[globalName];
    await withRetries(() => loadScript(entryUrl));
    const container = globals[globalName];
    if (typeof container?.get !== 'function' || typeof container.init !== 'function')
      throw new Error(`${entryUrl} defined no container named ${globalName}`);
    stage = 'init';
    await __webpack_init_sharing__(SHARE_SCOPE);
    await container.init(__webpack_share_scopes__[SHARE_SCOPE]!);
    return container;
  } catch (error) {
    recordRemoteFailure(failure(name, stage, error));
    throw error;
  }
}

async function fetchManifest(url: string): Promise<RemoteManifest['metaData']> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = (await response.json()) as Partial<RemoteManifest>;
  const metaData = manifest.metaData;
  if (typeof metaData?.globalName !== 'string' || typeof metaData.remoteEntry?.name !== 'string')
    throw new Error(`${url} is not a remote's manifest`);
  return metaData;
}

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const failure = (id: string, lifecycle: string, error: unknown) => ({
  id,
  lifecycle,
  message: String(error),
  at: Date.now(),
});
