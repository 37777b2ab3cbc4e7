/**
 * Writes a remote's `mf-manifest.json`: what the shell reads to find the remote (its entry
 * script and global name) and what the size report and tests read about it (each exposed
 * module's files, each shared module's own fallback files). The deployment file names this
 * manifest, not the entry, so a team redeploys its remote without touching the shell.
 *
 * The shape is the subset of the Module Federation manifest the site uses:
 * `{ id, name, metaData: { name, globalName, remoteEntry: { name, path, type }, publicPath },
 *    shared: [{ name, version, singleton, requiredVersion, assets }],
 *    exposes: [{ name, path, assets }] }`, where `assets` is `{ js, css }`, each `{ sync, async }`:
 * `sync` the files fetched with the module, `async` those its own `import()`s fetch later.
 */
const MANIFEST_FILE = 'mf-manifest.json';

/** The chunk name of an exposed module, so its files can be found after the build. */
const exposeChunkName = (exposedPath) => `expose-${exposedPath.replace(/^\.\//, '')}`;

class RemoteManifestPlugin {
  /**
   * @param {object} options
   * @param {string} options.name the remote's federation name, also its global
   * @param {string} options.entry the entry script's file name
   * @param {Record<string,string>} options.exposes exposed path → module
   * @param {Record<string,{version:string,singleton:boolean,requiredVersion:string}>} options.shared
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemoteManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const manifest = this.manifestOf(compilation);
          compilation.emitAsset(
            MANIFEST_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }

  manifestOf(compilation) {
    const { name, entry, exposes, shared } = this.options;
    const fallbackGroups = new Map();
    for (const module of compilation.modules) {
      if (module.type !== 'consume-shared-module') continue;
      const { shareKey } = module.options;
      const groups = module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block));
      fallbackGroups.set(shareKey, [...(fallbackGroups.get(shareKey) ?? []), ...groups]);
    }
    // `preact/` shares every `preact/…` entry point: each one the build consumed is listed.
    const sharedPrefixOf = (shareKey) =>
      Object.keys(shared).find((key) => key.endsWith('/') && shareKey.startsWith(key));
    const sharedKeys = [
      ...new Set([
        ...Object.keys(shared).filter((key) => !key.endsWith('/')),
        ...fallbackGroups.keys(),
      ]),
    ];
    return {
      id: name,
      name,
      metaData: {
        name,
        globalName: name,
        remoteEntry: { name: entry, path: '', type: 'window' },
        publicPath: 'auto',
      },
      shared: sharedKeys.map((shareKey) => {
        const config = shared[shareKey] ?? shared[sharedPrefixOf(shareKey)];
        return {
          id: `${name}:${shareKey}`,
          name: shareKey,
          version: config.version,
          singleton: config.singleton,
          requiredVersion: config.requiredVersion,
          assets: assetsOf(fallbackGroups.get(shareKey) ?? []),
        };
      }),
      exposes: Object.keys(exposes).map((exposedPath) => ({
        id: `${name}:${exposedPath.replace(/^\.\//, '')}`,
        name: exposedPath.replace(/^\.\//, ''),
        path: exposedPath,
        assets: assetsOf([compilation.namedChunkGroups.get(exposeChunkName(exposedPath))]),
      })),
    };
  }
}

/** A shared module's own copy: fetched only when the page has no version of it to share. */
const isSharedFallback = (group) =>
  group.origins.every((origin) => origin.module?.type === 'consume-shared-module');

/**
 * The files of some chunk groups (sync) and of the groups their `import()`s reach (async),
 * leaving out the shared modules' own copies, which a page with the shell never fetches.
 */
function assetsOf(groups) {
  const filesOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files]);
  const roots = groups.filter(Boolean);
  const sync = new Set(roots.flatMap(filesOf));
  const later = new Set();
  const seen = new Set(roots);
  const pending = roots.flatMap((group) => [...group.getChildren()]);
  while (pending.length > 0) {
    const group = pending.pop();
    if (seen.has(group) || isSharedFallback(group)) continue;
    seen.add(group);
    for (const file of filesOf(group)) if (!sync.has(file)) later.add(file);
    pending.push(...group.getChildren());
  }
  const byType = (files, ext) => [...files].filter((file) => file.endsWith(ext));
  return {
    js: { sync: byType(sync, '.js'), async: byType(later, '.js') },
    css: { sync: byType(sync, '.css'), async: byType(later, '.css') },
  };
}

module.exports = { RemoteManifestPlugin, exposeChunkName };
