import type { EngagementSettings, RaffleSetting } from '@site/contracts';
import { fieldChanges, type ChangeRow, type Shown, type ShownText } from '../../ui/change-rows';
import { checkNumber, numberOr, textOf, type Problem } from './number-rules';

export type RaffleDraft = {
  code: string;
  enabled: boolean;
  period: RaffleSetting['period'];
  drawTime: string;
  /** '0' Sunday … '6' Saturday. */
  weekday: string;
  winners: string;
  prizeAmount: string;
  payout: RaffleSetting['payout'];
  turnoverMultiple: string;
  ticketsPerMember: string;
};
export type RebateDraft = { ratesPercent: Record<string, string>; vipBonus: boolean };
export type RafflesRebateDraft = { raffles: RaffleDraft[]; rebate: RebateDraft };
/** `raffles.<code>.<field>` or `rebate.<category>` to its problem. */
export type RafflesRebateProblems = Record<string, Problem>;

type Saved = Pick<EngagementSettings, 'raffles' | 'rebate'>;

export const rafflesRebateDraftOf = (saved: Saved): RafflesRebateDraft => ({
  raffles: saved.raffles.map((raffle) => ({
    code: raffle.code,
    enabled: raffle.enabled,
    period: raffle.period,
    drawTime: raffle.drawTime,
    weekday: String(raffle.weekday),
    winners: textOf(raffle.winners),
    prizeAmount: textOf(raffle.prizeAmount),
    payout: raffle.payout,
    turnoverMultiple: textOf(raffle.turnoverMultiple),
    ticketsPerMember: textOf(raffle.ticketsPerMember),
  })),
  rebate: {
    ratesPercent: Object.fromEntries(
      Object.entries(saved.rebate.ratesPercent).map(([category, rate]) => [category, textOf(rate)]),
    ),
    vipBonus: saved.rebate.vipBonus,
  },
});

const raffleOf = (draft: RaffleDraft): RaffleSetting => ({
  code: draft.code,
  enabled: draft.enabled,
  period: draft.period,
  drawTime: draft.drawTime.trim(),
  weekday: Number(draft.weekday),
  winners: numberOr(draft.winners),
  prizeAmount: numberOr(draft.prizeAmount),
  payout: draft.payout,
  turnoverMultiple: draft.payout === 'BONUS' ? numberOr(draft.turnoverMultiple) : 0,
  ticketsPerMember: numberOr(draft.ticketsPerMember),
});

const rebateOf = (draft: RebateDraft): Saved['rebate'] => ({
  ratesPercent: Object.fromEntries(
    Object.entries(draft.ratesPercent).map(([category, rate]) => [category, numberOr(rate)]),
  ),
  vipBonus: draft.vipBonus,
});

export function rafflesRebateProblems(draft: RafflesRebateDraft): RafflesRebateProblems {
  const problems: RafflesRebateProblems = {};
  const put = (path: string, problem: Problem | null) => {
    if (problem) problems[path] = problem;
  };
  for (const raffle of draft.raffles) {
    const path = `raffles.${raffle.code}`;
    if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(raffle.drawTime.trim()))
      put(`${path}.drawTime`, { key: 'engagement.errors.time' });
    put(`${path}.winners`, checkNumber(raffle.winners, { min: 1, max: 1000, whole: true }).problem);
    put(
      `${path}.prizeAmount`,
      checkNumber(raffle.prizeAmount, { min: 0, max: 1_000_000, above: true, cents: true }).problem,
    );
    if (raffle.payout === 'BONUS')
      put(
        `${path}.turnoverMultiple`,
        checkNumber(raffle.turnoverMultiple, { min: 0, max: 100 }).problem,
      );
    put(
      `${path}.ticketsPerMember`,
      checkNumber(raffle.ticketsPerMember, { min: 1, max: 100, whole: true }).problem,
    );
  }
  for (const [category, rate] of Object.entries(draft.rebate.ratesPercent))
    put(`rebate.${category}`, checkNumber(rate, { min: 0, max: 10, cents: true }).problem);
  return problems;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The PATCH's `raffles` (each changed raffle's changed fields) and `rebate`, or null each. */
