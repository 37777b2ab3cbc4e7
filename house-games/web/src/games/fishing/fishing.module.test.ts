import type { FairRound } from '@site/contracts';
import { fishing } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import { gameModule } from './fishing.module';

const theme = fishing.themeFor('JILI_FISH_27');
const seeds = { serverSeed: 'revealed-server-seed', clientSeed: 'player-seed', nonce: 4 };
const shot = { cannonLevel: 1, speciesId: theme.species[0]!.id };
const outcome = fishing.shoot(theme, new FairStream(seeds), shot);

const round = (recorded: unknown): FairRound => ({
  roundId: 'r1',
  nodeId: 1,
  engine: 'JILI_FISH_27',
  serverSeedHash: 'hash',
  ...seeds,
  actions: [shot],
  outcome: recorded,
  bet: outcome.stakeMinor / 100,
  win: outcome.winMinor / 100,
  createdAt: '2026-12-06T05:00:00.000Z',
});

describe('the fishing fairness check', () => {
  it('replays the recorded shot from the revealed seeds', () => {
    expect(gameModule.recompute(theme, round(outcome))).toEqual({
      winMinor: outcome.winMinor,
      matches: true,
    });
  });

  it('tells a recorded outcome the seeds do not give', () => {
    const forged = { ...outcome, hit: !outcome.hit };
    expect(gameModule.recompute(theme, round(forged)).matches).toBe(false);
  });
});
