import { sql, type Kysely } from 'kysely';

/**
 * The operator console's sign-in (issue 45).
 *
 * - `operator_totp`: an operator's authenticator, as `member_totp` is a member's: the secret
 *   sealed with the data key, null `confirmed_at` while enrolling, and the last time step
 *   accepted so a code is good once.
 * - `operator_sessions.second_factor`: what the session proved at sign-in (`verified`,
 *   `not-required`, or `enrolment-required`, which may only enrol an authenticator).
 * - `operator_sessions.last_used_at`: for the idle end (OPERATOR_IDLE_MINUTES).
 *
 * Sessions open at the upgrade of operators whose role needs a second factor become
 * enrolment-only: none of them gave a code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table operator_totp (
    operator_id bigint primary key references operators (id) on delete cascade,
    secret text not null,
    confirmed_at timestamptz,
    last_step bigint not null default 0,
    created_at timestamptz not null
  )`.execute(db);

  await sql`alter table operator_sessions
    add column second_factor text not null default 'not-required'
      check (second_factor in ('verified', 'not-required', 'enrolment-required')),
    add column last_used_at timestamptz`.execute(db);
  await sql`update operator_sessions s
    set last_used_at = s.created_at,
      second_factor = case when o.roles && array['admin', 'finance']::text[]
        then 'enrolment-required' else 'not-required' end
    from operators o where o.id = s.operator_id`.execute(db);
  // Every session says what it proved and when it was last used: the sign-in sets both.
  await sql`alter table operator_sessions
    alter column second_factor drop default,
    alter column last_used_at set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_sessions drop column second_factor, drop column last_used_at`.execute(
    db,
  );
  await sql`drop table operator_totp`.execute(db);
}
