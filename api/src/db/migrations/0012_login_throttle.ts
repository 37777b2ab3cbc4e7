import { sql, type Kysely } from 'kysely';

/**
 * Login back-off per (account, client address) pair (services/auth/loginThrottle.ts): one row
 * per pair, updated under a row lock before the password is checked, so parallel attempts of
 * one pair cannot all slip through the same gap. Also: brands served from this machine's
 * demo hosts (seeded before `config.site` existed) get the seed's site, so their reset links
 * keep pointing at the development shell (http://localhost:3000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_throttle (
    key text primary key,
    failures integer not null,
    last_attempt_at timestamptz not null,
    next_attempt_at timestamptz not null
  )`.execute(db);
  await sql`create index login_throttle_last_attempt_idx on login_throttle (last_attempt_at)`.execute(
    db,
  );
  for (const host of ['localhost', 'lite.localhost']) {
    const site = JSON.stringify({ site: { primaryHost: host, port: 3000 } });
    await sql`update brands set config = config || ${site}::jsonb
      where not (config ? 'site')
        and id = (select brand_id from brand_hosts where host = ${host})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_throttle`.execute(db);
  await sql`update brands set config = config - 'site'`.execute(db);
}
