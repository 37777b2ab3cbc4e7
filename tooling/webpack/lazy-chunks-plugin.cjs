/**
 * Writes `lazy-chunks.json`: the files (scripts and stylesheets) of the host's chunks that
 * start-up does not load (pages and modals opened on demand, and the shared modules only they
 * use). The size report leaves them out of the first load.
 *
 * First load is what the entry reaches without a lazy `import()` of the app's own code: the
 * entry chunks, the async boundary (`import('./bootstrap')`) and, from any first-load chunk, the
 * shared singletons its code consumes (each one its own chunk, fetched before that code runs).
 * Shared modules that are only provided, never consumed by first-load code, stay lazy.
 */
class LazyChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LazyChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'LazyChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const { chunkGraph } = compilation;
          const firstLoad = new Set();
          const entryModules = new Set();
          for (const entrypoint of compilation.entrypoints.values())
            for (const chunk of entrypoint.chunks) {
              firstLoad.add(chunk);
              for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
                entryModules.add(module);
            }
          const inFirstLoad = (module) =>
            chunkGraph.getModuleChunks(module).some((chunk) => firstLoad.has(chunk));
          const loadsAtStart = (origin) =>
            origin.module &&
            (entryModules.has(origin.module) ||
              (origin.module.type === 'consume-shared-module' && inFirstLoad(origin.module)));
          let grew = true;
          while (grew) {
            grew = false;
            for (const group of compilation.chunkGroups) {
              if (group.chunks.every((chunk) => firstLoad.has(chunk))) continue;
              if (!group.origins.some(loadsAtStart)) continue;
              for (const chunk of group.chunks) firstLoad.add(chunk);
              grew = true;
            }
          }
          const files = [...compilation.chunks]
            .filter((chunk) => !firstLoad.has(chunk))
            .flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file)));
          compilation.emitAsset(
            'lazy-chunks.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(files.sort(), null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { LazyChunksPlugin };
