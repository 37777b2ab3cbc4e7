import { sql, type Kysely } from 'kysely';

/**
 * Who an announcement is for (issue 14): ALL (the site's lists and the agent centre), MEMBERS
 * (the site's lists only) or AGENTS (the agent centre only). Existing announcements are ALL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcements')
    .addColumn('audience', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ALL')
        .check(sql`audience in ('ALL', 'MEMBERS', 'AGENTS')`),
    )
    .execute();
  await db.schema
    .createIndex('announcements_brand_audience_idx')
    .on('announcements')
    .columns(['brand_id', 'audience', 'start_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('announcements_brand_audience_idx').execute();
  await db.schema.alterTable('announcements').dropColumn('audience').execute();
}
