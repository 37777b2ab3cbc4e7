import { IDLE_QUEUE, shotQueueReducer, type AimedShot } from './shot-queue.reducer';

const shot = (swimmerId: number): AimedShot => ({ swimmerId, speciesId: 'rui', cannonLevel: 0 });
const fire = (state = IDLE_QUEUE, swimmerId = 1) =>
  shotQueueReducer(state, { type: 'fire', shot: shot(swimmerId) });

describe('the shot queue', () => {
  it('sends a shot at once when none is pending', () => {
    expect(fire()).toEqual({ pending: shot(1), queued: null, autoFire: false });
  });

  it('keeps at most one shot waiting while one is pending: the latest', () => {
    const waiting = fire(fire(fire(), 2), 3);
    expect(waiting.pending).toEqual(shot(1));
    expect(waiting.queued).toEqual(shot(3));
  });

  it('sends the waiting shot when the pending one is shown, then goes idle', () => {
    const next = shotQueueReducer(fire(fire(), 2), { type: 'shown' });
    expect(next).toEqual({ pending: shot(2), queued: null, autoFire: false });
    expect(shotQueueReducer(next, { type: 'shown' }).pending).toBeNull();
  });

  it('drops the waiting shot and stops auto fire on a failure', () => {
    const auto = shotQueueReducer(IDLE_QUEUE, { type: 'autoFire', on: true });
    expect(shotQueueReducer(fire(fire(auto), 2), { type: 'failed' })).toEqual(IDLE_QUEUE);
  });
});
