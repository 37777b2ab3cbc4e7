/** A shot the player fired: at which swimmer, of which species, at which cannon level. */
export interface AimedShot {
  swimmerId: number;
  speciesId: string;
  cannonLevel: number;
}

/**
 * Shots go to the server one at a time: `pending` is sent and not yet shown (the answer and the
 * bullet's landing both close it); a shot fired meanwhile waits in `queued`, and a later one
 * replaces it, so at most one shot ever waits. Auto-fire stops on any failure.
 */
export interface ShotQueue {
  pending: AimedShot | null;
  queued: AimedShot | null;
  autoFire: boolean;
}

export type ShotQueueAction =
  | { type: 'fire'; shot: AimedShot }
  | { type: 'shown' }
  | { type: 'failed' }
  | { type: 'autoFire'; on: boolean };

export const IDLE_QUEUE: ShotQueue = { pending: null, queued: null, autoFire: false };

export function shotQueueReducer(state: ShotQueue, action: ShotQueueAction): ShotQueue {
  switch (action.type) {
    case 'fire':
      return state.pending
        ? { ...state, queued: action.shot }
        : { ...state, pending: action.shot, queued: null };
    case 'shown':
      return { ...state, pending: state.queued, queued: null };
    case 'failed':
      return { pending: null, queued: null, autoFire: false };
    case 'autoFire':
      return { ...state, autoFire: action.on };
  }
}
