import Type, { type Static } from 'typebox';
import { LocalizedText, Nullable } from './common.js';
import { RewardPayout } from './rewards.js';

/**
 * Missions and the leaderboard (issue 13; spec §2 mission_activity → missionLeaderboard, §7
 * `MCSFE_getMissionSummaryDetails`, `MCSFE_getMissionLeaderboard`). Missions come from the
 * brand's configuration; progress is counted from the member's settled rounds and credited
 * deposits of the current period. Money is in major units; times are ISO instants.
 */

export const MissionPeriod = Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')]);
export type MissionPeriod = Static<typeof MissionPeriod>;

/**
 * VALID_BET: valid bet total (of a category, or any); ROUNDS: settled rounds (of a category, or
 * any); DEPOSIT_COUNT: credited deposits; DEPOSIT_TOTAL: credited deposit amount.
 */
export const MissionKind = Type.Union([
  Type.Literal('VALID_BET'),
  Type.Literal('ROUNDS'),
  Type.Literal('DEPOSIT_COUNT'),
  Type.Literal('DEPOSIT_TOTAL'),
]);
export type MissionKind = Static<typeof MissionKind>;

/** spec §4 names: in progress, claimable, claimed. */
export const MissionState = Type.Union([
  Type.Literal('process'),
  Type.Literal('claim'),
  Type.Literal('claimed'),
]);
export type MissionState = Static<typeof MissionState>;

export const Mission = Type.Object({
  id: Type.String(),
  period: MissionPeriod,
  kind: MissionKind,
  /** The game category counted (RNG, LIVE...), or null for every game. */
  category: Nullable(Type.String()),
  title: LocalizedText,
  /** Counted so far in the period (capped at the target): money or a count by kind. */
  progress: Type.Number(),
  target: Type.Number(),
  reward: Type.Number(),
  payout: RewardPayout,
  turnoverMultiple: Type.Number(),
  state: MissionState,
});
export type Mission = Static<typeof Mission>;

export const MissionPeriodView = Type.Object({
  period: MissionPeriod,
  /** `D2026-11-24` (the day) or `W2026-11-23` (the week's Monday), in `timeZone`. */
  periodKey: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  missions: Type.Array(Mission),
});
export type MissionPeriodView = Static<typeof MissionPeriodView>;

/** GET /wps/relay/MCSFE_getMissionSummaryDetails */
export const MissionSummary = Type.Object({
  /** The brand's time zone (an IANA name), which the periods are counted in. */
  timeZone: Type.String(),
  daily: MissionPeriodView,
  weekly: MissionPeriodView,
  /** Missions complete and not yet claimed: the entry's badge. */
  claimable: Type.Integer(),
});
export type MissionSummary = Static<typeof MissionSummary>;

/** POST /wps/member/missions/claim: the mission of the period the member saw. */
export const ClaimMissionBody = Type.Object(
  {
    missionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,31}$' }),
    periodKey: Type.String({ pattern: '^[DW][0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  },
  { additionalProperties: false },
);
export type ClaimMissionBody = Static<typeof ClaimMissionBody>;

export const ClaimMissionResult = Type.Object({
  missionId: Type.String(),
  periodKey: Type.String(),
  rewardId: Type.String(),
  amount: Type.Number(),
  payout: RewardPayout,
  /** The bonus the claim opened (BONUS payout), else null. */
  bonusId: Nullable(Type.String()),
  /** Missions still claimable after this one. */
  claimable: Type.Integer(),
});
export type ClaimMissionResult = Static<typeof ClaimMissionResult>;

export const MissionLeaderboardQuery = Type.Object(
  { period: Type.Optional(MissionPeriod) },
  { additionalProperties: false },
);
export type MissionLeaderboardQuery = Static<typeof MissionLeaderboardQuery>;

export const LeaderboardEntry = Type.Object({
  rank: Type.Integer(),
  /** Masked: first and last characters only (`de*****er`). */
  username: Type.String(),
  validBet: Type.Number(),
  /** This row is the member asking. */
  isMe: Type.Boolean(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

/** GET /wps/relay/MCSFE_getMissionLeaderboard?period=DAILY|WEEKLY */
export const MissionLeaderboard = Type.Object({
  period: MissionPeriod,
  periodKey: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  timeZone: Type.String(),
  list: Type.Array(LeaderboardEntry),
  /** The member's own place: null rank before a valid bet in the period. */
  me: Type.Object({ rank: Nullable(Type.Integer()), validBet: Type.Number() }),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;
