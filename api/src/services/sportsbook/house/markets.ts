import type { LocalizedText, SportsMarketKind, SportsMarketResult } from '@site/contracts';
import type { CricketInningsState, MatchState } from './simulation.js';
import { elevenOf, type Team } from './teams.js';

/**
 * The house feed's market catalogue (issue 43 item 3): which markets a fixture offers, when
 * each is decided, and its result fact from a match state. Pricing (pricing.ts) plays the
 * match out many times and asks each market's fact of every ending.
 */

export interface MarketSelectionDef {
  code: string;
  name: LocalizedText;
}

export interface MarketDef {
  kind: SportsMarketKind;
  scope: string;
  /** The line × 4 (see contracts/src/sportsbook.ts); null without a line. */
  lineQuarters: number | null;
  selections: MarketSelectionDef[];
  /** Whether the state settles this market (it closes and takes its result). */
  decided(state: MatchState): boolean;
  /** The result of a decided market; null when it was never played (it is voided). */
  fact(state: MatchState): SportsMarketResult | null;
}

const OVER = { code: 'OVER', name: { en: 'Over', bn: 'বেশি' } };
const UNDER = { code: 'UNDER', name: { en: 'Under', bn: 'কম' } };
const DRAW = { code: 'DRAW', name: { en: 'Draw', bn: 'ড্র' } };

const sides = (home: Team, away: Team) => [
  { code: 'HOME', name: home.name },
  { code: 'AWAY', name: away.name },
];
const figures = (home: number, away: number, winners: string[] = []): SportsMarketResult => ({
  winners,
  home,
  away,
  total: home + away,
});
const totalOnly = (total: number): SportsMarketResult => ({
  winners: [],
  home: null,
  away: null,
  total,
});

/**
 * Lines around an expected figure: the half line just under it and the quarter lines either
 * side (x.25, x.5, x.75), in quarters.
 */
export function quarterLinesAround(expected: number): number[] {
  const half = Math.floor(expected) * 4 + 2;
  return [half - 1, half, half + 1];
}

function matchWinner(state: MatchState): string[] {
  if (state.cricket && state.home === state.away) return [state.cricket.tieWinner ?? 'HOME'];
  if (state.home === state.away) return ['DRAW'];
  return [state.home > state.away ? 'HOME' : 'AWAY'];
}

const matchOver = (state: MatchState) => state.over;

/** Total games of a tennis match, and the sides' games. */
function tennisGames(state: MatchState) {
  let home = 0;
  let away = 0;
  for (const set of state.tennis!.sets) {
    home += set.home;
    away += set.away;
  }
  return { home, away };
}

function inningsOf(state: MatchState, number: number): CricketInningsState | null {
  return state.cricket?.innings[number - 1] ?? null;
}
/** Whether a cricket innings is over (a later one began, or the match ended). */
function inningsDone(state: MatchState, number: number): boolean {
  return state.over || (state.cricket?.innings.length ?? 0) > number;
}

/** Cricket sessions: runs of overs `from`–`to` of an innings. */
function sessionsOf(overs: number): [number, number][] {
  return overs === 20
    ? [
        [1, 6],
        [7, 10],
        [11, 15],
        [16, 20],
      ]
    : [
        [1, 10],
        [11, 20],
        [21, 30],
        [31, 40],
        [41, 50],
      ];
}

function cricketMarkets(home: Team, away: Team, state: MatchState): MarketDef[] {
  const overs = state.cricket!.overs;
  const runsPerOver = overs === 20 ? 7.9 : 5.6;
  const markets: MarketDef[] = [
    {
      kind: 'MATCH_WINNER',
      scope: 'MATCH',
      lineQuarters: null,
      selections: sides(home, away),
      decided: matchOver,
      fact: (end) => figures(end.home, end.away, matchWinner(end)),
    },
  ];
  for (const number of [1, 2]) {
    markets.push({
      kind: 'INNINGS_RUNS',
      scope: `INNINGS_${number}`,
      lineQuarters: Math.floor(runsPerOver * overs) * 4 + 2,
      selections: [OVER, UNDER],
      decided: (now) => inningsDone(now, number),
      fact: (end) => {
        const innings = inningsOf(end, number);
        return innings ? totalOnly(innings.runs) : null;
      },
    });
    for (const [from, to] of sessionsOf(overs))
      markets.push({
        kind: 'SESSION_RUNS',
        scope: `I${number}_OVERS_${from}_${to}`,
        lineQuarters: Math.floor(runsPerOver * (to - from + 1)) * 4 + 2,
        selections: [OVER, UNDER],
        decided: (now) => {
          const innings = inningsOf(now, number);
          return inningsDone(now, number) || (innings !== null && innings.balls >= to * 6);
        },
        // A session the innings never reached is void; one cut short (all out, target
        // reached) stands on the runs scored in it.
        fact: (end) => {
          const innings = inningsOf(end, number);
          if (!innings || innings.overRuns.length < from) return null;
          const runs = innings.overRuns.slice(from - 1, to).reduce((sum, over) => sum + over, 0);
          return totalOnly(runs);
        },
      });
  }
  const batters = [
    ...elevenOf(home.code).map((name, index) => ({ code: `H${index + 1}`, name })),
    ...elevenOf(away.code).map((name, index) => ({ code: `A${index + 1}`, name })),
  ];
  markets.push({
    kind: 'TOP_BATSMAN',
    scope: 'MATCH',
    lineQuarters: null,
    selections: batters,
    decided: matchOver,
    fact: (end) => {
      if (end.cricket!.innings.length === 0) return null;
      let best = -1;
      let winners: string[] = [];
      for (const innings of end.cricket!.innings)
        innings.batters.forEach((runs, index) => {
          const code = `${innings.side === 'HOME' ? 'H' : 'A'}${index + 1}`;
          if (runs > best) [best, winners] = [runs, [code]];
          else if (runs === best) winners.push(code);
        });
      return { winners, home: null, away: null, total: best };
    },
  });
  return markets;
}

