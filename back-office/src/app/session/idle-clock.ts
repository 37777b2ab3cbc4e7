/**
 * The console's own idle end. The API ends a session after `idleMinutes` without a call, but
 * an open queue polls it every few seconds, so a console left open would never be idle to the
 * API: the console counts the operator's own input instead and signs out itself.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export const isIdle = (lastActivity: number, now: number, idleMinutes: number): boolean =>
  now - lastActivity >= idleMinutes * 60_000;
