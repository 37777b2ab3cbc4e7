/**
 * What every app shares as one instance. Versions come from what is installed, so the
 * catalog in pnpm-workspace.yaml is the single source of truth.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'preact',
  'jotai',
  '@tanstack/react-query',
  '@site/shared',
];

/**
 * `@site/shared`'s subpath exports that run in the site (for example `./ui`, the UI kit). Each is
 * its own singleton entry: shared as one instance, and fetched only when code that uses it
 * loads, so the kit stays out of the shell's first load. The dev harness and the test helpers
 * never run in the site; build-info is what each app was built against, so each keeps its own;
 * the stylesheet is not a module to share.
 */
const SHARED_PACKAGE = require('../../shared/package.json');
const NOT_SHARED_SUBPATHS = new Set(['./dev-harness', './testing', './build-info']);
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
  // react and react-dom are preact/compat on the page (create-config.cjs): their version is
  // Preact's, so a remote built on React itself is told it does not match.
  for (const pkg of ['react', 'react-dom']) shared[pkg] = { ...shared.preact };
  // react-dom/client, preact/hooks and friends must not escape the singleton (see TOOLCHAIN.md):
  // two copies of Preact's hooks on one page lose every component's state.
  shared['react-dom/'] = { ...shared['react-dom'], singleton: true };
  shared['preact/'] = { ...shared.preact, singleton: true };
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
