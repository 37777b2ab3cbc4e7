import { sql, type Kysely } from 'kysely';

/**
 * Multi-step house rounds (blackjack, video poker; issue 41): a fair round stays OPEN while the
 * player acts and is SETTLED once its win is credited.
 *
 * - `status`: OPEN or SETTLED, SETTLED exactly when `settled_at` is set; a settled round is final
 *   (trigger). Rounds played before this migration were settled when played.
 * - `step`: how many of the player's actions the round has applied; an action is applied by a
 *   conditional update on it, so a replayed or concurrent action applies once.
 * - `acting_until`, `claims`: an action first claims the round (a short lease, so a crashed
 *   request does not block it for good) and only then debits its extra stake, so no other action
 *   can settle the round between that debit and the action; `claims` counts the claims, and
 *   names each extra-stake debit (a refused debit is final under its id).
 * - `state`: the engine's state (the shoe included, so it never leaves the API); `outcome` holds
 *   what the player may see of it.
 * - `staked_minor`: every stake of the round (the first and the extras: double, split, insurance).
 * - One OPEN round per member and game.
 */
export const HOUSE_ROUND_STATUSES = ['OPEN', 'SETTLED'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update fair_rounds set settled_at = created_at where settled_at is null`.execute(db);
  await sql`
    alter table fair_rounds
      add column status text not null default 'SETTLED' check (status in ('OPEN', 'SETTLED')),
      add column step integer not null default 0 check (step >= 0),
      add column acting_until timestamptz,
      add column claims integer not null default 0 check (claims >= 0),
      add column state jsonb,
      add column staked_minor bigint,
      add check ((status = 'SETTLED') = (settled_at is not null))`.execute(db);
  await sql`update fair_rounds set staked_minor = bet_minor`.execute(db);
  await sql`
    alter table fair_rounds
      alter column staked_minor set not null,
      add check (staked_minor >= bet_minor)`.execute(db);
  await sql`
    create unique index fair_rounds_one_open on fair_rounds (account_id, node_id)
    where status = 'OPEN'`.execute(db);
  await sql`
    create or replace function fair_rounds_settled_final() returns trigger
    language plpgsql as $$
    begin
      if old.status = 'SETTLED' then
        raise exception 'a settled round is final';
      end if;
      if new.step < old.step then
        raise exception 'a round''s step only counts up';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger fair_rounds_settled_final before update on fair_rounds
    for each row execute function fair_rounds_settled_final()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger fair_rounds_settled_final on fair_rounds`.execute(db);
  await sql`drop function fair_rounds_settled_final()`.execute(db);
  await sql`drop index fair_rounds_one_open`.execute(db);
  await sql`
    alter table fair_rounds
      drop column status, drop column step, drop column acting_until, drop column claims,
      drop column state, drop column staked_minor`.execute(db);
}
