import { ApiError } from '@site/shared';
import { endedReasonOf, endsSession, readStoredSession, storeSession } from './operator-session';
import { isIdle } from './idle-clock';

const refusal = (status: number, code: string) => new ApiError(code, 'errors.UNKNOWN', status, '');

describe("the console's session", () => {
  it('ends on a 401 of the session, not on a refused sign-in attempt', () => {
    expect(endsSession(refusal(401, 'OPERATOR_SESSION_EXPIRED'))).toBe(true);
    expect(endsSession(refusal(401, 'OPERATOR_UNAUTHORIZED'))).toBe(true);
    expect(endsSession(refusal(401, 'OPERATOR_LOGIN_FAILED'))).toBe(false);
    expect(endsSession(refusal(401, 'OPERATOR_TOTP_REQUIRED'))).toBe(false);
    expect(endsSession(refusal(403, 'OPERATOR_FORBIDDEN'))).toBe(false);
    expect(endsSession(new Error('network'))).toBe(false);
  });

  it('tells an idle end from any other', () => {
    expect(endedReasonOf(refusal(401, 'OPERATOR_SESSION_EXPIRED'))).toBe('expired');
    expect(endedReasonOf(refusal(401, 'OPERATOR_UNAUTHORIZED'))).toBe('refused');
  });

  it('is kept in session storage, and something else there is no session', () => {
    const session = {
      token: 't',
      expiresAt: '2026-12-06T20:00:00.000Z',
      idleMinutes: 30,
      operator: {
        id: '1',
        username: 'cashier',
        roles: ['finance' as const],
        brandIds: null,
        brands: null,
        totp: true,
        secondFactor: 'verified' as const,
      },
    };
    storeSession(session);
    expect(readStoredSession()).toEqual(session);
    sessionStorage.setItem('back-office.session', '{"token":1}');
    expect(readStoredSession()).toBeNull();
    sessionStorage.setItem('back-office.session', 'not json');
    expect(readStoredSession()).toBeNull();
    storeSession(null);
    expect(readStoredSession()).toBeNull();
  });

  it('is idle after the idle minutes without input', () => {
    expect(isIdle(0, 29 * 60_000, 30)).toBe(false);
    expect(isIdle(0, 30 * 60_000, 30)).toBe(true);
  });
});
