import type { OperatorRole } from '@site/contracts';
import { actionKey, playerActionsFor, playerPagePath, playerRefFromPath } from './player-actions';

/** As the app's holdsRole: admins hold every role. */
const holding =
  (...roles: OperatorRole[]) =>
  (role: OperatorRole) =>
    roles.includes('admin') || roles.includes(role);

const profile = (status: 'active' | 'locked' | 'closed', paymentLocked = false) => ({
  status,
  paymentPassword: { isSet: true, lockedUntil: paymentLocked ? '2026-12-06T18:00:00Z' : null },
});

describe('playerActionsFor', () => {
  it('gives finance the adjustment and support the account actions', () => {
    expect(playerActionsFor(holding('finance'), profile('active'))).toEqual(['adjust']);
    expect(playerActionsFor(holding('support'), profile('active', true))).toEqual([
      'message',
      'lock',
      'paymentUnlock',
    ]);
    expect(playerActionsFor(holding('support'), profile('locked'))).toEqual(['message', 'unlock']);
  });

  it('gives an admin everything that fits the account', () => {
    expect(playerActionsFor(holding('admin'), profile('active'))).toEqual([
      'adjust',
      'message',
      'lock',
    ]);
  });

  it('leaves only the message on an account closed as under age', () => {
    expect(playerActionsFor(holding('admin'), profile('closed', true))).toEqual(['message']);
  });

  it('offers nothing to the release role', () => {
    expect(playerActionsFor(holding('release'), profile('active'))).toEqual([]);
  });
});

describe('player addresses', () => {
  it('round-trips a player through its page address', () => {
    const player = { merchantCode: 'PADMA', account: 'rahim k/1' };
    expect(playerRefFromPath(playerPagePath(player))).toEqual(player);
  });

  it('names no player on other addresses or a broken escape', () => {
    expect(playerRefFromPath('/players')).toBeNull();
    expect(playerRefFromPath('/players/PADMA')).toBeNull();
    expect(playerRefFromPath('/players/PADMA/%E0%A4')).toBeNull();
  });
});

it('makes idempotency keys the API accepts, a new one each time', () => {
  const key = actionKey('adjust');
  expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,80}$/);
  expect(actionKey('adjust')).not.toBe(key);
});
