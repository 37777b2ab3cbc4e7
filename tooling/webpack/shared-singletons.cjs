/**
 * What every app shares as one instance. Versions come from what is installed, so the
 * catalog in pnpm-workspace.yaml is the single source of truth.
 */
const SINGLETONS = ['react', 'react-dom', 'jotai', '@tanstack/react-query', '@site/shared'];

/**
 * `@site/shared`'s subpath exports that run in the site (for example `./ui`, the UI kit). Each is
 * its own singleton entry: shared as one instance, and fetched only when code that uses it
 * loads, so the kit stays out of the shell's first load. The dev harness and the test helpers
 * never run in the site; the stylesheet is not a module to share.
 */
const SHARED_PACKAGE = require('../../shared/package.json');
const NOT_SHARED_SUBPATHS = new Set(['./dev-harness', './testing']);
const sharedSubpaths = () =>
  Object.keys(SHARED_PACKAGE.exports ?? {})
    .filter((subpath) => subpath.startsWith('./') && !subpath.endsWith('.css'))
    .filter((subpath) => !NOT_SHARED_SUBPATHS.has(subpath))
    .map((subpath) => `@site/shared/${subpath.slice(2)}`);

function installedVersion(pkg, fromDir) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

function sharedSingletons(appDir) {
  const shared = {};
  for (const pkg of [...SINGLETONS, ...sharedSubpaths()]) {
    const version = pkg.startsWith('@site/shared')
      ? SHARED_PACKAGE.version
      : installedVersion(pkg, appDir);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // react-dom/client and friends must not escape the singleton (see TOOLCHAIN.md).
  shared['react-dom/'] = { ...shared['react-dom'], singleton: true };
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
