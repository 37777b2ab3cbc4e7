import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import { API_URL, OPS_TOKEN, ROOT } from './stack';

const run = promisify(execFile);

export type OperatorCli = {
  /** Runs `pnpm operator <args>` as a person at a terminal would, and answers its stdout. */
  (...args: string[]): Promise<string>;
  /** Removes the CLI's session file. */
  dispose(): void;
};

/**
 * An authenticator code `steps` time steps (30 s) from now: the API takes a code one step
 * either side, each step once, so a second code in the same 30 s is the next step's.
 */
export const totpCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * The operator CLI as a child process against the e2e API, with a session file of its own so
 * specs never share an operator's sign-in. `bootstrap` makes a fresh admin with the root token,
 * signs the CLI in as it and links the authenticator bootstrap asks for (issue 45), with the
 * secret it printed, so the session can do an admin's work.
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
  if (options.bootstrap) {
    const printed = await cli('bootstrap', '--username', options.bootstrap);
    const secret = /secret: ([A-Z2-7]+)/.exec(printed)?.[1];
    if (!secret) throw new Error(`bootstrap printed no authenticator secret:\n${printed}`);
    await cli('totp', 'confirm', '--code', totpCode(secret));
  }
  return cli;
}
