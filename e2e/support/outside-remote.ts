import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './stack';

const run = promisify(execFile);

/** The packed @site/contracts and @site/shared (`pnpm pack:core`). */
const PACKAGES_DIST = path.join(ROOT, 'packages-dist');

/**
 * The environment of a command run as an outside team would run it: none of the npm_* and
 * pnpm_* settings of the workspace's own pnpm (which started this run) leak into it.
 */
const outsideEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|pnpm_)/i.test(name)));

/** Packs @site/contracts and @site/shared from this checkout into packages-dist/. */
export async function packCore(): Promise<void> {
  await run('pnpm', ['pack:core'], { cwd: ROOT, env: outsideEnv(), timeout: 180_000 });
}

const tarballOf = (prefix: string) => {
  const file = readdirSync(PACKAGES_DIST).find(
    (name) => name.startsWith(prefix) && name.endsWith('.tgz'),
  );
  if (!file) throw new Error(`no ${prefix}*.tgz in packages-dist: run pnpm pack:core`);
  return path.join(PACKAGES_DIST, file);
};

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * templates/remote as a team outside the repository has it: a folder under the system's temp
 * directory (no pnpm workspace above it) with the template, the packed @site/shared and
 * @site/contracts in vendor/, and public packages from the registry (the local store first).
 */
export class OutsideRemote {
  readonly dir: string;
  private server: ChildProcess | null = null;

  constructor() {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'outside-remote-'));
    cpSync(path.join(ROOT, 'templates/remote'), this.dir, {
      recursive: true,
      filter: (source) => !['node_modules', 'dist', 'vendor'].includes(path.basename(source)),
    });
    mkdirSync(path.join(this.dir, 'vendor'));
    for (const prefix of ['site-contracts-', 'site-shared-']) {
      const tarball = tarballOf(prefix);
      cpSync(tarball, path.join(this.dir, 'vendor', path.basename(tarball)));
      this.useTarball(prefix, path.basename(tarball));
    }
  }

  /** Points package.json's dependency at `vendor/<file>`, whatever version the template names. */
  private useTarball(prefix: string, file: string): void {
    const manifest = path.join(this.dir, 'package.json');
    const text = readFileSync(manifest, 'utf8');
    const pattern = new RegExp(`file:\\./vendor/${prefix}[^"]*\\.tgz`);
    if (!pattern.test(text)) throw new Error(`the template names no vendor/${prefix}*.tgz`);
    writeFileSync(manifest, text.replace(pattern, `file:./vendor/${file}`));
  }

  /**
   * Repacks the vendored @site/shared as version `version` (its package.json only), as a team
   * that built against another release of it would have it.
   */
  async useSharedVersion(version: string): Promise<void> {
    const unpacked = mkdtempSync(path.join(os.tmpdir(), 'site-shared-'));
    try {
      await run('tar', ['-xzf', tarballOf('site-shared-'), '-C', unpacked]);
      const manifest = path.join(unpacked, 'package', 'package.json');
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
      writeFileSync(manifest, JSON.stringify({ ...pkg, version }, null, 2));
      const file = `site-shared-${version}.tgz`;
      await run('tar', ['-czf', path.join(this.dir, 'vendor', file), '-C', unpacked, 'package']);
      this.useTarball('site-shared-', file);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  }

  /**
   * `pnpm install` outside any workspace, from the local store where it can (the workspace's
   * install filled it: 6-17 s), then `pnpm build`: the team's own webpack. Returns the seconds
   * each took.
   */
  async installAndBuild(): Promise<{ install: number; build: number }> {
    const env = outsideEnv();
    const started = Date.now();
    await run(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-workspace', '--no-frozen-lockfile'],
      { cwd: this.dir, env, timeout: 90_000 },
    );
    const installed = Date.now();
    // About 25-40 s on two idle cores; 70 s seen with other builds on the same cores.
    await run('pnpm', ['run', 'build'], { cwd: this.dir, env, timeout: 120_000 });
    return { install: (installed - started) / 1000, build: (Date.now() - installed) / 1000 };
  }

  manifest(): {
    name: string;
    shared: {
      name: string;
      version: string;
      requiredVersion: string;
      assets: { js: { sync: string[]; async: string[] } };
    }[];
    exposes: { name: string; path: string }[];
  } {
    return JSON.parse(readFileSync(path.join(this.dir, 'dist', 'mf-manifest.json'), 'utf8'));
  }

  /** Serves dist/ with the template's own server (CORS, no-cache manifest); returns its origin. */
  async serve(): Promise<string> {
    await this.stop();
    const port = await freePort();
    const server = spawn(process.execPath, ['serve.mjs', '--port', String(port)], {
      cwd: this.dir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      server.stdout!.once('data', () => resolve());
    });
    return `http://localhost:${port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
