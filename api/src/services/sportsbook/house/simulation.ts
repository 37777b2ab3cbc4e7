import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import type { Sport, SportsScore } from '@site/contracts';

/**
 * The house feed's matches (issue 43 item 2): each sport a step function over a match state,
 * run with a generator seeded by the fixture, so the same fixture plays the same match on every
 * process and after every restart. The feed's clock decides how far the match has come: a step
 * takes `dtMs` of real time (an accelerated but believable pace: a T20 innings in about six
 * minutes, a football match in about thirteen). The same steps, run from the current state with
 * other seeds, price the markets (pricing.ts).
 */

export type Side = 'HOME' | 'AWAY';
export type Rng = RandomGenerator;

const FLOAT_STEPS = 2 ** 30;
export const uniform = (rng: Rng) =>
  unsafeUniformIntDistribution(0, FLOAT_STEPS - 1, rng) / FLOAT_STEPS;
export const seeded = (seed: number) => xoroshiro128plus(seed | 0);

/** A Poisson draw (Knuth's method: small means only, as the per-step rates here are). */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let product = uniform(rng);
  let count = 0;
  while (product > limit) {
    product *= uniform(rng);
    count += 1;
  }
  return count;
}

export interface CricketInningsState {
  side: Side;
  runs: number;
  wickets: number;
  balls: number;
  /** Runs of each over (the over being bowled last). */
  overRuns: number[];
  /** Each batter's runs (index 0 and 1 open); -1: has not batted. */
  batters: number[];
  striker: number;
  nonStriker: number;
}

export interface MatchState {
  sport: Sport;
  format: string;
  /** Strength ratings (about −1 … 1), the fixture's. */
  strength: { home: number; away: number };
  started: boolean;
  over: boolean;
  home: number;
  away: number;
  period: number;
  minute: number | null;
  /** Timed sports: the regulation length and the periods' length in game minutes. */
  timed?: { length: number; periodLength: number; perMinute: { home: number; away: number } };
  cricket?: {
    overs: number;
    innings: CricketInningsState[];
    target: number | null;
    /** Decided by a super over when the runs tie. */
    tieWinner: Side | null;
  };
  esports?: {
    bestOf: number;
    fightsPerMap: number;
    killsPerFight: number;
    fight: number;
    maps: { home: number; away: number; winner: Side | null }[];
  };
  tennis?: {
    bestOf: number;
    sets: { home: number; away: number }[];
    points: { home: number; away: number };
    tiebreak: boolean;
    server: Side;
    serve: { home: number; away: number };
  };
}

export interface Step {
  /** Real time this step takes. */
  dtMs: number;
  /** An event that suspends the markets a while (a goal, a wicket, a map or set end). */
  major: boolean;
}

export interface SportRules {
  format: string;
  initial(strength: { home: number; away: number }, format: string): MatchState;
  step(state: MatchState, rng: Rng): Step;
}

/** A match before its start: the fields every sport shares. */
const before = (sport: Sport, format: string, strength: MatchState['strength']): MatchState => ({
  sport,
  format,
  strength,
  started: false,
  over: false,
  home: 0,
  away: 0,
  period: 0,
  minute: null,
});

const other = (side: Side): Side => (side === 'HOME' ? 'AWAY' : 'HOME');
const key = (side: Side) => (side === 'HOME' ? 'home' : 'away');

/* Timed sports: football, kabaddi, basketball, a game minute at a time. */