export function rafflesRebatePatchOf(saved: Saved, draft: RafflesRebateDraft) {
  const raffles: Record<string, Partial<Omit<RaffleSetting, 'code'>>> = {};
  for (const raffle of draft.raffles.map(raffleOf)) {
    const before = saved.raffles.find((entry) => entry.code === raffle.code);
    const { code, ...fields } = raffle;
    const changed = Object.fromEntries(
      Object.entries(fields).filter(
        ([name, value]) => !same(value, before?.[name as keyof RaffleSetting]),
      ),
    );
    if (Object.keys(changed).length > 0) raffles[code] = changed;
  }
  const next = rebateOf(draft.rebate);
  const rates = Object.fromEntries(
    Object.entries(next.ratesPercent).filter(
      ([category, rate]) => rate !== saved.rebate.ratesPercent[category],
    ),
  );
  const rebate = {
    ...(Object.keys(rates).length > 0 && { ratesPercent: rates }),
    ...(next.vipBonus !== saved.rebate.vipBonus && { vipBonus: next.vipBonus }),
  };
  return {
    raffles: Object.keys(raffles).length > 0 ? raffles : null,
    rebate: Object.keys(rebate).length > 0 ? rebate : null,
  };
}

const key = (name: string, values?: ShownText['values']): ShownText => ({ key: name, values });
const onOff = (on: boolean) => key(on ? 'engagement.on' : 'engagement.off');

const RAFFLE_FIELDS: readonly { field: string; shown: (raffle: RaffleSetting) => Shown }[] = [
  { field: 'enabled', shown: (raffle) => onOff(raffle.enabled) },
  { field: 'period', shown: (raffle) => key(`engagement.period.${raffle.period}`) },
  { field: 'drawTime', shown: (raffle) => raffle.drawTime },
  {
    field: 'weekday',
    shown: (raffle) =>
      raffle.period === 'WEEKLY' ? key(`engagement.weekday.${raffle.weekday}`) : null,
  },
  { field: 'winners', shown: (raffle) => raffle.winners },
  { field: 'prizeAmount', shown: (raffle) => raffle.prizeAmount },
  { field: 'payout', shown: (raffle) => key(`engagement.payout.${raffle.payout}`) },
  { field: 'turnoverMultiple', shown: (raffle) => raffle.turnoverMultiple },
  { field: 'ticketsPerMember', shown: (raffle) => raffle.ticketsPerMember },
];

export function rafflesRebateChanges(saved: Saved, draft: RafflesRebateDraft): ChangeRow[] {
  const rows = draft.raffles.flatMap((raffle) =>
    fieldChanges(
      `raffle.${raffle.code}`,
      saved.raffles.find((entry) => entry.code === raffle.code) ?? null,
      raffleOf(raffle),
      RAFFLE_FIELDS.map((spec) => ({
        ...spec,
        label: (field: string) =>
          key('engagement.raffles.change', {
            code: raffle.code,
            field: key(`engagement.raffles.fields.${field}`),
          }),
      })),
    ),
  );
  const next = rebateOf(draft.rebate);
  for (const [category, rate] of Object.entries(next.ratesPercent))
    if (rate !== saved.rebate.ratesPercent[category])
      rows.push({
        id: `rebate.${category}`,
        label: key('engagement.rebate.rateOf', { category }),
        before: saved.rebate.ratesPercent[category] ?? null,
        after: rate,
      });
  if (next.vipBonus !== saved.rebate.vipBonus)
    rows.push({
      id: 'rebate.vipBonus',
      label: key('engagement.rebate.vipBonus'),
      before: onOff(saved.rebate.vipBonus),
      after: onOff(next.vipBonus),
    });
  return rows;
}
