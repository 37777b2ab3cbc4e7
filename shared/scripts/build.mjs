#!/usr/bin/env node
/**
 * Builds the packed @site/shared (`pnpm pack` applies publishConfig, which points at dist/):
 * ES modules with their `.d.ts`, for a bundler, needing no constant of any build tool.
 *
 * 1. tsc (tsconfig.build.json) writes JS and declarations of src/ (not the tests, not the
 *    jest helpers of src/testing/) under .build/src/; its root is the package, as
 *    src/build-info.ts reads ../package.json;
 * 2. .build/src/ becomes dist/, the same depth below the package, so `../package.json` still
 *    names the package's own manifest;
 * 3. the stylesheets and JSON files src/ imports are copied beside the modules;
 * 4. relative imports are made fully specified (`./bus` -> `./bus/index.js`, `./client` ->
 *    `./client.js`), as ES modules in a `"type": "module"` package need, in the JS and in the
 *    declarations alike.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const temp = path.join(root, '.build');

rmSync(dist, { recursive: true, force: true });
rmSync(temp, { recursive: true, force: true });

const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: 'inherit',
  });
  renameSync(path.join(temp, 'src'), dist);
} finally {
  rmSync(temp, { recursive: true, force: true });
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

const isTestOnly = (file) => file.startsWith(`testing${path.sep}`) || /\.test\./.test(file);
for (const file of filesUnder(src)) {
  if (isTestOnly(file) || !/\.(css|json)$/.test(file)) continue;
  cpSync(path.join(src, file), path.join(dist, file));
}

// `from './x'`, `import './x'`, `import('./x')` and `export … from './x'` with a relative path.
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
const isFile = (file) => existsSync(file) && statSync(file).isFile();

function fullySpecified(fromFile, specifier) {
  if (/\.(js|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (isFile(`${target}.js`)) return `${specifier}.js`;
  if (isFile(path.join(target, 'index.js'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${path.relative(root, fromFile)}: cannot resolve ${specifier}`);
}

for (const file of filesUnder(dist)) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const target = path.join(dist, file);
  const code = readFileSync(target, 'utf8');
  const rewritten = code.replace(
    RELATIVE_SPECIFIER,
    (_match, keyword, quote, specifier) =>
      `${keyword}${quote}${fullySpecified(target, specifier)}${quote}`,
  );
  if (rewritten !== code) writeFileSync(target, rewritten);
}

for (const required of ['index.js', 'index.d.ts', 'build-info.js', 'styles/base.css']) {
  if (!isFile(path.join(dist, required))) throw new Error(`dist/${required} was not built`);
}
console.log(`@site/shared built into ${path.relative(process.cwd(), dist) || 'dist'}/`);
