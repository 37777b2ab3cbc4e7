import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { recordAudit } from '../operators/audit.js';
import { canActOnBrand, operatorErrors, type Operator } from '../operators/operatorAccounts.js';

export const tableOpsErrors = {
  notFound: () => new ApiError(404, 'OPS_TABLE_NOT_FOUND', 'No such table'),
  alreadyPaused: () =>
    new ApiError(409, 'OPS_TABLE_ALREADY_PAUSED', 'This table is paused already'),
  notPaused: () => new ApiError(409, 'OPS_TABLE_NOT_PAUSED', 'This table is not paused'),
  betTypeUnknown: (betType: string) =>
    new ApiError(400, 'OPS_TABLE_BET_TYPE_UNKNOWN', 'This table has no such bet type', {
      betType,
    }),
  limitsInvalid: (betType: string) =>
    new ApiError(400, 'OPS_TABLE_LIMITS_INVALID', 'A minimum is above its maximum', { betType }),
  bootAboveMaxStake: (maxStake: number) =>
    new ApiError(400, 'OPS_TABLE_BOOT_ABOVE_MAX_STAKE', "The boot is above the table's top stake", {
      maxStake,
    }),
  nothingToChange: () =>
    new ApiError(400, 'OPS_TABLE_NOTHING_TO_CHANGE', 'Give a new boot, a new rake or both'),
};

/** Who acts, from where, when and why: what every table command writes to the audit trail. */
export interface TableCommandInput {
  operator: Operator;
  ip: string;
  reason: string;
  now: Date;
  tableId: string;
}

/** A command's change of a table's locked row: what it was and what it is now. */
export interface TableChange {
  before: unknown;
  after: unknown;
}

/**
 * Runs an operator's command on one table: the table's row locked (the clocks lock it too
 * before they open a round or deal a hand, so a command never lands half-way through one),
 * the operator's brands checked, the change and its audit row in one transaction.
 */
export async function runTableCommand<Row extends { brand_id: string }>(
  db: Kysely<Database>,
  input: TableCommandInput & {
    action: string;
    targetType: string;
    lock: (trx: Transaction<Database>, tableId: string) => Promise<Row | undefined>;
    change: (trx: Transaction<Database>, row: Row) => Promise<TableChange>;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await input.lock(trx, input.tableId);
    if (!row) throw tableOpsErrors.notFound();
    if (!canActOnBrand(input.operator, String(row.brand_id))) throw operatorErrors.brandForbidden();
    const { before, after } = await input.change(trx, row);
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: String(row.brand_id),
      action: input.action,
      targetType: input.targetType,
      targetId: input.tableId,
      before,
      after,
      reason: input.reason.trim(),
      now: input.now,
    });
  });
}

/** The refusal of a pause of a paused table, or a resume of an open one. */
export function assertPauseChanges(paused: boolean, wanted: boolean): void {
  if (paused === wanted) throw wanted ? tableOpsErrors.alreadyPaused() : tableOpsErrors.notPaused();
}