function timed(
  sport: Sport,
  format: string,
  options: {
    length: number;
    periodLength: number;
    meanPerSide: number;
    minuteMs: number;
    breakMs: number;
    overtime: number | null;
    /** How much a strength difference of 1 multiplies the stronger side's scoring rate. */
    tilt: number;
    majorAt: (scored: number) => boolean;
  },
): SportRules {
  return {
    format,
    initial(strength) {
      const tilt = Math.exp((strength.home - strength.away) * options.tilt);
      const perMinute = options.meanPerSide / options.length;
      return {
        ...before(sport, format, strength),
        timed: {
          length: options.length,
          periodLength: options.periodLength,
          perMinute: { home: perMinute * tilt * 1.05, away: (perMinute / tilt) * 0.95 },
        },
      };
    },
    step(state, rng) {
      const clock = state.timed!;
      if (!state.started) {
        state.started = true;
        state.minute = 0;
        state.period = 1;
        return { dtMs: options.minuteMs, major: false };
      }
      const minute = (state.minute ?? 0) + 1;
      state.minute = minute;
      const home = poisson(rng, clock.perMinute.home);
      const away = poisson(rng, clock.perMinute.away);
      state.home += home;
      state.away += away;
      const regulationOver = minute >= clock.length;
      const periodEnds = minute % clock.periodLength === 0;
      if (regulationOver && (options.overtime === null || state.home !== state.away)) {
        state.over = true;
        return { dtMs: 0, major: true };
      }
      if (regulationOver) clock.length += options.overtime!;
      if (periodEnds) state.period += 1;
      return {
        dtMs: options.minuteMs + (periodEnds ? options.breakMs : 0),
        major: options.majorAt(home) || options.majorAt(away) || periodEnds,
      };
    },
  };
}

/* Cricket: a ball at a time. */

const BALL_OUTCOMES = {
  T20: { runs: [0, 1, 2, 3, 4, 6], weights: [33, 35, 10, 1, 11, 5], wicket: 5, ballMs: 3_000 },
  ODI: { runs: [0, 1, 2, 3, 4, 6], weights: [45, 33, 8, 1, 8, 2], wicket: 3, ballMs: 1_500 },
} as const;

function newInnings(side: Side): CricketInningsState {
  return {
    side,
    runs: 0,
    wickets: 0,
    balls: 0,
    overRuns: [],
    batters: [0, 0, ...Array<number>(9).fill(-1)],
    striker: 0,
    nonStriker: 1,
  };
}

export function currentInnings(state: MatchState): CricketInningsState | null {
  return state.cricket?.innings.at(-1) ?? null;
}

function cricket(format: 'T20' | 'ODI'): SportRules {
  const outcomes = BALL_OUTCOMES[format];
  const overs = format === 'T20' ? 20 : 50;
  return {
    format,
    initial(strength) {
      return {
        ...before('CRICKET', format, strength),
        cricket: { overs, innings: [], target: null, tieWinner: null },
      };
    },
    step(state, rng) {
      const match = state.cricket!;
      if (!state.started) {
        state.started = true;
        state.period = 1;
        // The toss.
        match.innings.push(newInnings(uniform(rng) < 0.5 ? 'HOME' : 'AWAY'));
        return { dtMs: outcomes.ballMs, major: false };
      }
      const innings = currentInnings(state)!;
      const batting = innings.side;
      const edge = state.strength[key(batting)] - state.strength[key(other(batting))];
      const wicketChance = (outcomes.wicket / 100) * Math.exp(-edge / 8);
      let major = false;
      if (innings.balls % 6 === 0) innings.overRuns.push(0);
      innings.balls += 1;
      if (uniform(rng) < wicketChance) {
        innings.wickets += 1;
        major = true;
        if (innings.wickets < 10) {
          innings.striker = innings.wickets + 1;
          innings.batters[innings.striker] = 0;
        }
      } else {
        const total = outcomes.weights.reduce((sum, weight) => sum + weight, 0);
        let pick = uniform(rng) * total * Math.exp(edge / 16);
        let runs: number = outcomes.runs.at(-1)!;
        for (const [index, weight] of outcomes.weights.entries()) {
          if (pick < weight) {
            runs = outcomes.runs[index]!;
            break;
          }
          pick -= weight;
        }
        innings.runs += runs;
        innings.overRuns[innings.overRuns.length - 1]! += runs;
        innings.batters[innings.striker]! += runs;
        if (runs % 2 === 1)
          [innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker];
      }
      if (innings.balls % 6 === 0)
        [innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker];
      state[key(batting)] = innings.runs;
      const chased = match.target !== null && innings.runs >= match.target;
      if (innings.wickets >= 10 || innings.balls >= overs * 6 || chased) {
        if (match.innings.length === 1) {
          match.target = innings.runs + 1;
          match.innings.push(newInnings(other(batting)));
          state.period = 2;
          return { dtMs: outcomes.ballMs * 15, major: true };
        }
        if (state.home === state.away) match.tieWinner = uniform(rng) < 0.5 ? 'HOME' : 'AWAY';
        state.over = true;
        return { dtMs: 0, major: true };
      }
      return { dtMs: outcomes.ballMs, major };
    },
  };
}

