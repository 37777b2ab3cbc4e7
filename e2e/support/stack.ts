import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The whole system for the browser tests, from the production builds: the API on a fresh
 * database and every app on its own port, each its own process so a test can stop one.
 */
const require = createRequire(__filename);
export const ROOT = path.resolve(__dirname, '../..');
const { apps, API_PORT } = require(path.join(ROOT, 'tooling/apps.cjs')) as {
  apps: { dir: string; federationName: string; port: number }[];
  API_PORT: number;
};

export const OPS_TOKEN = 'e2e-ops-token-not-a-secret';
export const API_URL = `http://localhost:${API_PORT}`;
export const SHELL_URL = `http://localhost:${apps[0]!.port}`;
export const SECOND_BRAND_URL = `http://lite.localhost:${apps[0]!.port}`;
export const portOf = (dir: string) => apps.find((app) => app.dir === dir)!.port;

type StackState = { dataDir: string; pids: Record<string, number> };
const STATE_FILE = path.join(os.tmpdir(), `site-e2e-stack-${API_PORT}.json`);

const readState = (): StackState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
const writeState = (state: StackState) => writeFileSync(STATE_FILE, JSON.stringify(state));

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await isPortOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

function spawnServer(command: string, args: string[], env: Record<string, string> = {}): number {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  child.unref();
  if (!child.pid) throw new Error(`could not start ${args.join(' ')}`);
  return child.pid;
}

const startApp = (dir: string, distDir?: string) =>
  spawnServer(process.execPath, [
    'tooling/serve.mjs',
    '--app',
    dir,
    ...(distDir ? ['--dist', distDir] : []),
  ]);

export async function startStack(): Promise<void> {
  const busy = [];
  for (const port of [API_PORT, ...apps.map((app) => app.port)])
    if (await isPortOpen(port)) busy.push(port);
  if (busy.length)
    throw new Error(
      `ports ${busy.join(', ')} are in use: stop \`pnpm start\` before the e2e suite.`,
    );
  for (const app of apps) {
    if (!existsSync(path.join(ROOT, app.dir, 'dist')))
      throw new Error(`${app.dir} is not built: run pnpm build first.`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-db-'));
  const pids: Record<string, number> = {
    api: spawnServer(process.execPath, ['api/dist/server.js'], {
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      // Always a fresh embedded database: CI's DATABASE_URL (for the API tests) would make
      // every run share, and inherit, the previous run's data.
      DATABASE_URL: '',
      OPS_TOKEN,
      NODE_ENV: 'production',
      // The account tests read SMS codes and reset links from GET /dev/outbox.
      EXPOSE_OUTBOX: '1',
      // As `pnpm start`: the apps' servers pass the API's paths on and state the client.
      TRUST_PROXY: 'loopback',
      // The real-time salary settled in 20-second windows, looked for every 3 s, so a test
      // sees a salary paid by the API's own job without waiting out 5 minutes.
      AGENT_REALTIME_PERIOD_SECONDS: '20',
      AGENT_SETTLEMENT_SECONDS: '3',
    }),
  };
  for (const app of apps) pids[app.dir] = startApp(app.dir);
  writeState({ dataDir, pids });
  await Promise.all(
    [API_PORT, ...apps.map((app) => app.port)].map((port) => waitForPort(port, true)),
  );
}

export async function stopStack(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const { dataDir, pids } = readState();
  for (const pid of Object.values(pids)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await waitForPort(API_PORT, false, 10_000).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}

/** Stops one app's server, as if its host went down. */
export async function stopAppServer(dir: string): Promise<void> {
  const state = readState();
  const pid = state.pids[dir];
  if (pid) process.kill(pid, 'SIGTERM');
  await waitForPort(portOf(dir), false);
}

/**
 * Starts one app's server again, serving its dist/ or the build in `distDir`; a no-op when it
 * is already up.
 */
export async function startAppServer(dir: string, distDir?: string): Promise<void> {
  if (await isPortOpen(portOf(dir))) return;
  const state = readState();
  state.pids[dir] = startApp(dir, distDir);
  writeState(state);
  await waitForPort(portOf(dir), true);
}
