import type { OpsLiveTable, OpsTeenPattiTable } from '@site/contracts';
import { parseAmount } from '@site/shared/ui';
import type { ChangeRow, ShownText } from '../../ui/change-rows';

/**
 * What the Tables page shows and sends: a table's state, and the drafts of its limits (live
 * tables) or boot and rake (teen patti) with their problems and their changes, as the
 * confirmation's rows and the command's body.
 */

/** Open; pausing (paused, its round or hand in play finishing); closed. */
export type TableState = 'OPEN' | 'PAUSING' | 'CLOSED';

export const liveTableStateOf = (table: OpsLiveTable): TableState =>
  !table.paused ? 'OPEN' : table.round && table.round.state !== 'SETTLED' ? 'PAUSING' : 'CLOSED';

export const teenPattiStateOf = (table: OpsTeenPattiTable): TableState =>
  !table.paused ? 'OPEN' : table.playing ? 'PAUSING' : 'CLOSED';

/** A field's refusal: its key under the console's namespace, with its values. */
export type Problem = ShownText;

/** An amount typed (either language's digits), or its problem; `above0` refuses 0. */
function checkedAmount(text: string, above0: boolean): number | Problem {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty') return { key: 'tables.errors.required' };
  if (parsed.kind === 'invalid') return { key: 'tables.errors.amount' };
  if (parsed.kind === 'decimals') return { key: 'tables.errors.decimals' };
  if (above0 && parsed.value <= 0) return { key: 'tables.errors.positive' };
  return parsed.value;
}

const isProblem = (value: number | Problem): value is Problem => typeof value !== 'number';

export type LimitsDraft = Record<string, { min: string; max: string }>;

/** The limits in force from the next round (those set for it, else those now), as text. */
export const limitsDraftOf = (table: OpsLiveTable): LimitsDraft =>
  Object.fromEntries(
    (table.nextLimits ?? table.limits).map((limit) => [
      limit.betType,
      { min: String(limit.min), max: String(limit.max) },
    ]),
  );

/** Each field's problem, by `${betType}.min` or `${betType}.max`. */
export function limitProblems(draft: LimitsDraft): Map<string, Problem> {
  const problems = new Map<string, Problem>();
  for (const [betType, { min, max }] of Object.entries(draft)) {
    const least = checkedAmount(min, true);
    const most = checkedAmount(max, true);
    if (isProblem(least)) problems.set(`${betType}.min`, least);
    if (isProblem(most)) problems.set(`${betType}.max`, most);
    else if (!isProblem(least) && least > most)
      problems.set(`${betType}.max`, { key: 'tables.errors.minAboveMax' });
  }
  return problems;
}

const range = (min: number, max: number): ShownText => ({
  key: 'tables.range',
  values: { min, max },
});

/**
 * The bet types whose limits the draft changes (from those in force from the next round): the
 * confirmation's rows and the command's limits. Call it on a draft without problems.
 */
export function limitChanges(table: OpsLiveTable, draft: LimitsDraft) {
  const rows: ChangeRow[] = [];
  const limits: Array<{ betType: string; min: number; max: number }> = [];
  for (const limit of table.nextLimits ?? table.limits) {
    const edited = draft[limit.betType];
    if (!edited) continue;
    const min = checkedAmount(edited.min, true);
    const max = checkedAmount(edited.max, true);
    if (isProblem(min) || isProblem(max) || (min === limit.min && max === limit.max)) continue;
    rows.push({
      id: limit.betType,
      label: { key: `tables.betTypes.${limit.betType}` },
      before: range(limit.min, limit.max),
      after: range(min, max),
    });
    limits.push({ betType: limit.betType, min, max });
  }
  return { rows, limits };
}

/** The boot in the table's money and the rake in percent (500 basis points = 5 %). */
export type TermsDraft = { boot: string; rakePercent: string };

/** The highest rake the API takes: 1000 basis points. */
export const MAX_RAKE_PERCENT = 10;

export const termsDraftOf = (table: OpsTeenPattiTable): TermsDraft => ({
  boot: String(table.nextBoot ?? table.boot),
  rakePercent: String((table.nextRakeBasisPoints ?? table.rakeBasisPoints) / 100),
});

const checkedTerms = (table: OpsTeenPattiTable, draft: TermsDraft) => {
  const boot = checkedAmount(draft.boot, true);
  const rake = checkedAmount(draft.rakePercent, false);
  return {
    boot:
      !isProblem(boot) && boot > table.maxStake
        ? { key: 'tables.errors.bootAboveMaxStake', values: { max: table.maxStake } }
        : boot,
    rake:
      !isProblem(rake) && rake > MAX_RAKE_PERCENT
        ? { key: 'tables.errors.rakeAbove', values: { max: MAX_RAKE_PERCENT } }
        : rake,
  };
};

/** The boot's and the rake's problems, by field. */
export function termsProblems(table: OpsTeenPattiTable, draft: TermsDraft) {
  const { boot, rake } = checkedTerms(table, draft);
  return {
    boot: isProblem(boot) ? boot : null,
    rakePercent: isProblem(rake) ? rake : null,
  };
}

/** The terms the draft changes (from those in force from the next hand): rows and the body. */
export function termsChanges(table: OpsTeenPattiTable, draft: TermsDraft) {
  const { boot, rake } = checkedTerms(table, draft);
  const rows: ChangeRow[] = [];
  const body: { boot?: number; rakeBasisPoints?: number } = {};
  const bootBefore = table.nextBoot ?? table.boot;
  const rakeBefore = table.nextRakeBasisPoints ?? table.rakeBasisPoints;
  if (!isProblem(boot) && boot !== bootBefore) {
    rows.push({ id: 'boot', label: { key: 'tables.boot' }, before: bootBefore, after: boot });
    body.boot = boot;
  }
  const rakeBasisPoints = isProblem(rake) ? null : Math.round(rake * 100);
  if (rakeBasisPoints !== null && rakeBasisPoints !== rakeBefore) {
    rows.push({
      id: 'rake',
      label: { key: 'tables.rake' },
      before: { key: 'tables.percent', values: { value: rakeBefore / 100 } },
      after: { key: 'tables.percent', values: { value: rakeBasisPoints / 100 } },
    });
    body.rakeBasisPoints = rakeBasisPoints;
  }
  return { rows, body };
}
