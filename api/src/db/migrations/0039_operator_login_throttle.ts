import type { Kysely } from 'kysely';

/**
 * Operators are no longer locked after five failures (issue 40): anyone could lock an operator
 * out that way. Sign-ins slow down per (name, address) pair in `login_throttle`, like members'
 * (services/operators/operatorAccounts.ts), so the per-account count and lock go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .dropColumn('failed_logins')
    .dropColumn('locked_until')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .execute();
}
