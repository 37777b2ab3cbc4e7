import type { OperatorRole, OperatorSession, OperatorView } from '@site/contracts';
import { atom } from 'jotai';

/**
 * The console's session: the operator API's answer to sign-in, kept in sessionStorage so a
 * reload keeps it while closing the tab ends it (a shared cashier's computer keeps no session).
 */
const STORAGE_KEY = 'back-office.session';

/** Why the last session ended, for the sign-in page to say. */
export type EndedReason = 'expired' | 'idle' | 'signedOut' | 'refused';

const isSession = (value: unknown): value is OperatorSession => {
  const session = value as Partial<OperatorSession> | null;
  return (
    typeof session?.token === 'string' &&
    typeof session.idleMinutes === 'number' &&
    typeof session.operator?.username === 'string' &&
    Array.isArray(session.operator.roles)
  );
};

export function readStoredSession(storage: Storage = sessionStorage): OperatorSession | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isSession(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeSession(session: OperatorSession | null, storage: Storage = sessionStorage) {
  if (session) storage.setItem(STORAGE_KEY, JSON.stringify(session));
  else storage.removeItem(STORAGE_KEY);
}

export const sessionAtom = atom<OperatorSession | null>(null);
/** How the last session ended: why, and its idle time (the sign-in page says both). */
export type SessionEnd = { reason: EndedReason; idleMinutes: number };
export const sessionEndAtom = atom<SessionEnd | null>(null);

/** Admins hold every role (the API's hasRole). */
export const holdsRole = (operator: Pick<OperatorView, 'roles'>, role: OperatorRole): boolean =>
  operator.roles.includes('admin') || operator.roles.includes(role);

/** 401s that refuse one attempt (a wrong password or code), not the session. */
const REFUSED_ATTEMPT_CODES = ['OPERATOR_LOGIN_FAILED', 'OPERATOR_TOTP_REQUIRED'];

/**
 * Whether a failed call means the session is over: any other 401 the API gives a session
 * (expired when idle or at its hard end, revoked, unknown token).
 */
export const endsSession = (failure: unknown): boolean =>
  failure instanceof Error &&
  'status' in failure &&
  failure.status === 401 &&
  !REFUSED_ATTEMPT_CODES.includes(String((failure as Error & { code?: unknown }).code));

export const endedReasonOf = (failure: unknown): EndedReason =>
  failure instanceof Error && 'code' in failure && failure.code === 'OPERATOR_SESSION_EXPIRED'
    ? 'expired'
    : 'refused';
