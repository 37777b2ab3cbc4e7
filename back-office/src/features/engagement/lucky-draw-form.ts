import type { EngagementSettings, TicketRulesSetting, WheelPrizeSetting } from '@site/contracts';
import { fieldChanges, type ChangeRow, type Shown, type ShownText } from '../../ui/change-rows';
import { checkNumber, numberOr, parseNumber, textOf, type Problem } from './number-rules';

export type LuckyDrawSettings = EngagementSettings['luckyDraw'];

export type TicketDraft = {
  /** '' : deposits earn no ticket. */
  depositMin: string;
  /** '' : bets earn no ticket. */
  validBetPerTicket: string;
  maxBetTicketsPerDay: string;
  /** "1:1, 3:2": tickets on reaching a VIP level. */
  vipLevels: string;
};
export type PrizeDraft = {
  key: string;
  amount: string;
  payout: WheelPrizeSetting['payout'];
  turnover: string;
  weight: string;
};
export type LuckyDrawDraft = {
  lookbackDays: string;
  wheel: { tickets: TicketDraft; prizes: PrizeDraft[] };
  envelope: {
    tickets: TicketDraft;
    /** "12:00, 18:00". */
    times: string;
    durationMinutes: string;
    min: string;
    max: string;
  };
};

/** Field paths (`wheel.tickets.depositMin`, `wheel.prizes.<key>.weight`) to their problems. */
export type LuckyDrawProblems = Record<string, Problem>;

const vipText = (levels: Record<string, number>) =>
  Object.entries(levels)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([level, count]) => `${level}:${count}`)
    .join(', ');

const ticketDraft = (rules: TicketRulesSetting): TicketDraft => ({
  depositMin: textOf(rules.depositMin),
  validBetPerTicket: textOf(rules.validBetPerTicket),
  maxBetTicketsPerDay: textOf(rules.maxBetTicketsPerDay),
  vipLevels: vipText(rules.vipLevels),
});

export const prizeDraft = (prize: WheelPrizeSetting, key: string): PrizeDraft => ({
  key,
  amount: textOf(prize.amount),
  payout: prize.payout,
  turnover: textOf(prize.turnover),
  weight: textOf(prize.weight),
});

export const luckyDrawDraftOf = (settings: LuckyDrawSettings): LuckyDrawDraft => ({
  lookbackDays: textOf(settings.lookbackDays),
  wheel: {
    tickets: ticketDraft(settings.wheel.tickets),
    prizes: settings.wheel.prizes.map((prize, index) => prizeDraft(prize, `saved:${index}`)),
  },
  envelope: {
    tickets: ticketDraft(settings.envelope.tickets),
    times: settings.envelope.times.join(', '),
    durationMinutes: textOf(settings.envelope.durationMinutes),
    min: textOf(settings.envelope.min),
    max: textOf(settings.envelope.max),
  },
});

const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** "1:1, 3:2" as levels to tickets, or null when an entry is not `level:tickets`. */
export function parseVipLevels(text: string): Record<string, number> | null {
  const levels: Record<string, number> = {};
  for (const entry of splitList(text)) {
    const match = /^(10|[1-9])[:=](\d{1,3})$/.exec(entry);
    if (!match || Number(match[2]) > 100 || match[1]! in levels) return null;
    levels[match[1]!] = Number(match[2]);
  }
  return levels;
}

const optional = (text: string) => (text.trim() === '' ? null : numberOr(text));

const ticketsOf = (draft: TicketDraft): TicketRulesSetting => ({
  depositMin: optional(draft.depositMin),
  validBetPerTicket: optional(draft.validBetPerTicket),
  maxBetTicketsPerDay: numberOr(draft.maxBetTicketsPerDay),
  vipLevels: parseVipLevels(draft.vipLevels) ?? {},
});

const prizeOf = (draft: PrizeDraft): WheelPrizeSetting => ({
  amount: numberOr(draft.amount),
  payout: draft.payout,
  turnover: draft.payout === 'BONUS' ? numberOr(draft.turnover) : 0,
  weight: numberOr(draft.weight),
});

/** The settings a draft stands for, numbers as typed (NaN where a field holds none). */
export const luckyDrawOf = (draft: LuckyDrawDraft): LuckyDrawSettings => ({
  lookbackDays: numberOr(draft.lookbackDays),
  wheel: { tickets: ticketsOf(draft.wheel.tickets), prizes: draft.wheel.prizes.map(prizeOf) },
  envelope: {
    tickets: ticketsOf(draft.envelope.tickets),
    times: splitList(draft.envelope.times),
    durationMinutes: numberOr(draft.envelope.durationMinutes),
    min: numberOr(draft.envelope.min),
    max: numberOr(draft.envelope.max),
  },
});

