import type { OperatorRole, PlayerProfile } from '@site/contracts';
import type { PlayerRef } from './players.resource';

export type PlayerActionId = 'adjust' | 'message' | 'lock' | 'unlock' | 'paymentUnlock';

/**
 * The actions the player's page offers this operator, as the API allows them: finance adjusts
 * the balance, support messages, locks or unlocks and clears the payment password's lock. An
 * account closed as under age takes no action but a message (nothing reopens it, and its money
 * was returned). `holds` tells whether the operator holds a role (the app's session knows).
 */
export function playerActionsFor(
  holds: (role: OperatorRole) => boolean,
  profile: Pick<PlayerProfile, 'status' | 'paymentPassword'>,
): PlayerActionId[] {
  const actions: PlayerActionId[] = [];
  const open = profile.status !== 'closed';
  if (open && holds('finance')) actions.push('adjust');
  if (holds('support')) {
    actions.push('message');
    if (profile.status === 'active') actions.push('lock');
    if (profile.status === 'locked') actions.push('unlock');
    if (open && profile.paymentPassword.lockedUntil !== null) actions.push('paymentUnlock');
  }
  return actions;
}

/** The console's address of a player's page. */
export const playerPagePath = ({ merchantCode, account }: PlayerRef) =>
  `/players/${encodeURIComponent(merchantCode)}/${encodeURIComponent(account)}`;

/** The player a console address names (`/players/:merchantCode/:account`), else null. */
export function playerRefFromPath(pathname: string): PlayerRef | null {
  const match = /^\/players\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { merchantCode: decodeURIComponent(match[1]!), account: decodeURIComponent(match[2]!) };
  } catch {
    // A malformed escape (`%E0%A4`) is no player.
    return null;
  }
}

/** An idempotency key per confirmed action, so a retried request never acts twice. */
export const actionKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
