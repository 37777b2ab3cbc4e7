import { sql, type Kysely } from 'kysely';

/**
 * The payment password's checks in flight (issue 40): a check holds one of the five places
 * while its hash is compared, and only a wrong answer becomes a failure. Before, each check
 * was counted as a failure up front and taken back only by a right answer, so six right
 * answers at once found five "failures" in flight and the sixth was told the password was
 * locked. `checks_started_at` lets the places of a check that never finished (a process that
 * died mid-check) lapse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_passwords')
    .addColumn('checks_in_flight', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`checks_in_flight >= 0`),
    )
    .addColumn('checks_started_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_passwords')
    .dropColumn('checks_in_flight')
    .dropColumn('checks_started_at')
    .execute();
}
