#!/usr/bin/env node
/**
 * `pnpm pack:core`: builds @site/contracts and @site/shared and packs each into a tarball in
 * packages-dist/, for a team outside this repository (templates/remote/README.md). pnpm pack
 * applies each package's publishConfig (the dist/ entry points, `type`) and turns `workspace:*`
 * and `catalog:` into real versions. Earlier tarballs there are removed first.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const destination = path.join(root, 'packages-dist');
const PACKAGES = ['contracts', 'shared'];

const pnpm = (args, cwd = root) =>
  execFileSync('pnpm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

mkdirSync(destination, { recursive: true });
for (const file of readdirSync(destination))
  if (file.endsWith('.tgz')) rmSync(path.join(destination, file));

for (const dir of PACKAGES) {
  process.stdout.write(pnpm(['--filter', `./${dir}`, 'build']));
  pnpm(['pack', '--pack-destination', destination], path.join(root, dir));
}
for (const file of readdirSync(destination)
  .filter((name) => name.endsWith('.tgz'))
  .sort()) {
  const kilobytes = (statSync(path.join(destination, file)).size / 1024).toFixed(1);
  console.log(`packages-dist/${file}  ${kilobytes} KB`);
}
