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

  it('opens the house sportsbook for sportsbook entries, on its e-sports line for e-sports', () => {
    expect(launchRoute({ ...slot, gameType: 'SPORTS', gameClassify: 'SPORTSBOOK' })).toEqual({
      kind: 'sportsbook',
      path: '/fbsports',
    });
    expect(launchRoute({ ...slot, gameType: 'ESPORTS', gameClassify: 'ESPORTS' })).toEqual({
      kind: 'sportsbook',
      path: '/fbsports?line=esports',
    });
  });

  it('opens the house table of live baccarat, roulette and dragon tiger entries and cockfights', () => {
    expect(launchRoute({ ...slot, gameType: 'LIVE', gameClassify: 'BAC' })).toEqual({
      kind: 'live-table',
      path: '/liveTable?code=BACCARAT_1',
    });
    expect(launchRoute({ ...slot, gameType: 'LIVE', gameClassify: 'ROU' }).kind).toBe('live-table');
    expect(launchRoute({ ...slot, gameType: 'SPORTS', gameClassify: 'COCKFIGHT' })).toEqual({
      kind: 'live-table',
      path: '/liveTable?code=COCKFIGHT_1',
    });
    // Sic bo has no house table yet; an RNG game classified like a table is no live entry.
    expect(launchRoute({ ...slot, gameType: 'LIVE', gameClassify: 'SB' }).kind).toBe('generic');
    expect(launchRoute({ ...slot, gameType: 'RNG', gameClassify: 'BAC' }).kind).toBe('generic');
  });

  it('opens the members’ teen patti tables for PVP entries', () => {
    expect(launchRoute({ ...slot, gameType: 'PVP', gameClassify: 'CARD' })).toEqual({
      kind: 'teen-patti',
      path: '/teenpatti',
    });
  });

  it('puts the game in the /game address so a reload can launch it again', () => {
    expect(gamePagePath(slot)).toBe('/game?gameCode=FG&vassalage=JILI&gameType=RNG');
  });
});
