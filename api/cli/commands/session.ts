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
  idleMinutes: number;
  operator: { username: string; roles: string[]; secondFactor: string };
}

interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const line = await prompt.question(question);
  prompt.close();
  return line.trim();
}

async function readPassword(username: string): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  const line = await ask('Password: ');
  if (!line) throw new CliError(`No password for ${username} (type it, or set OPERATOR_PASSWORD).`);
  return line;
}

/**
 * Signs in; an admin or finance operator with a linked authenticator is asked for its code
 * when the API wants one and `--code` did not give it.
 */
async function signIn(username: string, password: string, code?: string): Promise<SessionAnswer> {
  const call = (withCode?: string) =>
    callApi<SessionAnswer>('POST', '/ops/session', {
      body: { username, password, ...(withCode ? { code: withCode } : {}) },
      token: 'none',
    });
  const session = await call(code).catch(async (error: unknown) => {
    if (code || !(error instanceof CliError) || error.code !== 'OPERATOR_TOTP_REQUIRED')
      throw error;
    const asked = await ask('Authenticator code: ');
    if (!asked) throw new CliError(`No authenticator code for ${username} (type it, or --code).`);
    return call(asked);
  });
  saveSession({ token: session.token, username, expiresAt: session.expiresAt });
  return session;
}

/** Starts linking an authenticator and prints what to scan or type into the app. */
async function enrolTotp(): Promise<void> {
  const enrolment = await callApi<TotpEnrolment>('POST', '/ops/me/totp');
  printLine('Add this to your authenticator app (scan it as a QR code, or type the secret):');
  printLine(`  ${enrolment.otpauthUrl}`);
  printLine(`  secret: ${enrolment.secret}`);
  printLine('Then run: pnpm operator totp confirm --code <the 6 digits it shows>');
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
      // An admin signs in with an authenticator code: this session can only link one.
      await enrolTotp();
    },
  },
  {
    name: 'login',
    usage:
      '--username <name> [--code 123456]   (password from the prompt or OPERATOR_PASSWORD; the code is asked when needed)',
    summary: 'Sign in as an operator; the session is kept for 8 hours, or until 30 minutes unused.',
    options: { username: { type: 'string' }, code: { type: 'string' } },
    async run({ values }) {
      const username = required(values, 'username');
      const code = typeof values.code === 'string' ? values.code.trim() : undefined;
      const session = await signIn(username, await readPassword(username), code);
      printLine(
        `Signed in as ${username} (${session.operator.roles.join(', ')}) until ${session.expiresAt}, or ${session.idleMinutes} minutes unused.`,
      );
      if (session.operator.secondFactor === 'enrolment-required')
        printLine(
          'Your role signs in with an authenticator, and none is linked yet: run `pnpm operator totp enrol` (nothing else works until it is confirmed).',
        );
    },
  },
  {
    name: 'totp enrol',
    usage: '',
    summary:
      'Start linking an authenticator app to the signed-in operator; prints its otpauth URL and secret.',
    async run() {
      await enrolTotp();
    },
  },
  {
    name: 'totp confirm',
    usage: '--code <6 digits>',
    summary: 'Link the authenticator with a code it shows; the session can then do its work.',
    options: { code: { type: 'string' } },
    async run({ values }) {
      await callApi('POST', '/ops/me/totp/confirm', { body: { code: required(values, 'code') } });
      printLine('Authenticator linked: sign in with its code from now on.');
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
      const me = await callApi<{
        username: string;
        roles: string[];
        brands: string[] | null;
        totp: boolean;
        secondFactor: string;
      }>('GET', '/ops/me');
      printLine(
        `${me.username}: ${me.roles.join(', ')}; brands: ${me.brands?.join(', ') ?? 'all'}; authenticator: ${me.totp ? 'linked' : 'none'}; this session: ${me.secondFactor}`,
      );
    },
  },
];
