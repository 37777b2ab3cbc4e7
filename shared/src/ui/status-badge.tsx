import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A record's state (spec §4: redemption in process / approved / rejected, withdrawal states,
 * activity and contract states). The label carries the meaning; the tone only colours it,
 * so it reads the same without colour and in both themes.
 */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: StatusTone;
  children: ReactNode;
}) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone}>
      {children}
    </span>
  );
}

/** Picks the tone of a status code from a table the caller owns (its codes, its meanings). */
export function toneOf<Status extends string>(
  status: Status,
  tones: Partial<Record<Status, StatusTone>>,
): StatusTone {
  return tones[status] ?? 'neutral';
}
