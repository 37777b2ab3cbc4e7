/**
 * A chunk's script fetched again after it failed bypasses the browser's cache.
 *
 * Chunks are content-hashed and served `immutable`, so a broken copy (a deploy cut short, a
 * proxy's error page answered with 200) stays in the browser's cache, and webpack's own retry of
 * a failed chunk, which adds a script with the same address, runs that copy again: the fallback's
 * "Try again" could never recover. webpack loads a chunk's script once, and again only after that
 * load failed, so every later load of an address is a retry: it gets `?retry=N`, which no cache
 * has seen, and the server answers the file as it is now.
 */
class FreshChunkRetryPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;

    class FreshChunkRetryRuntimeModule extends RuntimeModule {
      constructor() {
        // after the script loader itself is defined (a normal-stage helper)
        super('fresh chunk retry', RuntimeModule.STAGE_ATTACH);
      }

      generate() {
        const loadScript = RuntimeGlobals.loadScript;
        return Template.asString([
          `var loadScriptOnce = ${loadScript};`,
          'var loadsOf = {};',
          `${loadScript} = function (url, done, key, chunkId) {`,
          Template.indent([
            'var retry = loadsOf[url] = (loadsOf[url] || 0) + 1;',
            "var fresh = retry > 1 ? url + (url.indexOf('?') < 0 ? '?' : '&') + 'retry=' + (retry - 1) : url;",
            'return loadScriptOnce(fresh, done, key, chunkId);',
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap('FreshChunkRetryPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        .tap('FreshChunkRetryPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new FreshChunkRetryRuntimeModule());
        });
    });
  }
}

module.exports = { FreshChunkRetryPlugin };
