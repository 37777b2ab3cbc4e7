/**
 * What every app shares as one instance. Versions come from what is installed, so the
 * catalog in pnpm-workspace.yaml is the single source of truth.
 *
 * react-router-dom, rxjs, i18next, react-i18next and axios are not on this list: the apps reach
 * them only through @site/shared (lint enforces it), which is one instance, so they are one
 * instance too, and webpack tree-shakes them to what @site/shared uses instead of shipping each
 * package whole as a shared module must be.
 */
const SINGLETONS = ['react', 'react-dom', 'jotai', '@tanstack/react-query', '@site/shared'];

/**
 * Entry points under a package (`react/jsx-runtime`, `react-dom/client`) are shared by prefix,
 * so none of them brings a second React to the page (TOOLCHAIN.md).
 */
const BY_PREFIX = ['react/', 'react-dom/'];

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
    .filter((subpath) => subpath.startsWith('./') && !/\.(css|json)$/.test(subpath))
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
  for (const prefix of BY_PREFIX) shared[prefix] = { ...shared[prefix.slice(0, -1)] };
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
