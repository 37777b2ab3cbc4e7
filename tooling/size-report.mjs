#!/usr/bin/env node
/**
 * Prints the gzip size of each app's first-load JavaScript against its budget, and flags each
 * one over it (with `--strict`, fails with exit code 1): for the shell, the entry and what start-up loads (lazy-chunks.json
 * says what it does not); for a remote, its remoteEntry plus the chunks of its exposed page,
 * without the shared singletons it gets from the shell.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps } = require('./apps.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Each built app's first-load JavaScript: [app, what is counted, gzip bytes, budget bytes], and
 * the shell's first-load stylesheets (bytes, no budget).
 */
export function firstLoadSizes() {
  const rows = [];
  let stylesheets = 0;
  for (const app of apps) {
    const dist = path.join(root, app.dir, 'dist');
    if (!existsSync(dist)) continue;
    if (app.dir === 'shell') {
      // Start-up loads all of the shell's JavaScript but the chunks of its lazy pages and modals.
      const lazy = new Set(JSON.parse(readFileSync(path.join(dist, 'lazy-chunks.json'), 'utf8')));
      const sizeOf = (ext) =>
        readdirSync(dist)
          .filter((file) => file.endsWith(ext) && !lazy.has(file))
          .reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
      const total = sizeOf('.js');
      // Its stylesheets are files of their own, outside the budget: shown so that styles moved
      // out of the scripts are not mistaken for a lighter page.
      stylesheets = sizeOf('.css');
      rows.push([
        app.dir,
        'first load: entry, start-up chunks and the shared singletons they use',
        total,
        175 * 1024,
      ]);
    } else {
      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      const entry = manifest.metaData.remoteEntry.name;
      // A first view is one exposed module: the lobby page, or the home's winner board alone.
      const views = manifest.exposes.map((expose) => ({
        name: expose.name,
        size: [entry, ...expose.assets.js.sync].reduce(
          (sum, file) => sum + gzipSize(path.join(dist, file)),
          0,
        ),
      }));
      const largest = views.reduce((a, b) => (b.size > a.size ? b : a));
      rows.push([
        app.dir,
        `largest first view (remoteEntry + ${largest.name}, own JS)`,
        largest.size,
        30 * 1024,
      ]);
    }
  }
  return { rows, stylesheets };
}

const runAsScript =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runAsScript) {
  const { rows, stylesheets } = firstLoadSizes();
  console.log('\nFirst-load JavaScript, gzip:');
  for (const [name, what, size, budget] of rows) {
    console.log(
      `  ${name.padEnd(18)} ${kb(size).padStart(9)}  budget ${kb(budget).padStart(8)} ${size <= budget ? 'ok  ' : 'OVER'}  ${what}`,
    );
  }
  if (stylesheets)
    console.log(
      `  ${'shell'.padEnd(18)} ${kb(stylesheets).padStart(9)}  (CSS, no budget)    first-load stylesheets`,
    );
  const over = rows.filter(([, , size, budget]) => size > budget);
  if (over.length) {
    console.error(
      `\n${over.map(([name]) => name).join(', ')} over budget: see what its main.js and largest chunks hold and load the rest on demand.`,
    );
    // The budgets are aims the stack must not be traded for (React, the federation runtime,
    // i18next and axios are requirements): a build over one is reported, not refused.
    if (process.argv.includes('--strict')) process.exitCode = 1;
  }
}
