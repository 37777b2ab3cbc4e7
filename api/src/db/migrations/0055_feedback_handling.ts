import { sql, type Kysely } from 'kysely';

/**
 * Feedback handled by the support role from the operator console (issue 45): when, by whom and
 * with what note. All three or none: a handled row always says who handled it and how.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table feedback
    add column handled_at timestamptz,
    add column handled_by bigint references operators (id),
    add column handled_by_name text,
    add column handled_note text check (length(handled_note) between 1 and 500),
    add constraint feedback_handled_whole check (
      (handled_at is null) = (handled_by_name is null)
      and (handled_at is null) = (handled_note is null)
    )`.execute(db);
  // The open queue: a brand's unhandled feedback, oldest first.
  await sql`create index feedback_open_idx on feedback (brand_id, created_at)
    where handled_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index feedback_open_idx`.execute(db);
  await sql`alter table feedback drop constraint feedback_handled_whole,
    drop column handled_note, drop column handled_by_name, drop column handled_by,
    drop column handled_at`.execute(db);
}
