import { sql, type Kysely } from 'kysely';

/**
 * Player protection (issue 44): limits, the reality-check choice, time-outs and
 * self-exclusions, and the audit of every change to them.
 *
 * - `protection_limits`: one row per member and limit (deposit, loss, wager per day, week or
 *   month, in minor units; the session limit in minutes, without a period). The value in force
 *   may be null while an increase from nothing is impossible; a pending change (an increase or a
 *   removal) waits until `confirmable_at`, and its value may be null (a removal).
 * - `protection_settings`: the member's reality-check interval (null: the brand's default).
 * - `exclusions`: a time-out or self-exclusion taken by a member, for a licence group, with the
 *   identity it was matched by (verified phone, verified e-mail, real name with birthday).
 *   A trigger keeps it from being shortened, lifted or rewritten: only `until` may grow and
 *   `return_requested_at` be set once, after a self-exclusion ended.
 * - `exclusion_accounts`: every account an exclusion covers (the member's and the matching
 *   accounts of the group's brands), the one look-up every money movement makes.
 * - `protection_audit`: who (the member or an operator) changed what, when and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table protection_limits (
      id bigserial primary key,
      member_id bigint not null references accounts(id) on delete cascade,
      brand_id bigint not null references brands(id) on delete cascade,
      kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
      period text check (period in ('day', 'week', 'month')),
      amount_minor bigint check (amount_minor > 0),
      minutes integer check (minutes > 0),
      pending boolean not null default false,
      pending_amount_minor bigint check (pending_amount_minor > 0),
      pending_minutes integer check (pending_minutes > 0),
      pending_since timestamptz,
      confirmable_at timestamptz,
      updated_at timestamptz not null,
      check ((kind = 'session') = (period is null)),
      check (kind = 'session' or (minutes is null and pending_minutes is null)),
      check (kind <> 'session' or (amount_minor is null and pending_amount_minor is null)),
      check (pending = (pending_since is not null)),
      check (pending = (confirmable_at is not null)),
      check (pending or (pending_amount_minor is null and pending_minutes is null))
    )`.execute(db);
  await sql`
    create unique index protection_limits_one_per_kind
    on protection_limits (member_id, kind, coalesce(period, ''))`.execute(db);

  await sql`
    create table protection_settings (
      member_id bigint primary key references accounts(id) on delete cascade,
      reality_check_minutes integer check (reality_check_minutes in (15, 30, 60)),
      updated_at timestamptz not null
    )`.execute(db);

  await sql`
    create table exclusions (
      id bigserial primary key,
      member_id bigint not null references accounts(id) on delete cascade,
      brand_id bigint not null references brands(id) on delete cascade,
      licence_group text not null,
      kind text not null check (kind in ('TIME_OUT', 'SELF_EXCLUSION')),
      started_at timestamptz not null,
      until timestamptz,
      return_requested_at timestamptz,
      verified_mobile text,
      verified_email text,
      real_name text,
      birthday text,
      check (until is null or until > started_at),
      check (kind = 'SELF_EXCLUSION' or until is not null),
      check (kind = 'SELF_EXCLUSION' or return_requested_at is null),
      check (return_requested_at is null or (until is not null and return_requested_at >= until))
    )`.execute(db);
  await sql`create index exclusions_group_idx on exclusions (licence_group, started_at)`.execute(
    db,
  );
  await sql`create function exclusions_never_shortened() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'DELETE' then
        raise exception 'an exclusion cannot be lifted' using errcode = 'check_violation';
      end if;
      if NEW.member_id <> OLD.member_id or NEW.brand_id <> OLD.brand_id
        or NEW.licence_group <> OLD.licence_group or NEW.kind <> OLD.kind
        or NEW.started_at <> OLD.started_at
        or (OLD.until is null and NEW.until is not null)
        or (NEW.until is not null and NEW.until < OLD.until)
        or (OLD.return_requested_at is not null
            and NEW.return_requested_at is distinct from OLD.return_requested_at) then
        raise exception 'an exclusion cannot be shortened or rewritten' using errcode = 'check_violation';
      end if;
      return NEW;
    end
  $$`.execute(db);
  await sql`create trigger exclusions_never_shortened before update or delete on exclusions
    for each row execute function exclusions_never_shortened()`.execute(db);

  await sql`
    create table exclusion_accounts (
      exclusion_id bigint not null references exclusions(id),
      account_id bigint not null references accounts(id) on delete cascade,
      primary key (account_id, exclusion_id)
    )`.execute(db);

  await sql`
    create table protection_audit (
      id bigserial primary key,
      member_id bigint not null references accounts(id) on delete cascade,
      brand_id bigint not null references brands(id) on delete cascade,
      actor text not null check (actor in ('member', 'operator')),
      operator_id bigint,
      operator_name text,
      action text not null,
      before jsonb,
      after jsonb,
      reason text,
      created_at timestamptz not null,
      check ((actor = 'operator') = (operator_name is not null))
    )`.execute(db);
  await sql`create index protection_audit_member_idx on protection_audit (member_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists protection_audit`.execute(db);
  await sql`drop table if exists exclusion_accounts`.execute(db);
  await sql`drop trigger if exists exclusions_never_shortened on exclusions`.execute(db);
  await sql`drop table if exists exclusions`.execute(db);
  await sql`drop function if exists exclusions_never_shortened()`.execute(db);
  await sql`drop table if exists protection_settings`.execute(db);
  await sql`drop table if exists protection_limits`.execute(db);
}
