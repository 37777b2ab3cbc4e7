import type { EngagementSettings, MissionSetting } from '@site/contracts';
import { fieldChanges, type ChangeRow, type Shown, type ShownText } from '../../ui/change-rows';
import { checkNumber, numberOr, textOf, type Problem } from './number-rules';

export type MissionKind = MissionSetting['kind'];
export const MISSION_KINDS: readonly MissionKind[] = [
  'VALID_BET',
  'ROUNDS',
  'DEPOSIT_COUNT',
  'DEPOSIT_TOTAL',
];
export const PERIODS = ['DAILY', 'WEEKLY'] as const;
export const PAYOUTS = ['CASH', 'BONUS'] as const;
/** The game categories a VALID_BET or ROUNDS mission may count (spec's game menu). */
export const GAME_CATEGORIES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

const COUNTED = new Set<MissionKind>(['ROUNDS', 'DEPOSIT_COUNT']);
const PER_GAME = new Set<MissionKind>(['ROUNDS', 'VALID_BET']);
export const hasCategory = (kind: MissionKind) => PER_GAME.has(kind);
export const isCounted = (kind: MissionKind) => COUNTED.has(kind);

/** One mission as the form edits it: text fields, and what it was when the page loaded. */
export type MissionDraft = {
  /** The row's own key (React): a new mission's id may still change while it is typed. */
  key: string;
  /** As stored; null for a mission added on this page. */
  original: MissionSetting | null;
  removed: boolean;
  id: string;
  period: MissionSetting['period'];
  kind: MissionKind;
  /** '' for every game. */
  category: string;
  target: string;
  reward: string;
  payout: MissionSetting['payout'];
  turnoverMultiple: string;
  titleBn: string;
  titleEn: string;
};

export type MissionsDraft = { missions: MissionDraft[]; leaderboardSize: string };
export type MissionField = Exclude<keyof MissionDraft, 'key' | 'original' | 'removed'>;
export type MissionsProblems = {
  missions: Record<string, Partial<Record<MissionField, Problem>>>;
  leaderboardSize: Problem | null;
};

const draftOfMission = (mission: MissionSetting): MissionDraft => ({
  key: `saved:${mission.id}`,
  original: mission,
  removed: false,
  id: mission.id,
  period: mission.period,
  kind: mission.kind,
  category: mission.category ?? '',
  target: textOf(mission.target),
  reward: textOf(mission.reward),
  payout: mission.payout,
  turnoverMultiple: textOf(mission.turnoverMultiple),
  titleBn: mission.title.bn,
  titleEn: mission.title.en,
});

