#!/usr/bin/env node
/**
 * Prints the gzip size of each app's first-load JavaScript against its budget, and fails (exit
 * code 1) when one is over: for the shell, the entry and what start-up loads (lazy-chunks.json
 * says what it does not); for a remote, its remoteEntry plus the chunks of its exposed page,
 * without the shared singletons and the federation runtime it gets from the shell.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps } = require('./apps.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const rows = [];
for (const app of apps) {
  const dist = path.join(root, app.dir, 'dist');
  if (!existsSync(dist)) continue;
  if (app.dir === 'shell') {
    // Start-up loads all of the shell's JavaScript but the chunks of its lazy pages and modals.
    const lazy = new Set(JSON.parse(readFileSync(path.join(dist, 'lazy-chunks.json'), 'utf8')));
    const files = readdirSync(dist).filter((file) => file.endsWith('.js') && !lazy.has(file));
    const total = files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
    rows.push([
      app.dir,
      'first load: entry, start-up chunks and the shared singletons they use',
      total,
      110 * 1024,
    ]);
  } else {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const entry = manifest.metaData.remoteEntry.name;
    const own = new Set([entry]);
    for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) own.add(file);
    const total = [...own].reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
    rows.push([app.dir, 'remoteEntry + exposed page (own JS)', total, 30 * 1024]);
  }
}
console.log('\nFirst-load JavaScript, gzip:');
for (const [name, what, size, budget] of rows) {
  console.log(
    `  ${name.padEnd(18)} ${kb(size).padStart(9)}  budget ${kb(budget).padStart(8)} ${size <= budget ? 'ok  ' : 'OVER'}  ${what}`,
  );
}
const over = rows.filter(([, , size, budget]) => size > budget);
if (over.length) {
  console.error(
    `\n${over.map(([name]) => name).join(', ')} over budget: see what its main.js and largest chunks hold and load the rest on demand.`,
  );
  process.exitCode = 1;
}