/* Esports: a fight at a time, maps of a best-of series. */

function esport(sport: Sport, bestOf: number, killsPerMap: number): SportRules {
  const fightsPerMap = 25;
  return {
    format: `BO${bestOf}`,
    initial(strength) {
      return {
        ...before(sport, `BO${bestOf}`, strength),
        esports: {
          bestOf,
          fightsPerMap,
          killsPerFight: killsPerMap / fightsPerMap,
          fight: 0,
          maps: [],
        },
      };
    },
    step(state, rng) {
      const series = state.esports!;
      if (!state.started || series.maps.at(-1)?.winner) {
        state.started = true;
        series.maps.push({ home: 0, away: 0, winner: null });
        series.fight = 0;
        state.period = series.maps.length;
        return { dtMs: 6_000, major: false };
      }
      const map = series.maps.at(-1)!;
      const lead = Math.max(-10, Math.min(10, map.home - map.away));
      const edge = state.strength.home - state.strength.away + lead * 0.01;
      const homeShare = 1 / (1 + Math.exp(-edge));
      const kills = poisson(rng, series.killsPerFight * 2);
      for (let kill = 0; kill < kills; kill++) map[uniform(rng) < homeShare ? 'home' : 'away'] += 1;
      series.fight += 1;
      if (series.fight < series.fightsPerMap) return { dtMs: 6_000, major: false };
      // The side ahead on kills usually, not always, takes the map.
      const ahead = (map.home - map.away) / Math.max(4, (map.home + map.away) / 4);
      map.winner = uniform(rng) < 1 / (1 + Math.exp(-(edge + ahead))) ? 'HOME' : 'AWAY';
      state[key(map.winner)] += 1;
      if (Math.max(state.home, state.away) * 2 > bestOf) state.over = true;
      return { dtMs: state.over ? 0 : 30_000, major: true };
    },
  };
}

/* Tennis: a point at a time, best of three sets, a tie-break at six all. */

const TENNIS_POINTS = ['0', '15', '30', '40'];

function tennis(): SportRules {
  return {
    format: 'BO3',
    initial(strength) {
      return {
        ...before('TENNIS', 'BO3', strength),
        tennis: {
          bestOf: 3,
          sets: [],
          points: { home: 0, away: 0 },
          tiebreak: false,
          server: 'HOME',
          serve: {
            home: 0.63 + (strength.home - strength.away) * 0.04,
            away: 0.63 + (strength.away - strength.home) * 0.04,
          },
        },
      };
    },
    step(state, rng) {
      const match = state.tennis!;
      if (!state.started) {
        state.started = true;
        state.period = 1;
        match.sets.push({ home: 0, away: 0 });
        match.server = uniform(rng) < 0.5 ? 'HOME' : 'AWAY';
        return { dtMs: 4_000, major: false };
      }
      const server = match.server;
      const winner = uniform(rng) < match.serve[key(server)] ? server : other(server);
      match.points[key(winner)] += 1;
      const mine = match.points[key(winner)];
      const theirs = match.points[key(other(winner))];
      const needed = match.tiebreak ? 7 : 4;
      if (mine < needed || mine - theirs < 2) {
        if (match.tiebreak && (mine + theirs) % 2 === 1) match.server = other(server);
        return { dtMs: 4_000, major: false };
      }
      // The game is won.
      match.points = { home: 0, away: 0 };
      const set = match.sets.at(-1)!;
      set[key(winner)] += 1;
      match.server = other(server);
      const broke = winner !== server && !match.tiebreak;
      const games = set[key(winner)];
      const against = set[key(other(winner))];
      const setWon = match.tiebreak || (games >= 6 && games - against >= 2);
      match.tiebreak = !setWon && set.home === 6 && set.away === 6;
      if (!setWon) return { dtMs: 12_000, major: broke };
      state[key(winner)] += 1;
      if (state[key(winner)] * 2 > match.bestOf) {
        state.over = true;
        return { dtMs: 0, major: true };
      }
      match.sets.push({ home: 0, away: 0 });
      state.period = match.sets.length;
      return { dtMs: 30_000, major: true };
    },
  };
}

