import type { LimitPeriod, MoneyLimitKind, SelfExclusionPeriod } from '@site/shared';

/**
 * A list of every member of a union of the contract: the typecheck fails when the contract adds
 * a value the list lacks (the apps take the contract's types, never its code).
 */
const everyOf =
  <Union>() =>
  <const List extends readonly Union[]>(
    list: List & ([Union] extends [List[number]] ? unknown : never),
  ): List =>
    list;

export const LIMIT_KINDS = everyOf<MoneyLimitKind>()(['deposit', 'loss', 'wager']);
export const LIMIT_PERIODS = everyOf<LimitPeriod>()(['day', 'week', 'month']);
export const SELF_EXCLUSION_CHOICES = everyOf<SelfExclusionPeriod>()([
  '6m',
  '1y',
  '5y',
  'permanent',
]);
// The contract's number lists type as plain numbers (shared's types.ts): these follow its
// REALITY_CHECK_MINUTES and TIME_OUT_DAYS, and the API refuses any other value.
export const REALITY_CHECK_CHOICES = [15, 30, 60] as const;
export const TIME_OUT_CHOICES = [1, 7, 14, 30, 42] as const;

/** Session limits offered, in minutes (the API takes 15 to 24 hours). */
export const SESSION_LIMIT_CHOICES = [30, 60, 120, 180, 240, 360, 480, 720, 1440] as const;
