import type { GameLaunch } from '@site/shared';
import { gamePagePath, launchRoute } from './launch-rules';

const slot: GameLaunch = {
  gameType: 'RNG',
  vendor: 'JILI',
  vassalage: 'JILI',
  gameCode: 'FG',
  code: 'FG',
  isGame: 'GAME',
  defaultPlayType: '',
  accountTypeName: '',
};

describe('launchRoute (spec §2)', () => {
  it('sends lottery games and lottery vendors to /lottery with gameCode, vendor and playType', () => {
    expect(
      launchRoute({ ...slot, gameType: 'LOTT', vendor: 'TCG', defaultPlayType: 'BIG' }),
    ).toEqual({
      kind: 'lottery',
      path: '/lottery?gameCode=FG&vendor=TCG&playType=BIG',
    });
    expect(launchRoute({ ...slot, vendor: 'TCG_SEA' }).kind).toBe('lottery');
    expect(launchRoute({ ...slot, gameType: 'ELOTT' }).kind).toBe('lottery');
  });

  it('opens the popup game list for isGame VASSALAGE and the generic launch otherwise', () => {
    expect(launchRoute({ ...slot, isGame: 'VASSALAGE' })).toEqual({
      kind: 'vendor-popup',
      vassalage: 'JILI',
    });
    expect(launchRoute(slot)).toEqual({ kind: 'generic' });
  });

  it('puts the game in the /game address so a reload can launch it again', () => {
    expect(gamePagePath(slot)).toBe('/game?gameCode=FG&vassalage=JILI&gameType=RNG');
  });
});
