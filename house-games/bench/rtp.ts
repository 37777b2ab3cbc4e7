/**
 * `pnpm bench` for the house games: plays RTP_ROUNDS (default 1,000,000) rounds of every engine
 * variant through its player (src/sim/players.ts) and prints the measured RTP beside the target,
 * the hit rate and the 99 % confidence interval. RTP_SEED replays a run.
 */
import { recordFigure } from '../../tooling/bench-results.cjs';
import { confidenceInterval, measure, Z_99 } from '../src/sim/measure.js';
import {
  blackjackGame,
  crashGame,
  fishingGame,
  scratchGame,
  slotGame,
  videoPokerGame,
} from '../src/sim/players.js';
import { seededRng } from '../src/sim/sources.js';

const rounds = Number(process.env.RTP_ROUNDS ?? 1_000_000);
const seed = Number(process.env.RTP_SEED ?? Math.floor(Math.random() * 2 ** 32));
const VOLATILITIES = ['low', 'medium', 'high'] as const;

const games = [
  ...VOLATILITIES.map(slotGame),
  videoPokerGame(),
  ...VOLATILITIES.map(scratchGame),
  blackjackGame(2),
  blackjackGame(6),
  blackjackGame(8),
  crashGame([101, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 100_000]),
  ...VOLATILITIES.map(fishingGame),
];

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;
console.log(`House games RTP: ${rounds.toLocaleString('en')} rounds per game, RTP_SEED=${seed}`);
const rows = games.map((game, index) => {
  const started = performance.now();
  const measured = measure(game, seededRng(seed + index), rounds);
  const [low, high] = confidenceInterval(measured, Z_99);
  recordFigure({
    section: 'House games RTP (measured, %)',
    name: game.name,
    value: Number((measured.rtp * 100).toFixed(2)),
    unit: '%',
  });
  const row = {
    game: game.name,
    rounds: measured.rounds,
    'measured RTP': percent(measured.rtp),
    target: percent(measured.targetRtp),
    'hit rate': percent(measured.hitRate),
    '99 % CI': `${percent(low)} – ${percent(high)}`,
    'target in CI': measured.targetRtp >= low && measured.targetRtp <= high ? 'yes' : 'NO',
    'sd / round': (measured.standardError * Math.sqrt(rounds)).toFixed(2),
    seconds: ((performance.now() - started) / 1000).toFixed(1),
  };
  console.log(Object.values(row).join(' | '));
  return row;
});
console.table(rows);
