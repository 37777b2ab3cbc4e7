import Type, { type Static } from 'typebox';
import { LocalizedText, Nullable } from './common.js';

/**
 * The console's engagement settings (issue 45 item 5): a brand's missions, prize wheel and red
 * envelopes, raffles and manual rebate rates as its site uses them (the brand's own values over
 * the defaults), read by GET /ops/brands/:code/engagement and changed through the audited
 * PATCH /ops/brands/:code/settings.
 */

const Payout = Type.Union([Type.Literal('CASH'), Type.Literal('BONUS')]);
const Period = Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')]);

export const MissionSetting = Type.Object({
  /** Part of every reward's key: never reused once removed. */
  id: Type.String(),
  period: Period,
  kind: Type.Union([
    Type.Literal('VALID_BET'),
    Type.Literal('ROUNDS'),
    Type.Literal('DEPOSIT_COUNT'),
    Type.Literal('DEPOSIT_TOTAL'),
  ]),
  category: Nullable(Type.String()),
  target: Type.Number(),
  reward: Type.Number(),
  payout: Payout,
  turnoverMultiple: Type.Number(),
  title: LocalizedText,
});
export type MissionSetting = Static<typeof MissionSetting>;

export const TicketRulesSetting = Type.Object({
  depositMin: Nullable(Type.Number()),
  validBetPerTicket: Nullable(Type.Number()),
  maxBetTicketsPerDay: Type.Integer(),
  vipLevels: Type.Record(Type.String(), Type.Integer()),
});
export type TicketRulesSetting = Static<typeof TicketRulesSetting>;

export const WheelPrizeSetting = Type.Object({
  amount: Type.Number(),
  payout: Payout,
  turnover: Type.Number(),
  weight: Type.Integer(),
});
export type WheelPrizeSetting = Static<typeof WheelPrizeSetting>;

export const RaffleSetting = Type.Object({
  /** The promotion's code the raffle draws for. */
  code: Type.String(),
  enabled: Type.Boolean(),
  period: Period,
  drawTime: Type.String(),
  weekday: Type.Integer(),
  winners: Type.Integer(),
  prizeAmount: Type.Number(),
  payout: Payout,
  turnoverMultiple: Type.Number(),
  ticketsPerMember: Type.Integer(),
});
export type RaffleSetting = Static<typeof RaffleSetting>;

export const EngagementSettings = Type.Object({
  merchantCode: Type.String(),
  currencySymbol: Type.String(),
  /** The brand's IANA zone: its days, weeks and the envelope and draw times. */
  timeZone: Type.String(),
  missions: Type.Object({
    list: Type.Array(MissionSetting),
    leaderboardSize: Type.Integer(),
    /**
     * Ids of missions no longer listed that rewards were granted under: a new mission may not
     * take one (the API refuses it with MISSION_ID_RETIRED).
     */
    retiredIds: Type.Array(Type.String()),
  }),
  luckyDraw: Type.Object({
    lookbackDays: Type.Integer(),
    wheel: Type.Object({ tickets: TicketRulesSetting, prizes: Type.Array(WheelPrizeSetting) }),
    envelope: Type.Object({
      tickets: TicketRulesSetting,
      times: Type.Array(Type.String()),
      durationMinutes: Type.Integer(),
      min: Type.Number(),
      max: Type.Number(),
    }),
  }),
  raffles: Type.Array(RaffleSetting),
  rebate: Type.Object({
    ratesPercent: Type.Record(Type.String(), Type.Number()),
    vipBonus: Type.Boolean(),
  }),
});
export type EngagementSettings = Static<typeof EngagementSettings>;