function esportsMarkets(home: Team, away: Team, state: MatchState): MarketDef[] {
  const { bestOf, fightsPerMap, killsPerFight } = state.esports!;
  const markets: MarketDef[] = [
    {
      kind: 'MATCH_WINNER',
      scope: 'MATCH',
      lineQuarters: null,
      selections: sides(home, away),
      decided: matchOver,
      fact: (end) => figures(end.home, end.away, matchWinner(end)),
    },
    ...[-6, 6].map((lineQuarters): MarketDef => ({
      kind: 'MAP_HANDICAP',
      scope: 'MATCH',
      lineQuarters,
      selections: sides(home, away),
      decided: matchOver,
      fact: (end) => figures(end.home, end.away),
    })),
  ];
  for (let number = 1; number <= bestOf; number++) {
    const mapOf = (now: MatchState) => now.esports!.maps[number - 1];
    const mapDecided = (now: MatchState) => now.over || Boolean(mapOf(now)?.winner);
    markets.push(
      {
        kind: 'MAP_WINNER',
        scope: `MAP_${number}`,
        lineQuarters: null,
        selections: sides(home, away),
        decided: mapDecided,
        fact: (end) => {
          const map = mapOf(end);
          return map?.winner ? figures(map.home, map.away, [map.winner]) : null;
        },
      },
      {
        kind: 'TOTAL_KILLS',
        scope: `MAP_${number}`,
        lineQuarters: Math.floor(fightsPerMap * killsPerFight * 2) * 4 + 2,
        selections: [OVER, UNDER],
        decided: mapDecided,
        fact: (end) => {
          const map = mapOf(end);
          return map?.winner ? totalOnly(map.home + map.away) : null;
        },
      },
    );
  }
  return markets;
}

/** Match winner, Asian handicap and totals on the headline figures (or tennis games). */
function scoreMarkets(home: Team, away: Team, state: MatchState): MarketDef[] {
  const tennis = Boolean(state.tennis);
  const figuresOf = (end: MatchState) => (tennis ? tennisGames(end) : end);
  let expectedDiff: number;
  let expectedTotal: number;
  if (state.timed) {
    const { length, perMinute } = state.timed;
    expectedDiff = (perMinute.home - perMinute.away) * length;
    expectedTotal = (perMinute.home + perMinute.away) * length;
  } else {
    expectedDiff = (state.tennis!.serve.home - state.tennis!.serve.away) * 25;
    expectedTotal = 21.6;
  }
  const drawPossible = state.sport === 'FOOTBALL' || state.sport === 'KABADDI';
  return [
    {
      kind: 'MATCH_WINNER',
      scope: 'MATCH',
      lineQuarters: null,
      selections: drawPossible
        ? [sides(home, away)[0]!, DRAW, sides(home, away)[1]!]
        : sides(home, away),
      decided: matchOver,
      fact: (end) => figures(end.home, end.away, matchWinner(end)),
    },
    ...quarterLinesAround(-expectedDiff).map((lineQuarters): MarketDef => ({
      kind: 'ASIAN_HANDICAP',
      scope: 'MATCH',
      lineQuarters,
      selections: sides(home, away),
      decided: matchOver,
      fact: (end) => {
        const { home: homeFigure, away: awayFigure } = figuresOf(end);
        return figures(homeFigure, awayFigure);
      },
    })),
    ...quarterLinesAround(expectedTotal).map((lineQuarters): MarketDef => ({
      kind: 'TOTAL',
      scope: 'MATCH',
      lineQuarters,
      selections: [OVER, UNDER],
      decided: matchOver,
      fact: (end) => {
        const { home: homeFigure, away: awayFigure } = figuresOf(end);
        return totalOnly(homeFigure + awayFigure);
      },
    })),
  ];
}

/** The markets a fixture offers, from its first state. */
export function marketsOf(home: Team, away: Team, initial: MatchState): MarketDef[] {
  if (initial.cricket) return cricketMarkets(home, away, initial);
  if (initial.esports) return esportsMarkets(home, away, initial);
  return scoreMarkets(home, away, initial);
}
