import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './stack';

/**
 * A remote team's own checkout: a copy of the remote's sources (the folder keeps the app's name,
 * which the webpack config reads) using the workspace's installed packages. Nothing in the
 * workspace is edited, and the deployed dist/ stays as it is.
 */
export class RemoteCopy {
  readonly dir: string;
  private readonly tempRoot: string;

  constructor(readonly remoteDir: string) {
    this.tempRoot = mkdtempSync(path.join(os.tmpdir(), 'redeploy-'));
    this.dir = path.join(this.tempRoot, remoteDir);
    cpSync(path.join(ROOT, remoteDir), this.dir, {
      recursive: true,
      filter: (source) => !['node_modules', 'dist'].includes(path.basename(source)),
    });
    symlinkSync(this.installed(), path.join(this.dir, 'node_modules'), 'dir');
  }

  private installed(): string {
    return path.join(ROOT, this.remoteDir, 'node_modules');
  }

  /** Replaces `search` in one of the copy's files; fails if the file no longer has it. */
  edit(file: string, search: string, replacement: string): void {
    const target = path.join(this.dir, file);
    const original = readFileSync(target, 'utf8');
    if (!original.includes(search)) throw new Error(`${file} has no ${JSON.stringify(search)}`);
    writeFileSync(target, original.replace(search, replacement));
  }

  write(file: string, content: string): void {
    mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    writeFileSync(path.join(this.dir, file), content);
  }

  /**
   * `webpack --mode production` in the copy, as the team's CI would run it, for what the shell
   * loads only: the remote's standalone page (its second compilation, named after the app's
   * folder) is never served from the copy, and building it too took 28 s of CPU instead of 16.
   */
  build(): string {
    const webpackCli = createRequire(path.join(this.dir, 'package.json')).resolve(
      'webpack-cli/bin/cli.js',
    );
    execFileSync(
      process.execPath,
      [webpackCli, '--mode', 'production', '--config-name', this.remoteDir],
      { cwd: this.dir, stdio: 'pipe' },
    );
    return path.join(this.dir, 'dist');
  }

  remove(): void {
    rmSync(this.tempRoot, { recursive: true, force: true });
  }
}
