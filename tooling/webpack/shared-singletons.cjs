const path = require('node:path');
/**
 * What every app shares as one instance. Versions come from what is installed, so the
 * catalog in pnpm-workspace.yaml is the single source of truth.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'rxjs',
  'axios',
  '@tanstack/react-query',
  '@site/shared',
  '@site/shared/ui',
];

function installedVersion(pkg, fromDir) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

function sharedSingletons(appDir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = pkg.startsWith('@site/shared')
      ? require(path.join(__dirname, '../../shared/package.json')).version
      : installedVersion(pkg, appDir);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // react-dom/client and friends must not escape the singleton (see TOOLCHAIN.md).
  shared['react-dom/'] = { ...shared['react-dom'], singleton: true };
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