export const missionsDraftOf = (missions: EngagementSettings['missions']): MissionsDraft => ({
  missions: missions.list.map(draftOfMission),
  leaderboardSize: textOf(missions.leaderboardSize),
});

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * A new mission with an id no mission has had here: the next `mission-N` neither listed, on
 * this page, nor retired (a removed mission's rewards are keyed by its id).
 */
export function newMission(
  draft: MissionsDraft,
  retiredIds: readonly string[],
  seq: number,
): MissionDraft {
  const taken = new Set([...draft.missions.map((mission) => mission.id), ...retiredIds]);
  let n = draft.missions.length + 1;
  while (taken.has(`mission-${n}`)) n += 1;
  return {
    key: `new:${seq}`,
    original: null,
    removed: false,
    id: `mission-${n}`,
    period: 'DAILY',
    kind: 'VALID_BET',
    category: '',
    target: '',
    reward: '',
    payout: 'CASH',
    turnoverMultiple: '0',
    titleBn: '',
    titleEn: '',
  };
}

/** The mission a draft stands for, numbers as typed (NaN where a field holds none). */
export function missionOf(draft: MissionDraft): MissionSetting {
  return {
    id: draft.id.trim(),
    period: draft.period,
    kind: draft.kind,
    category: hasCategory(draft.kind) && draft.category ? draft.category : null,
    target: numberOr(draft.target),
    reward: numberOr(draft.reward),
    payout: draft.payout,
    turnoverMultiple: draft.payout === 'BONUS' ? numberOr(draft.turnoverMultiple) : 0,
    title: { bn: draft.titleBn.trim(), en: draft.titleEn.trim() },
  };
}

/** Whether a mission is new, removed, or differs from what is stored. */
export const missionChanged = (mission: MissionDraft): boolean =>
  mission.original === null ||
  mission.removed ||
  JSON.stringify(missionOf(mission)) !== JSON.stringify(mission.original);

/** Each field's problem, by mission key, and the leaderboard's; removed missions have none. */
export function missionsProblems(
  draft: MissionsDraft,
  retiredIds: readonly string[],
): MissionsProblems {
  const retired = new Set(retiredIds);
  const kept = draft.missions.filter((mission) => !mission.removed);
  const problems: MissionsProblems['missions'] = {};
  for (const mission of kept) {
    const own: Partial<Record<MissionField, Problem>> = {};
    const id = mission.id.trim();
    if (!ID_PATTERN.test(id)) own.id = { key: 'engagement.errors.missionId' };
    else if (kept.filter((other) => other.id.trim() === id).length > 1)
      own.id = { key: 'engagement.errors.missionIdTwice' };
    else if (mission.original === null && retired.has(id))
      own.id = { key: 'engagement.errors.missionIdRetired' };
    else if (mission.original === null && draft.missions.some((other) => other.original?.id === id))
      own.id = { key: 'engagement.errors.missionIdRetired' };
    const target = checkNumber(mission.target, {
      min: 0,
      max: 100_000_000,
      above: true,
      whole: isCounted(mission.kind),
      cents: !isCounted(mission.kind),
    });
    if (target.problem) own.target = target.problem;
    const reward = checkNumber(mission.reward, {
      min: 0,
      max: 1_000_000,
      above: true,
      cents: true,
    });
    if (reward.problem) own.reward = reward.problem;
    if (mission.payout === 'BONUS') {
      const turnover = checkNumber(mission.turnoverMultiple, { min: 0, max: 100 });
      if (turnover.problem) own.turnoverMultiple = turnover.problem;
    }
    for (const field of ['titleBn', 'titleEn'] as const) {
      const title = mission[field].trim();
      if (title === '') own[field] = { key: 'engagement.errors.required' };
      else if (title.length > 100)
        own[field] = { key: 'engagement.errors.tooLong', values: { max: 100 } };
    }
    if (Object.keys(own).length > 0) problems[mission.key] = own;
  }
  const size = checkNumber(draft.leaderboardSize, { min: 3, max: 100, whole: true });
  return { missions: problems, leaderboardSize: size.problem };
}

export const hasProblems = (problems: MissionsProblems) =>
  problems.leaderboardSize !== null || Object.keys(problems.missions).length > 0;

const listOf = (draft: MissionsDraft) =>
  draft.missions.filter((mission) => !mission.removed).map(missionOf);

/** The PATCH's `missions`: the whole list when any mission differs, the size when it does. */
export function missionsPatchOf(
  saved: EngagementSettings['missions'],
  draft: MissionsDraft,
): { list?: MissionSetting[]; leaderboardSize?: number } | null {
  const list = listOf(draft);
  const size = numberOr(draft.leaderboardSize);
  const patch = {
    ...(JSON.stringify(list) !== JSON.stringify(saved.list) && { list }),
    ...(size !== saved.leaderboardSize && { leaderboardSize: size }),
  };
  return Object.keys(patch).length > 0 ? patch : null;
}

const key = (name: string): ShownText => ({ key: name });

const MISSION_FIELDS: readonly {
  field: string;
  shown: (mission: MissionSetting) => Shown;
}[] = [
  { field: 'title', shown: (mission) => `${mission.title.en} / ${mission.title.bn}` },
  { field: 'period', shown: (mission) => key(`engagement.period.${mission.period}`) },
  { field: 'kind', shown: (mission) => key(`engagement.kind.${mission.kind}`) },
  {
    field: 'category',
    shown: (mission) =>
      hasCategory(mission.kind) ? (mission.category ?? key('engagement.missions.everyGame')) : null,
  },
  { field: 'target', shown: (mission) => mission.target },
  { field: 'reward', shown: (mission) => mission.reward },
  { field: 'payout', shown: (mission) => key(`engagement.payout.${mission.payout}`) },
  { field: 'turnoverMultiple', shown: (mission) => mission.turnoverMultiple },
];

/**
 * The confirmation's rows: each field of each mission added, removed or edited (the mission
 * named by its id), and the leaderboard's size.
 */
export function missionsChanges(
  saved: EngagementSettings['missions'],
  draft: MissionsDraft,
): ChangeRow[] {
  const rows = draft.missions.flatMap((mission) => {
    const before = mission.original;
    const after = mission.removed ? null : missionOf(mission);
    if (before === null && after === null) return [];
    const id = (after ?? before)!.id;
    const state = before === null ? 'added' : after === null ? 'removed' : 'edited';
    return fieldChanges(
      `mission.${mission.key}`,
      before,
      after,
      MISSION_FIELDS.map((spec) => ({
        ...spec,
        label: (field: string) => ({
          key: `engagement.missions.change.${state}`,
          values: { id, field: key(`engagement.missions.fields.${field}`) },
        }),
      })),
    );
  });
  const size = numberOr(draft.leaderboardSize);
  if (size !== saved.leaderboardSize)
    rows.push({
      id: 'leaderboardSize',
      label: key('engagement.missions.leaderboardSize'),
      before: saved.leaderboardSize,
      after: size,
    });
  return rows;
}
