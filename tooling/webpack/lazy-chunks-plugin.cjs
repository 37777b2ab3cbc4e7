/**
 * Writes `lazy-chunks.json`: the host's chunks that only a lazy `import()` of its own code
 * asks for (pages, modals opened on demand). The size report leaves them out of the first load.
 * Shared singletons and the entry's async boundary (`import('./bootstrap')`) are first load.
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
          const entryModules = new Set();
          for (const entrypoint of compilation.entrypoints.values())
            for (const chunk of entrypoint.chunks)
              for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk))
                entryModules.add(module);
          const isLazyOrigin = (origin) =>
            origin.module &&
            !entryModules.has(origin.module) &&
            typeof origin.request === 'string' &&
            origin.request.startsWith('.');
          const files = [];
          for (const chunk of compilation.chunks) {
            const groups = [...chunk.groupsIterable];
            const lazy =
              groups.length > 0 && groups.every((group) => group.origins.every(isLazyOrigin));
            if (lazy) files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
          }
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