export const MAX_PRIZES = 12;
export const MIN_PRIZES = 2;

/**
 * What one ticket of the wheel costs the brand on average: each prize's amount by its chance
 * (weight over the weights' sum), and each prize's chance; null when no prize has a weight.
 */
export function wheelOdds(prizes: readonly { amount: number; weight: number }[]): {
  expectedCost: number | null;
  chances: (number | null)[];
} {
  const valid = prizes.map((prize) =>
    Number.isFinite(prize.weight) && prize.weight >= 0 ? prize.weight : 0,
  );
  const total = valid.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return { expectedCost: null, chances: prizes.map(() => null) };
  const chances = valid.map((weight) => weight / total);
  const expected = prizes.reduce(
    (sum, prize, index) =>
      sum + (Number.isFinite(prize.amount) ? prize.amount : 0) * chances[index]!,
    0,
  );
  return { expectedCost: Math.round(expected * 100) / 100, chances };
}

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function ticketProblems(prefix: string, draft: TicketDraft, problems: LuckyDrawProblems) {
  if (draft.depositMin.trim() !== '') {
    const check = checkNumber(draft.depositMin, { min: 0.01, max: 10_000_000, cents: true });
    if (check.problem) problems[`${prefix}.depositMin`] = check.problem;
  }
  if (draft.validBetPerTicket.trim() !== '') {
    const check = checkNumber(draft.validBetPerTicket, { min: 1, max: 10_000_000, cents: true });
    if (check.problem) problems[`${prefix}.validBetPerTicket`] = check.problem;
  }
  const max = checkNumber(draft.maxBetTicketsPerDay, { min: 0, max: 100, whole: true });
  if (max.problem) problems[`${prefix}.maxBetTicketsPerDay`] = max.problem;
  if (parseVipLevels(draft.vipLevels) === null)
    problems[`${prefix}.vipLevels`] = { key: 'engagement.errors.vipLevels' };
}