/** Each sport's formats (a fixture picks one) and how its matches are played. */
export const SPORT_RULES: Record<Sport, SportRules[]> = {
  CRICKET: [cricket('T20'), cricket('ODI')],
  FOOTBALL: [
    timed('FOOTBALL', '90_MIN', {
      length: 90,
      periodLength: 45,
      meanPerSide: 1.35,
      tilt: 0.6,
      minuteMs: 8_000,
      breakMs: 60_000,
      overtime: null,
      majorAt: (scored) => scored > 0,
    }),
  ],
  KABADDI: [
    timed('KABADDI', '40_MIN', {
      length: 40,
      periodLength: 20,
      meanPerSide: 33,
      tilt: 0.15,
      minuteMs: 15_000,
      breakMs: 45_000,
      overtime: null,
      // Four points or more in a minute: an all out or a super raid.
      majorAt: (scored) => scored >= 4,
    }),
  ],
  BASKETBALL: [
    timed('BASKETBALL', '48_MIN', {
      length: 48,
      periodLength: 12,
      meanPerSide: 105,
      tilt: 0.05,
      minuteMs: 12_000,
      breakMs: 30_000,
      overtime: 5,
      majorAt: () => false,
    }),
  ],
  TENNIS: [tennis()],
  MLBB: [esport('MLBB', 5, 30)],
  PUBGM: [esport('PUBGM', 3, 40)],
  DOTA2: [esport('DOTA2', 3, 55)],
  CS2: [esport('CS2', 3, 150)],
  VALORANT: [esport('VALORANT', 3, 130)],
};

export function rulesOf(sport: Sport, format: string): SportRules {
  const rules = SPORT_RULES[sport].find((candidate) => candidate.format === format);
  if (!rules) throw new Error(`no ${sport} format ${format}`);
  return rules;
}

export const cloneState = (state: MatchState): MatchState => structuredClone(state);

/** One moment of a played match: the state from `atMs` (after kick-off) on. */
export interface Frame {
  atMs: number;
  state: MatchState;
  major: boolean;
}

/** The whole match a fixture's seed plays, frame by frame (cached by the feed while it is live). */
export function playMatch(rules: SportRules, initial: MatchState, seed: number): Frame[] {
  const rng = seeded(seed);
  const state = cloneState(initial);
  const frames: Frame[] = [];
  let atMs = 0;
  for (let guard = 0; !state.over && guard < 5_000; guard++) {
    const step = rules.step(state, rng);
    frames.push({ atMs, state: cloneState(state), major: step.major });
    atMs += step.dtMs;
  }
  return frames;
}

/** Runs a match from `state` to its end with `rng` (pricing's simulations). */
export function playOut(rules: SportRules, state: MatchState, rng: Rng): MatchState {
  const played = cloneState(state);
  for (let guard = 0; !played.over && guard < 5_000; guard++) rules.step(played, rng);
  return played;
}

/** The score a page shows. */
export function scoreOf(state: MatchState): SportsScore {
  const score: SportsScore = {
    home: state.home,
    away: state.away,
    period: state.period,
    minute: state.minute,
  };
  if (state.cricket)
    score.cricket = {
      overs: state.cricket.overs,
      innings: state.cricket.innings.map(({ side, runs, wickets, balls }) => ({
        side,
        runs,
        wickets,
        balls,
      })),
      target: state.cricket.target,
    };
  if (state.esports)
    score.esports = {
      bestOf: state.esports.bestOf,
      maps: state.esports.maps.map((map) => ({ ...map })),
    };
  if (state.tennis) {
    const { points, tiebreak } = state.tennis;
    const call = (mine: number, theirs: number) =>
      tiebreak
        ? String(mine)
        : mine >= 3 && theirs >= 3
          ? mine > theirs
            ? 'AD'
            : '40'
          : TENNIS_POINTS[Math.min(mine, 3)]!;
    score.tennis = {
      bestOf: state.tennis.bestOf,
      sets: state.tennis.sets.map((set) => ({ ...set })),
      points: { home: call(points.home, points.away), away: call(points.away, points.home) },
      server: state.tennis.server,
    };
  }
  return score;
}
