import { sql, type Kysely } from 'kysely';

/**
 * Provably fair house games (issue 41 item 3).
 *
 * - `fair_seed_pairs`: a member's server seed (secret while ACTIVE), its SHA-256 commitment, the
 *   member's client seed and the next round's nonce. One ACTIVE pair per account; REVEALED is
 *   final: the pair's seeds are then published and nothing of it changes again, which the
 *   database checks, as it checks that the commitment is the seed's SHA-256.
 * - `fair_rounds`: a round played from a pair, under the seamless round id that moved its money:
 *   the nonce it took (never shared within a pair), the engine, the player's actions and the
 *   outcome, so the round can be recomputed once its pair is revealed.
 */
export const FAIR_SEED_PAIR_STATUSES = ['ACTIVE', 'REVEALED'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fair_seed_pairs (
      id bigserial primary key,
      brand_id bigint not null references brands(id),
      account_id bigint not null references accounts(id),
      server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
      server_seed_hash text not null
        check (server_seed_hash = encode(sha256(convert_to(server_seed, 'UTF8')), 'hex')),
      client_seed text not null check (client_seed ~ '^[\\x20-\\x7E]{1,64}$'),
      next_nonce integer not null default 0 check (next_nonce >= 0),
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'REVEALED')),
      created_at timestamptz not null,
      revealed_at timestamptz,
      check ((status = 'REVEALED') = (revealed_at is not null))
    )`.execute(db);
  await sql`
    create unique index fair_seed_pairs_one_active on fair_seed_pairs (account_id)
    where status = 'ACTIVE'`.execute(db);
  await sql`
    create index fair_seed_pairs_revealed on fair_seed_pairs (account_id, revealed_at desc, id desc)
    where status = 'REVEALED'`.execute(db);
  // An ACTIVE pair only counts its nonce up and may be revealed; a REVEALED pair is final.
  await sql`
    create or replace function fair_seed_pairs_forward() returns trigger
    language plpgsql as $$
    begin
      if old.status = 'REVEALED' then
        raise exception 'a revealed seed pair is final';
      end if;
      if new.server_seed <> old.server_seed or new.client_seed <> old.client_seed
          or new.account_id <> old.account_id or new.brand_id <> old.brand_id
          or new.created_at <> old.created_at then
        raise exception 'a seed pair''s seeds and owner are fixed';
      end if;
      if new.next_nonce < old.next_nonce then
        raise exception 'a seed pair''s nonce only counts up';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger fair_seed_pairs_forward before update on fair_seed_pairs
    for each row execute function fair_seed_pairs_forward()`.execute(db);

  await sql`
    create table fair_rounds (
      round_id text primary key,
      brand_id bigint not null references brands(id),
      account_id bigint not null references accounts(id),
      node_id bigint not null,
      seed_pair_id bigint not null references fair_seed_pairs(id),
      nonce integer not null check (nonce >= 0),
      engine text not null,
      actions jsonb not null default '[]',
      outcome jsonb not null,
      bet_minor bigint not null check (bet_minor > 0),
      win_minor bigint not null check (win_minor >= 0),
      created_at timestamptz not null,
      settled_at timestamptz,
      unique (seed_pair_id, nonce)
    )`.execute(db);
  await sql`create index fair_rounds_account on fair_rounds (account_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fair_rounds`.execute(db);
  await sql`drop table fair_seed_pairs`.execute(db);
  await sql`drop function fair_seed_pairs_forward()`.execute(db);
}
