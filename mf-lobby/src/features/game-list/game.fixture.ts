import type { Game } from '@site/shared';

/** A playable JILI slot as the game list answers it, for the lobby's tests. */
export const testGame = (nodeId: number, extra: Partial<Game> = {}): Game => ({
  nodeId,
  vassalage: 'JILI',
  vendor: 'JILI',
  gameType: 'RNG',
  gameClassify: 'JP',
  gameName: `Game ${nodeId}`,
  gameCode: `G${nodeId}`,
  code: `G${nodeId}`,
  isGame: 'GAME',
  defaultPlayType: '',
  accountTypeName: '',
  minBet: 0.1,
  minLineNum: 1,
  imageUrl: '',
  isHot: 0,
  status: 'ACTIVE',
  comingSoon: false,
  ...extra,
});
