import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The whole system for the browser tests, from the production builds: the API on a fresh
 * database and every app on its own port, each its own process so a test can stop one.
 *
 * Each Playwright worker has a whole stack of its own, so a test that stops a server, serves
 * another build of a remote or puts a brand into maintenance touches its own worker only.
 * Stack i serves the site on E2E_PORT_BASE + 100 i (default 3000: the shell, then the
 * remotes on the next seven ports, the operator console 9 after the shell) and the API on
 * E2E_API_PORT_BASE + 100 i (default the site's base
 * + 1000, so stack 0 is the local start's 3000–3007 and 4000). Playwright sets
 * TEST_PARALLEL_INDEX in each worker; the main process (global set-up) starts every stack.
 */
const require = createRequire(__filename);
export const ROOT = path.resolve(__dirname, '../..');
const { apps, backOffice, DEMO_BRANDS } = require(path.join(ROOT, 'tooling/apps.cjs')) as {
  apps: { dir: string; federationName: string; port: number }[];
  /** The operator console (issue 45): served by every stack, but no remote of the shell. */
  backOffice: { dir: string; port: number };
  DEMO_BRANDS: string[];
};
/** Every app a stack serves: the site's, then the operator console. */
const servedApps = [...apps, backOffice];
type PublishedRelease = { remote: string; version: string; manifestUrl: string };
const releases = require(path.join(ROOT, 'tooling/releases.cjs')) as {
  publishBuild(options: {
    appDir: string;
    distDir?: string;
    releasesDir: string;
    origin: string;
  }): PublishedRelease;
  registerRelease(options: {
    apiUrl: string;
    token: string;
    release: PublishedRelease;
    pinBrands?: string[];
  }): Promise<void>;
  opsCall(
    apiUrl: string,
    token: string,
    method: string,
    route: string,
    body?: object,
  ): Promise<unknown>;
};

const portBase = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65_000)
    throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  return value;
};
const SITE_PORT_BASE = portBase('E2E_PORT_BASE', 3000);
const API_PORT_BASE = portBase('E2E_API_PORT_BASE', SITE_PORT_BASE + 1000);
const STACK_STRIDE = 100;

/**
 * Workers, each with its own stack: E2E_WORKERS, else one per core, at most three. A worker
 * brings a browser and a whole stack (API, site and remotes' servers) to the same cores. On 2
 * cores three workers once ran the suite 1.6 min faster than two (13.5 against 15.1 min), but the
 * suite grew, and with three the load stood at 15 to 16: pages took over 10 s to show their
 * first content and a run failed three tests on time alone. Two keep the run honest.
 */
export const E2E_WORKERS = (() => {
  const cores = os.availableParallelism();
  const value = Number(process.env.E2E_WORKERS ?? Math.min(3, cores));
  if (!Number.isInteger(value) || value < 1 || value > 9)
    throw new Error(
      `E2E_WORKERS must be a whole number from 1 to 9, got "${process.env.E2E_WORKERS}"`,
    );
  return value;
})();

type StackPorts = { site: number; api: number; oidc: number; apps: Record<string, number> };

/** The ports of stack `index`: the apps keep their order and spacing from apps.cjs. */
export function stackPorts(index: number): StackPorts {
  const site = SITE_PORT_BASE + index * STACK_STRIDE;
  return {
    site,
    api: API_PORT_BASE + index * STACK_STRIDE,
    // Social login's local OpenID provider (tooling/oidc-provider.mjs): the API's port + 1.
    oidc: API_PORT_BASE + index * STACK_STRIDE + 1,
    apps: Object.fromEntries(servedApps.map((app) => [app.dir, site + app.port - apps[0]!.port])),
  };
}

/** This worker's stack (0 outside Playwright's workers). */
const STACK_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const PORTS = stackPorts(STACK_INDEX);

export const OPS_TOKEN = 'e2e-ops-token-not-a-secret';
export const API_URL = `http://localhost:${PORTS.api}`;
export const SHELL_URL = `http://localhost:${PORTS.site}`;
export const SECOND_BRAND_URL = `http://lite.localhost:${PORTS.site}`;
/** This worker's operator console, which passes /ops on to this stack's API. */
export const CONSOLE_URL = `http://localhost:${PORTS.apps[backOffice.dir]}`;
/**
 * The deployment file of this worker's stack (the shell's `remotes.json`): the remotes come from
 * the release channels, published on this stack's remote hosts.
 */
export const localDeployment = (): {
  apiBaseUrl: string;
  releases: { environment: string; origins: string[] };
} => ({
  apiBaseUrl: '/',
  releases: {
    environment: 'production',
    origins: apps.slice(1).map((app) => `http://localhost:${portOf(app.dir)}`),
  },
});
export const portOf = (dir: string): number => {
  const port = PORTS.apps[dir];
  if (port === undefined) throw new Error(`Unknown app ${dir}`);
  return port;
};

/**
 * `proxySecret`: how the stack's app servers prove to its API that they are the site's proxy,
 * as `pnpm start` gives one to both (the API believes loopback's X-Forwarded-For only with it).
 */
