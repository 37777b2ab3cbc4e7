import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import {
  callApi,
  clearSession,
  CliError,
  loadSession,
  rootToken,
  saveSession,
} from '../operator-client.js';
import { printLine, required, type Command } from './command.js';

interface SessionAnswer {
  token: string;
  expiresAt: string;
  operator: { username: string; roles: string[] };
}

async function readPassword(username: string): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const line = await prompt.question('Password: ');
  prompt.close();
  if (!line.trim())
    throw new CliError(`No password for ${username} (type it, or set OPERATOR_PASSWORD).`);
  return line.trim();
}

async function signIn(username: string, password: string): Promise<SessionAnswer> {
  const session = await callApi<SessionAnswer>('POST', '/ops/session', {
    body: { username, password },
    token: 'none',
  });
  saveSession({ token: session.token, username, expiresAt: session.expiresAt });
  return session;
}

/** A password for a new operator: shown once, never stored by the CLI. */
export const generatedPassword = () => randomBytes(18).toString('base64url');

export const sessionCommands: Command[] = [
  {
    name: 'bootstrap',
    usage: '[--username admin]',
    summary:
      'With the root token, create the first admin operator (password printed once) and sign in as it.',
    options: { username: { type: 'string', default: 'admin' } },
    async run({ values }) {
      const username = required(values, 'username');
      const password = generatedPassword();
      await callApi('POST', '/ops/operators', {
        body: { username, password, roles: ['admin'] },
        token: rootToken(),
      });
      await signIn(username, password);
      printLine(`Created admin operator '${username}' and signed in.`);
      printLine(`Its password (shown once, keep it in your password manager): ${password}`);
    },
  },
  {
    name: 'login',
    usage: '--username <name>   (password from the prompt or OPERATOR_PASSWORD)',
    summary: 'Sign in as an operator; the session is kept for 8 hours.',
    options: { username: { type: 'string' } },
    async run({ values }) {
      const username = required(values, 'username');
      const session = await signIn(username, await readPassword(username));
      printLine(
        `Signed in as ${username} (${session.operator.roles.join(', ')}) until ${session.expiresAt}.`,
      );
    },
  },
  {
    name: 'logout',
    usage: '',
    summary: 'End the operator session.',
    async run() {
      if (loadSession()) await callApi('DELETE', '/ops/session').catch(() => undefined);
      clearSession();
      printLine('Signed out.');
    },
  },
  {
    name: 'whoami',
    usage: '',
    summary: 'Show the signed-in operator and its roles.',
    async run() {
      const me = await callApi<{ username: string; roles: string[]; brandIds: string[] | null }>(
        'GET',
        '/ops/me',
      );
      printLine(
        `${me.username}: ${me.roles.join(', ')}; brands: ${me.brandIds?.join(', ') ?? 'all'}`,
      );
    },
  },
];
