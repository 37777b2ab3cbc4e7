#!/usr/bin/env node
/**
 * `pnpm test`: everything CI checks, on a fresh machine with only Node and pnpm.
 *
 * Before any test it makes sure of what the suites need from the system: Chromium (with a
 * Bengali font) for the browser tests, and a PostgreSQL server for the API tests' second run
 * (the concurrency tests mean something only there). As root, or with passwordless sudo, it
 * installs Debian's packages; otherwise it says in one line what to run. With no server on
 * 127.0.0.1:5432 (and no DATABASE_URL) it starts a throwaway one for this run and removes it
 * after. Then: lint beside types, unit tests beside the production build the browser tests need
 * (the unit tests read the sources, never the builds, and leave a core free), API tests on every
 * core, browser tests. A step run beside another keeps its output and shows it when it ends.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { findChromium } = require('./browser.cjs');

const startedAt = Date.now();
const clock = (milliseconds) => {
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
/** A step's line, with the run's time so far: CI's budget is the whole run's (README). */
const say = (line) => console.log(`--- [${clock(Date.now() - startedAt)}] ${line}`);
/** Each step's own time, listed at the end: where a run that grows spends it. */
const stepTimes = [];
const timed = (step, exit) => {
  const started = Date.now();
  return exit.then((status) => {
    stepTimes.push(`${step} ${clock(Date.now() - started)}`);
    return status;
  });
};
const isRoot = process.getuid?.() === 0;
const hasSudo = () =>
  !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
/** How this process may install system packages: directly, through sudo, or not at all. */
const installer = isRoot ? [] : hasSudo() ? ['sudo', '-n'] : null;

function aptInstall(packages) {
  const [command, ...prefix] = [...installer, 'apt-get'];
  const run = (args) =>
    execFileSync(command, [...prefix, ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  say(`installing ${packages.join(' ')} (Debian packages)`);
  run(['update', '-qq']);
  run(['install', '-y', '-qq', ...packages]);
}

function ensureChromium() {
  let chromium = findChromium();
  if (!chromium && process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
    process.exit(1);
  }
  if (!chromium && installer) {
    aptInstall(['chromium', 'fonts-beng']);
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      'The browser tests need Chromium: run `sudo apt-get install -y chromium fonts-beng` (or set CHROMIUM_PATH), then `pnpm test` again.',
    );
    process.exit(1);
  }
  const fonts = spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  if (fonts.status === 0 && fonts.stdout.trim() === '') {
    if (installer) aptInstall(['fonts-beng']);
    else say('no Bengali font: BN pages render as boxes (`sudo apt-get install fonts-beng`)');
  }
  say(`browser tests use ${chromium}`);
  return chromium;
}

const pg = () => require(require.resolve('pg', { paths: [path.join(root, 'api')] }));

async function answers(url) {
  const client = new (pg().Client)({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const postgresBinDir = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
};

/**
 * A PostgreSQL server only for this run: its own folder and port, trust on loopback only.
 * PostgreSQL refuses to run as root, so as root it runs as the package's `postgres` user.
 */
async function startThrowawayPostgres(binDir) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-test-pg-'));
  const port = await freePort();
  const asOwner = (tool, args) => {
    const command = path.join(binDir, tool);
    const [file, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', command] : [command];
    // From the server's own folder: `postgres` may not enter the caller's (say /root).
    execFileSync(file, [...rest, ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  asOwner('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asOwner('pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  say(`started a PostgreSQL server for this run on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asOwner('pg_ctl', ['-D', dir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The PostgreSQL server for the API tests' second run, or null (PGlite only). */
async function ensurePostgres() {
  if (process.env.DATABASE_URL) {
    say('API tests run on PGlite and on PostgreSQL at DATABASE_URL');
    return { url: process.env.DATABASE_URL, stop() {} };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await answers(local)) {
    say('API tests run on PGlite and on the PostgreSQL server at 127.0.0.1:5432');
    return { url: local, stop() {} };
  }
  let binDir = postgresBinDir();
  if (!binDir && installer) {
    aptInstall(['postgresql']);
    binDir = postgresBinDir();
  }
  if (!binDir) {
    say(
      'no PostgreSQL server: API tests, concurrency tests included, run on PGlite only (`sudo apt-get install -y postgresql` or DATABASE_URL for a real server)',
    );
    return null;
  }
  return startThrowawayPostgres(binDir);
}

function run(step, args, env = {}) {
  say(step);
  return timed(
    step,
    new Promise((resolve) => {
      const child = spawn('pnpm', args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...env },
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    }),
  );
}

/**
 * A step in the background: its output is kept and shown when `done()` is awaited, so it
 * does not interleave with the step in the foreground.
 */
function runBeside(step, args) {
  say(`${step} (in the background)`);
  const output = [];
  // Its own process group, so stopping it stops the builds pnpm started too.
  const child = spawn('pnpm', args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exit = timed(
    `${step} (in the background)`,
    new Promise((resolve) => {
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    }),
  );
  return {
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already ended
      }
    },
    async done() {
      const status = await exit;
      say(`${step} (it ran in the background)`);
      process.stdout.write(Buffer.concat(output));
      return status;
    },
  };
}

const chromium = ensureChromium();
const postgres = await ensurePostgres();
let stopped = false;
const cleanUp = () => {
  if (stopped) return;
  stopped = true;
  postgres?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

let status = 0;
let types = null;
let build = null;
try {
  // The contracts and the house games' engines first: the apps' build bundles them, and the API's
  // fault tests start the API from its sources, which import their build. Nothing rewrites them
  // after this.
  const steps = [
    // ESLint and tsc each keep one core busy: side by side they take as long as the slower.
    () => {
      types = runBeside('types', ['typecheck']);
    },
    ['lint', ['lint']],
    ['types', () => types.done()],
    ['contracts build', ['--filter', '@site/contracts', '--filter', '@site/house-games', 'build']],
    () => {
      build = runBeside('build', ['build:apps']);
    },
    ['unit and component tests', ['test:unit']],
    ['build', () => build.done()],
    // Nothing runs beside them: their jest takes every core (api/jest.config.cjs).
    ['API tests', ['test:api'], postgres ? { DATABASE_URL: postgres.url } : {}],
    ['browser tests', ['--filter', '@site/e2e', 'test'], { CHROMIUM_PATH: chromium }],
  ];
  for (const entry of steps) {
    if (typeof entry === 'function') {
      entry();
      continue;
    }
    const [step, args, env] = entry;
    status = typeof args === 'function' ? await args() : await run(step, args, env);
    if (status !== 0) {
      console.error(`${step} failed`);
      break;
    }
  }
} finally {
  if (status !== 0) {
    types?.stop();
    build?.stop();
  }
  cleanUp();
}
say(status === 0 ? 'all tests passed' : 'stopped');
console.log(`--- each step's own time: ${stepTimes.join(', ')}`);
process.exit(status);