/** Each field's problem by its path; the rules across fields too (a weight somewhere, min ≤ max). */
export function luckyDrawProblems(draft: LuckyDrawDraft): LuckyDrawProblems {
  const problems: LuckyDrawProblems = {};
  const put = (path: string, problem: Problem | null) => {
    if (problem) problems[path] = problem;
  };
  put('lookbackDays', checkNumber(draft.lookbackDays, { min: 1, max: 365, whole: true }).problem);
  ticketProblems('wheel.tickets', draft.wheel.tickets, problems);
  ticketProblems('envelope.tickets', draft.envelope.tickets, problems);
  for (const prize of draft.wheel.prizes) {
    const path = `wheel.prizes.${prize.key}`;
    put(`${path}.amount`, checkNumber(prize.amount, { min: 0, max: 100_000, cents: true }).problem);
    put(
      `${path}.weight`,
      checkNumber(prize.weight, { min: 0, max: 1_000_000, whole: true }).problem,
    );
    if (prize.payout === 'BONUS')
      put(`${path}.turnover`, checkNumber(prize.turnover, { min: 0, max: 100 }).problem);
  }
  if (draft.wheel.prizes.length < MIN_PRIZES || draft.wheel.prizes.length > MAX_PRIZES)
    put('wheel.prizes', {
      key: 'engagement.errors.prizeCount',
      values: { min: MIN_PRIZES, max: MAX_PRIZES },
    });
  else if (!draft.wheel.prizes.some((prize) => (parseNumber(prize.weight) ?? 0) > 0))
    put('wheel.prizes', { key: 'engagement.errors.noWeight' });
  const times = splitList(draft.envelope.times);
  if (times.some((time) => !TIME.test(time)))
    put('envelope.times', { key: 'engagement.errors.times' });
  else if (new Set(times).size !== times.length || times.length > 24)
    put('envelope.times', { key: 'engagement.errors.timesTwice' });
  put(
    'envelope.durationMinutes',
    checkNumber(draft.envelope.durationMinutes, { min: 1, max: 240, whole: true }).problem,
  );
  const min = checkNumber(draft.envelope.min, { min: 0.01, max: 100_000, cents: true });
  const max = checkNumber(draft.envelope.max, { min: 0.01, max: 100_000, cents: true });
  put('envelope.min', min.problem);
  put('envelope.max', max.problem);
  if (min.value !== null && max.value !== null && min.value > max.value)
    put('envelope.min', { key: 'engagement.errors.minAboveMax' });
  return problems;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The PATCH's `luckyDraw`: only what differs (ticket rules whole, prizes whole), or null. */
export function luckyDrawPatchOf(saved: LuckyDrawSettings, draft: LuckyDrawDraft) {
  const next = luckyDrawOf(draft);
  const wheel = {
    ...(!same(next.wheel.tickets, saved.wheel.tickets) && { tickets: next.wheel.tickets }),
    ...(!same(next.wheel.prizes, saved.wheel.prizes) && { prizes: next.wheel.prizes }),
  };
  const { tickets, ...rain } = next.envelope;
  const { tickets: savedTickets, ...savedRain } = saved.envelope;
  const envelope = {
    ...(!same(tickets, savedTickets) && { tickets }),
    ...Object.fromEntries(
      Object.entries(rain).filter(
        ([name, value]) => !same(value, savedRain[name as keyof typeof savedRain]),
      ),
    ),
  };
  const patch = {
    ...(next.lookbackDays !== saved.lookbackDays && { lookbackDays: next.lookbackDays }),
    ...(Object.keys(wheel).length > 0 && { wheel }),
    ...(Object.keys(envelope).length > 0 && { envelope }),
  };
  return Object.keys(patch).length > 0 ? patch : null;
}

const key = (name: string, values?: ShownText['values']): ShownText => ({ key: name, values });
const none = (value: number | null): Shown => value ?? key('engagement.tickets.none');

const TICKET_FIELDS: readonly { field: string; shown: (rules: TicketRulesSetting) => Shown }[] = [
  { field: 'depositMin', shown: (rules) => none(rules.depositMin) },
  { field: 'validBetPerTicket', shown: (rules) => none(rules.validBetPerTicket) },
  { field: 'maxBetTicketsPerDay', shown: (rules) => rules.maxBetTicketsPerDay },
  { field: 'vipLevels', shown: (rules) => vipText(rules.vipLevels) || null },
];

const prizeShown = (prize: WheelPrizeSetting): Shown =>
  prize.payout === 'BONUS'
    ? key('engagement.wheel.prizeBonus', {
        amount: prize.amount,
        turnover: prize.turnover,
        weight: prize.weight,
      })
    : key('engagement.wheel.prizeCash', { amount: prize.amount, weight: prize.weight });

/** The confirmation's rows: each setting that differs, each prize by its place on the wheel. */
export function luckyDrawChanges(saved: LuckyDrawSettings, draft: LuckyDrawDraft): ChangeRow[] {
  const next = luckyDrawOf(draft);
  const rows: ChangeRow[] = [];
  if (next.lookbackDays !== saved.lookbackDays)
    rows.push({
      id: 'lookbackDays',
      label: key('engagement.luckyDraw.lookbackDays'),
      before: saved.lookbackDays,
      after: next.lookbackDays,
    });
  for (const section of ['wheel', 'envelope'] as const)
    rows.push(
      ...fieldChanges(
        `${section}.tickets`,
        saved[section].tickets,
        next[section].tickets,
        TICKET_FIELDS.map((spec) => ({
          ...spec,
          label: (field: string) =>
            key(`engagement.luckyDraw.${section}Tickets`, {
              field: key(`engagement.tickets.${field}`),
            }),
        })),
      ),
    );
  const places = Math.max(saved.wheel.prizes.length, next.wheel.prizes.length);
  for (let index = 0; index < places; index += 1) {
    const before = saved.wheel.prizes[index];
    const after = next.wheel.prizes[index];
    const was = before ? prizeShown(before) : null;
    const now = after ? prizeShown(after) : null;
    if (!same(was, now))
      rows.push({
        id: `prize.${index}`,
        label: key('engagement.wheel.prizeN', { n: index + 1 }),
        before: was,
        after: now,
      });
  }
  const rain = [
    ['times', (settings: LuckyDrawSettings) => settings.envelope.times.join(', ') || null],
    ['durationMinutes', (settings: LuckyDrawSettings) => settings.envelope.durationMinutes],
    ['min', (settings: LuckyDrawSettings) => settings.envelope.min],
    ['max', (settings: LuckyDrawSettings) => settings.envelope.max],
  ] as const;
  for (const [field, shown] of rain)
    if (!same(shown(saved), shown(next)))
      rows.push({
        id: `envelope.${field}`,
        label: key(`engagement.envelope.${field}`),
        before: shown(saved),
        after: shown(next),
      });
  return rows;
}
