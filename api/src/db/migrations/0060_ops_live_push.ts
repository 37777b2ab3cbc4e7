import { sql, type Kysely } from 'kysely';

/**
 * The console's queues update live (issue 45 item 3).
 *
 * - `ops_live_tickets`: one-minute single-use tickets that open an operator's event stream, as
 *   `live_tickets` open a member's (an EventSource cannot send headers, and a token must not sit
 *   in a URL). Bound to the operator session: ending the session deletes its tickets.
 * - `notify_ops_queue()`: every change of a queue's row (any writer: operator API, member API,
 *   jobs, SQL) announces `<queue>:<brand id>` on the `ops_queue_changed` channel at commit. Every
 *   API process LISTENs while it has operator streams open and tells the operators of that
 *   brand and role; no member data travels, the console asks for the list again. NOTIFY folds
 *   identical payloads of one transaction, so a bulk change (the deposit expiry job) is one
 *   announcement per queue and brand.
 */
export const OPS_QUEUE_CHANNEL = 'ops_queue_changed';

/** Each queue's table, and how a row names its brand (directly or through its promotion). */
const QUEUE_TABLES = [
  { table: 'deposit_orders', queue: 'deposits', via: 'brand' },
  { table: 'withdrawal_orders', queue: 'withdrawals', via: 'brand' },
  { table: 'point_redemptions', queue: 'points', via: 'brand' },
  { table: 'feedback', queue: 'feedback', via: 'brand' },
  { table: 'activity_applications', queue: 'applications', via: 'promotion' },
  { table: 'raffle_draws', queue: 'raffles', via: 'promotion' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table ops_live_tickets (
    ticket_hash text primary key,
    session_hash text not null references operator_sessions (token_hash) on delete cascade,
    operator_id bigint not null references operators (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index ops_live_tickets_expiry_idx on ops_live_tickets (expires_at)`.execute(db);

  await sql`create function notify_ops_queue() returns trigger language plpgsql as $$
    declare
      changed record;
      brand bigint;
    begin
      if TG_OP = 'DELETE' then changed := old; else changed := new; end if;
      if TG_ARGV[1] = 'promotion' then
        select p.brand_id into brand from promotions p where p.id = changed.promotion_id;
      else
        brand := changed.brand_id;
      end if;
      if brand is not null then
        perform pg_notify('${sql.raw(OPS_QUEUE_CHANNEL)}', TG_ARGV[0] || ':' || brand);
      end if;
      return null;
    end
  $$`.execute(db);
  for (const { table, queue, via } of QUEUE_TABLES)
    await sql`create trigger ${sql.raw(`${table}_ops_queue`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_ops_queue(${sql.lit(queue)}, ${sql.lit(via)})`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of QUEUE_TABLES)
    await sql`drop trigger if exists ${sql.raw(`${table}_ops_queue`)} on ${sql.table(table)}`.execute(
      db,
    );
  await sql`drop function if exists notify_ops_queue()`.execute(db);
  await sql`drop table if exists ops_live_tickets`.execute(db);
}
