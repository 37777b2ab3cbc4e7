import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CLI's connection to the operator API: where it is, and the operator session it signed in
 * with (a file only its owner can read, like an SSH key). Nothing here talks to the database:
 * the CLI is a client of the same API a web back office will use.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = path.join(API_DIR, '.data');

export const apiUrl = (process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const sessionFile =
  process.env.OPERATOR_SESSION_FILE ?? path.join(DATA_DIR, 'operator-session.json');
/** `pnpm start` writes the deployment's root token here when OPS_TOKEN is not set. */
export const ROOT_TOKEN_FILE = path.join(DATA_DIR, 'ops-token');

export class CliError extends Error {
  /** The API's error code, when the API answered with one (e.g. OPERATOR_TOTP_REQUIRED). */
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface StoredSession {
  token: string;
  username: string;
  expiresAt: string;
}

export function saveSession(session: StoredSession): void {
  mkdirSync(path.dirname(sessionFile), { recursive: true });
  writeFileSync(sessionFile, JSON.stringify(session), { mode: 0o600 });
  chmodSync(sessionFile, 0o600);
}

export function loadSession(): StoredSession | null {
  if (!existsSync(sessionFile)) return null;
  return JSON.parse(readFileSync(sessionFile, 'utf8')) as StoredSession;
}

export function clearSession(): void {
  rmSync(sessionFile, { force: true });
}

export function rootToken(): string {
  const fromEnv = process.env.OPS_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  if (existsSync(ROOT_TOKEN_FILE)) return readFileSync(ROOT_TOKEN_FILE, 'utf8').trim();
  throw new CliError(
    `No root token: set OPS_TOKEN to the API's, or start the site with \`pnpm start\` (it writes ${ROOT_TOKEN_FILE}).`,
  );
}

interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value: T;
}

/** One call to the operator API; `token` defaults to the signed-in operator's session. */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  pathAndQuery: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const token = options.token ?? loadSession()?.token;
  if (!token)
    throw new CliError('Not signed in: run `pnpm operator login --username <name>` first.');
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${pathAndQuery}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new CliError(`The API at ${apiUrl} did not answer (${(error as Error).message}).`);
  }
  const text = await response.text();
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new CliError(`HTTP ${response.status} from ${pathAndQuery}: ${text.slice(0, 200)}`);
  }
  if (!response.ok || envelope.success === false) {
    const detail = envelope.value ? ` ${JSON.stringify(envelope.value)}` : '';
    throw new CliError(
      `${envelope.code ?? response.status}: ${envelope.message ?? 'failed'}${detail}`,
      typeof envelope.code === 'string' ? envelope.code : undefined,
    );
  }
  return envelope.value;
}
