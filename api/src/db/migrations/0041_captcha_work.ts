import { sql, type Kysely } from 'kysely';

/**
 * The work a captcha was issued at (issue 40): 1 is the base proof of work, more for an account
 * or address with recent failed logins (services/auth/login.ts captchaWork). A login checks it
 * against the work its failures call for, so a cheap captcha fetched earlier does not pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('captchas')
    .addColumn('work', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`work >= 1`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('captchas').dropColumn('work').execute();
}
