import { sql, type Kysely } from 'kysely';

/**
 * Social login (spec §2 header, issue 40 item 17) on OpenID Connect.
 *
 * - `social_login_attempts`: one authorization-code flow, from the start (state, nonce and the
 *   PKCE verifier kept here, never in the browser) through the provider's answer (the identity)
 *   to its use (a sign-in, or a link to an account after its password or a confirmed code).
 *   It belongs to one brand, one provider, one exact redirect URI and one browser (the hash of
 *   an HttpOnly cookie), lives 10 minutes and moves started → exchanging → identified → done (or failed)
 *   only forward, which the database checks.
 * - `social_identities`: an identity (issuer and subject) linked to one account of a brand; an
 *   account has at most one identity per provider.
 */
export const SOCIAL_ATTEMPT_STATUSES = [
  'started',
  'exchanging',
  'identified',
  'done',
  'failed',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table social_login_attempts (
      id bigserial primary key,
      state_hash text not null unique,
      browser_hash text not null,
      brand_id bigint not null references brands(id),
      provider text not null,
      redirect_uri text not null,
      code_verifier text not null,
      nonce text not null,
      return_to text not null default '/',
      status text not null default 'started'
        check (status in ('started', 'exchanging', 'identified', 'done', 'failed')),
      issuer text,
      subject text,
      display_name text,
      email text,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      identified_at timestamptz,
      done_at timestamptz,
      check (status in ('started', 'exchanging', 'failed')
        or (issuer is not null and subject is not null)),
      check ((status = 'done') = (done_at is not null))
    )`.execute(db);
  await sql`create index social_login_attempts_browser on social_login_attempts (browser_hash, brand_id)`.execute(
    db,
  );
  await sql`create index social_login_attempts_expiry on social_login_attempts (expires_at)`.execute(
    db,
  );
  // The states only move forward: started → exchanging (the callback took it) | failed,
  // exchanging → identified | failed, identified → done | failed.
  await sql`
    create or replace function social_login_attempts_forward() returns trigger
    language plpgsql as $$
    begin
      if old.status = new.status then
        if old.status in ('identified', 'done') and (new.issuer is distinct from old.issuer
            or new.subject is distinct from old.subject) then
          raise exception 'social login attempt identity is fixed';
        end if;
        return new;
      end if;
      if (old.status = 'started' and new.status in ('exchanging', 'failed'))
        or (old.status = 'exchanging' and new.status in ('identified', 'failed'))
        or (old.status = 'identified' and new.status in ('done', 'failed')) then
        return new;
      end if;
      raise exception 'social login attempt cannot go from % to %', old.status, new.status;
    end $$`.execute(db);
  await sql`
    create trigger social_login_attempts_forward before update on social_login_attempts
    for each row execute function social_login_attempts_forward()`.execute(db);

  await sql`
    create table social_identities (
      id bigserial primary key,
      brand_id bigint not null references brands(id),
      account_id bigint not null references accounts(id),
      provider text not null,
      issuer text not null,
      subject text not null,
      email text,
      created_at timestamptz not null,
      last_used_at timestamptz,
      unique (brand_id, issuer, subject),
      unique (account_id, provider)
    )`.execute(db);
  await seedDemoBrands(db);
}

/** The demo brands' local providers (as api/src/db/seed/brands.ts seeds a fresh database). */
const DEMO_SOCIAL_LOGIN: Record<string, unknown> = {
  PADMA: {
    providers: [
      { id: 'google', issuer: 'local', clientId: 'padma-web' },
      { id: 'facebook', issuer: 'local', clientId: 'padma-web' },
    ],
  },
  MEGHNA: { providers: [{ id: 'google', issuer: 'local', clientId: 'meghna-web' }] },
};

async function seedDemoBrands(db: Kysely<unknown>): Promise<void> {
  for (const [code, socialLogin] of Object.entries(DEMO_SOCIAL_LOGIN)) {
    await sql`update brands set config = config || jsonb_build_object('socialLogin', ${JSON.stringify(socialLogin)}::jsonb)
      where merchant_code = ${code} and not (config ? 'socialLogin')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update brands set config = config - 'socialLogin'`.execute(db);
  await sql`drop table if exists social_identities`.execute(db);
  await sql`drop table if exists social_login_attempts`.execute(db);
  await sql`drop function if exists social_login_attempts_forward()`.execute(db);
}