type StackState = { dataDir: string; pids: Record<string, number>; proxySecret: string };
const stateFile = (ports: StackPorts) => path.join(os.tmpdir(), `site-e2e-stack-${ports.api}.json`);

const readState = (ports = PORTS): StackState =>
  JSON.parse(readFileSync(stateFile(ports), 'utf8')) as StackState;
const writeState = (state: StackState, ports = PORTS) =>
  writeFileSync(stateFile(ports), JSON.stringify(state));

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

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for `port` to open or close; while it opens, the process `serverPid` must live. */
async function waitForPort(
  port: number,
  open: boolean,
  timeoutMs = 60_000,
  serverPid?: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await isPortOpen(port)) === open) return;
    if (serverPid !== undefined && !isAlive(serverPid))
      throw new Error(`port ${port} did not open`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

/**
 * Starts a server in its own process group. Its output goes to `logFile` (or the terminal with
 * E2E_VERBOSE), so a server that never opens its port can say why (`waitForStack`).
 */
function spawnServer(
  command: string,
  args: string[],
  logFile: string,
  env: Record<string, string> = {},
): number {
  const log = process.env.E2E_VERBOSE ? 'inherit' : openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  if (typeof log === 'number') closeSync(log);
  child.unref();
  if (!child.pid) throw new Error(`could not start ${args.join(' ')}`);
  return child.pid;
}

const tailOf = (file: string, lines = 30): string =>
  existsSync(file)
    ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
    : '(no output)';

/** Waits for every server of a stack; one that does not open is named with its output. */
async function waitForStack(ports: StackPorts): Promise<void> {
  const { dataDir, pids } = readState(ports);
  const servers: [string, number][] = [
    ['api', ports.api],
    ['oidc', ports.oidc],
    ...Object.entries(ports.apps),
  ];
  await Promise.all(
    servers.map(async ([name, port]) => {
      try {
        await waitForPort(port, true, 120_000, pids[name]);
      } catch (error) {
        const pid = pids[name]!;
        throw new Error(
          `${(error as Error).message}: its server "${name}" (pid ${pid}) ${isAlive(pid) ? 'is still running' : 'has ended'}; its output:\n${tailOf(logFileOf(dataDir, name))}`,
        );
      }
    }),
  );
}

const logFileOf = (dataDir: string, name: string) => path.join(dataDir, `${name}.log`);
/** Where a stack's remote host keeps its published versions (issue 46). */
const releasesDirOf = (dataDir: string, dir: string) => path.join(dataDir, 'releases', dir);

/**
 * One app's server of a stack: apps.cjs places the apps from SITE_PORT and sends the API's
 * paths to API_PORT; the shell answers remotes.json with that stack's remotes, or with
 * `deploymentFile`.
 */
const startApp = (
  ports: StackPorts,
  { dataDir, proxySecret }: Pick<StackState, 'dataDir' | 'proxySecret'>,
  dir: string,
  distDir?: string,
  deploymentFile?: string,
) =>
  spawnServer(
    process.execPath,
    [
      'tooling/serve.mjs',
      '--app',
      dir,
      ...(dir === apps[0]!.dir
        ? deploymentFile
          ? ['--deployment', deploymentFile]
          : ['--local-deployment']
        : dir === backOffice.dir
          ? []
          : ['--releases', releasesDirOf(dataDir, dir)]),
      ...(distDir ? ['--dist', distDir] : []),
    ],
    logFileOf(dataDir, dir),
    {
      SITE_PORT: String(ports.site),
      API_PORT: String(ports.api),
      API_ORIGIN: `http://127.0.0.1:${ports.api}`,
      // The site's proxy proves itself to this stack's API (tooling/api-proxy.cjs).
      PROXY_SECRET: proxySecret,
    },
  );

const portsOfStack = (ports: StackPorts) => [ports.api, ports.oidc, ...Object.values(ports.apps)];

/** Ports above 1023 that browsers and Node's fetch refuse to connect to (fetch spec, "bad port"). */
const BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/** Starts `count` whole stacks (one per worker) and waits until every server listens. */
export async function startStacks(count: number): Promise<void> {
  const stacks = Array.from({ length: count }, (_, index) => stackPorts(index));
  const refused = stacks.flatMap(portsOfStack).filter((port) => BAD_PORTS.has(port));
  if (refused.length)
    throw new Error(
      `browsers refuse port ${refused.join(', ')}: choose another E2E_PORT_BASE or E2E_API_PORT_BASE.`,
    );
  const busy = [];
  for (const port of stacks.flatMap(portsOfStack)) if (await isPortOpen(port)) busy.push(port);
  if (busy.length)
    throw new Error(
      `ports ${busy.join(', ')} are in use: stop \`pnpm start\` (or another e2e run) before the e2e suite, or move it with E2E_PORT_BASE.`,
    );
  for (const app of servedApps) {
    if (!existsSync(path.join(ROOT, app.dir, 'dist')))
      throw new Error(`${app.dir} is not built: run pnpm build first.`);
  }
  for (const ports of stacks) startStack(ports);
  try {
    await Promise.all(stacks.map(waitForStack));
    await Promise.all(stacks.map(publishStackRemotes));
  } catch (error) {
    // Playwright runs no teardown after a failed set-up: nothing of these stacks may linger.
    await stopStacks(count);
    throw error;
  }
}

function startStack(ports: StackPorts): void {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-db-'));
  const proxySecret = randomBytes(32).toString('base64url');
  const oidcSecret = randomBytes(32).toString('base64url');
  const pids: Record<string, number> = {
    // "Google" and "Facebook" of this stack, for the brands' site origins on its site port.
    oidc: spawnServer(process.execPath, ['tooling/oidc-provider.mjs'], logFileOf(dataDir, 'oidc'), {
      OIDC_PORT: String(ports.oidc),
      OIDC_CLIENT_SECRET: oidcSecret,
      SITE_PORT: String(ports.site),
    }),
    api: spawnServer(process.execPath, ['api/dist/server.js'], logFileOf(dataDir, 'api'), {
      PORT: String(ports.api),
      // The brands' local site origins (CORS, links in messages) name this stack's site.
      SITE_PORT: String(ports.site),
      DATA_DIR: dataDir,
      // Always a fresh embedded database: CI's DATABASE_URL (for the API tests) would make
      // every run share, and inherit, the previous run's data.
      DATABASE_URL: '',
      OPS_TOKEN,
      NODE_ENV: 'production',
      // The account tests read SMS codes and reset links from GET /dev/outbox.
      EXPOSE_OUTBOX: '1',
      // As `pnpm start`: the apps' servers pass the API's paths on and state the client,
      // proving themselves with the stack's proxy secret.
      TRUST_PROXY: 'loopback',
      PROXY_SECRET: proxySecret,
      OIDC_LOCAL_ISSUER: `http://localhost:${ports.oidc}`,
      OIDC_CLIENT_SECRET: oidcSecret,
      // The real-time salary settled in 20-second windows, looked for every 3 s, so a test
      // sees a salary paid by the API's own job without waiting out 5 minutes.
      AGENT_REALTIME_PERIOD_SECONDS: '20',
      AGENT_SETTLEMENT_SECONDS: '3',
      // Every browser of the suite is one client address, 127.0.0.1: at the default 600 load
      // reports per 10 minutes the rest of the suite used up the release tests' share, and their
      // canary's failures went uncounted.
      LOAD_REPORTS_PER_ADDRESS: '100000',
    }),
  };
  for (const app of servedApps) pids[app.dir] = startApp(ports, { dataDir, proxySecret }, app.dir);
  writeState({ dataDir, pids, proxySecret }, ports);
}

/**
 * Publishes every remote's build on the stack's remote hosts and pins it for the demo brands, as
 * `pnpm start` does: the shell loads what the release channels name.
 */
async function publishStackRemotes(ports: StackPorts): Promise<void> {
  const { dataDir } = readState(ports);
  for (const app of apps.slice(1))
    await releases.registerRelease({
      apiUrl: `http://127.0.0.1:${ports.api}`,
      token: OPS_TOKEN,
      release: releases.publishBuild({
        appDir: app.dir,
        releasesDir: releasesDirOf(dataDir, app.dir),
        origin: `http://localhost:${ports.apps[app.dir]}`,
      }),
      pinBrands: DEMO_BRANDS,
    });
}

/**
 * Publishes another build of a remote on this worker's stack (a copy of its dist/ by default)
 * and registers it, without pinning it: the test then sets the channels.
 */
export async function publishRemoteBuild(dir: string, distDir?: string): Promise<PublishedRelease> {
  const { dataDir } = readState();
  const release = releases.publishBuild({
    appDir: dir,
    distDir,
    releasesDir: releasesDirOf(dataDir, dir),
    origin: `http://localhost:${portOf(dir)}`,
  });
  await releases.registerRelease({ apiUrl: API_URL, token: OPS_TOKEN, release });
  return release;
}

/** A call to this worker's operator API with the root token; it throws unless it succeeds. */
export const operatorCall = <Value>(method: string, route: string, body?: object) =>
  releases.opsCall(API_URL, OPS_TOKEN, method, route, body) as Promise<Value>;

/** Stops the stacks `startStacks(count)` started. */
export async function stopStacks(count: number): Promise<void> {
  const stacks = Array.from({ length: count }, (_, index) => stackPorts(index));
  await Promise.all(stacks.map(stopStack));
}

async function stopStack(ports: StackPorts): Promise<void> {
  if (!existsSync(stateFile(ports))) return;
  const { dataDir, pids } = readState(ports);
  for (const pid of Object.values(pids)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await waitForPort(ports.api, false, 10_000).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(stateFile(ports), { force: true });
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
 * is already up. The shell's answers remotes.json with `deploymentFile` when given.
 */
export async function startAppServer(
  dir: string,
  distDir?: string,
  deploymentFile?: string,
): Promise<void> {
  if (await isPortOpen(portOf(dir))) return;
  const state = readState();
  state.pids[dir] = startApp(PORTS, state, dir, distDir, deploymentFile);
  writeState(state);
  await waitForPort(portOf(dir), true);
}
