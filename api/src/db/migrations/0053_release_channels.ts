import { sql, type Kysely } from 'kysely';

/**
 * Release channels of the remotes (issue 46).
 *
 * - The operator role `release`: a remote's team, who publishes versions and sets channels.
 * - `remote_release`: a remote's published versions, each at a manifest URL that never changes;
 *   a version once published is never rewritten or removed (a trigger refuses it), so what a
 *   channel or an audit row names stays what was served.
 * - `remote_channel`: per brand, environment and remote, the pinned version, an optional canary
 *   (the share of sessions that get it and when it is withdrawn by itself) and the last version
 *   known good. Every version named is a published one.
 * - `remote_load_report`: one row per session and version, saying whether the remote loaded;
 *   a failure outweighs a load (the service's upsert never turns a failure back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operators drop constraint operators_roles_check`.execute(db);
  await sql`alter table operators add constraint operators_roles_check check (
    cardinality(roles) > 0 and roles <@ array['admin', 'finance', 'support', 'release']::text[]
  )`.execute(db);

  await sql`create table remote_release (
    remote text not null check (remote ~ '^[a-z][a-z0-9_]{1,63}$'),
    version text not null check (version ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
    manifest_url text not null check (manifest_url ~ '^https?://' and length(manifest_url) <= 500),
    published_at timestamptz not null,
    published_by text not null,
    primary key (remote, version)
  )`.execute(db);
  await sql`create function remote_release_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'a published release is immutable' using errcode = '42501';
    end
  $$`.execute(db);
  await sql`create trigger remote_release_no_change before update or delete on remote_release
    for each row execute function remote_release_immutable()`.execute(db);

  await sql`create table remote_channel (
    brand_id bigint not null references brands (id) on delete cascade,
    environment text not null check (environment ~ '^[a-z][a-z0-9-]{1,31}$'),
    remote text not null,
    pinned_version text not null,
    pinned_at timestamptz not null,
    canary_version text,
    canary_percent integer check (canary_percent between 1 and 99),
    canary_max_failure_rate double precision
      check (canary_max_failure_rate > 0 and canary_max_failure_rate <= 1),
    canary_min_sessions integer check (canary_min_sessions >= 1),
    canary_started_at timestamptz,
    last_good_version text,
    updated_at timestamptz not null,
    primary key (brand_id, environment, remote),
    foreign key (remote, pinned_version) references remote_release (remote, version),
    foreign key (remote, canary_version) references remote_release (remote, version),
    foreign key (remote, last_good_version) references remote_release (remote, version),
    constraint remote_channel_canary_whole check (
      num_nulls(canary_version, canary_percent, canary_max_failure_rate, canary_min_sessions,
        canary_started_at) in (0, 5)
    ),
    constraint remote_channel_canary_not_pinned check (canary_version <> pinned_version)
  )`.execute(db);

  await sql`create table remote_load_report (
    brand_id bigint not null references brands (id) on delete cascade,
    environment text not null,
    remote text not null,
    version text not null,
    session text not null,
    client_address text not null,
    outcome text not null check (outcome in ('loaded', 'failed')),
    stage text check (stage in ('manifest', 'entry', 'chunk', 'render', 'protocol', 'shared-core')),
    first_at timestamptz not null,
    updated_at timestamptz not null,
    primary key (brand_id, environment, remote, version, session)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table remote_load_report`.execute(db);
  await sql`drop table remote_channel`.execute(db);
  await sql`drop table remote_release`.execute(db);
  await sql`drop function remote_release_immutable()`.execute(db);
  await sql`alter table operators drop constraint operators_roles_check`.execute(db);
  await sql`alter table operators add constraint operators_roles_check check (
    cardinality(roles) > 0 and roles <@ array['admin', 'finance', 'support']::text[]
  )`.execute(db);
}
