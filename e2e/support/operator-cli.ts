import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_URL, OPS_TOKEN, ROOT } from './stack';

const run = promisify(execFile);

export type OperatorCli = {
  /** Runs `pnpm operator <args>` as a person at a terminal would, and answers its stdout. */
  (...args: string[]): Promise<string>;
  /** Removes the CLI's session file. */
  dispose(): void;
};

/**
 * The operator CLI as a child process against the e2e API, with a session file of its own so
 * specs never share an operator's sign-in. `bootstrap` makes a fresh admin with the root token
 * and signs the CLI in as it.
 */
export async function operatorCli(
  options: { bootstrap?: string; env?: Record<string, string> } = {},
): Promise<OperatorCli> {
  const sessionDir = mkdtempSync(path.join(tmpdir(), 'e2e-operator-'));
  const env = {
    ...process.env,
    OPS_TOKEN,
    OPERATOR_API_URL: API_URL,
    OPERATOR_SESSION_FILE: path.join(sessionDir, 'session.json'),
    ...options.env,
  };
  const cli = (async (...args: string[]) =>
    (await run('pnpm', ['--silent', 'operator', ...args], { cwd: ROOT, env }))
      .stdout) as OperatorCli;
  cli.dispose = () => rmSync(sessionDir, { recursive: true, force: true });
  if (options.bootstrap) await cli('bootstrap', '--username', options.bootstrap);
  return cli;
}
