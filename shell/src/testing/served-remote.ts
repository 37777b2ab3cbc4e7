/**
 * A remote as its server answers the shell's loader (app/federation/remote-containers.ts) in a
 * unit test: the manifest comes from `fetch`, and running the entry script (`loadScript`, which
 * the test mocks) defines the remote's container. Everything between is the real loader.
 */

/** The page's share scope, which containers join. */
export const pageShareScope = {};

/** What webpack defines in a build: the page's share scopes and how to fill them. */
export function withWebpackSharing(): void {
  Object.assign(globalThis, {
    __webpack_init_sharing__: () => Promise.resolve(),
    __webpack_share_scopes__: { default: pageShareScope },
  });
}

export type ServedRemote = ReturnType<typeof serveRemote>;

export function serveRemote(
  loadScript: jest.MockedFunction<(url: string) => Promise<void>>,
  { name, manifestUrl }: { name: string; manifestUrl: string },
) {
  let exported: unknown = {};
  let manifestFailure: Error | null = null;
  const container = {
    init: jest.fn(),
    get: jest.fn((_exposedPath: string) => Promise.resolve(() => exported)),
  };
  const answer = window.fetch.bind(window);
  const fetchManifest = jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
    if (String(input) !== manifestUrl) return answer(input, init);
    if (manifestFailure) return Promise.reject(manifestFailure);
    const manifest = { metaData: { globalName: name, remoteEntry: { name: 'remoteEntry.js' } } };
    return Promise.resolve(new Response(JSON.stringify(manifest), { status: 200 }));
  });
  loadScript.mockImplementation(() => {
    Object.assign(window, { [name]: container });
    return Promise.resolve();
  });
  return {
    container,
    fetchManifest,
    /** What the exposed module exports from now on. */
    exports(value: unknown) {
      exported = value;
    },
    /** The manifest's request fails with this error from now on (null: it answers again). */
    failManifest(error: Error | null) {
      manifestFailure = error;
    },
  };
}
