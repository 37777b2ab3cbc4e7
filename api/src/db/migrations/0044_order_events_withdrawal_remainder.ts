import { sql, type Kysely } from 'kysely';

/**
 * Issue 40 items 10 and 11.
 *
 * Order states follow live: a change of a deposit order's state, a withdrawal order's status
 * (or its remainder's), or a points redemption's status puts an `orders` row into the
 * `member_events` outbox (migration 0008), so the member's open pages reload them as the
 * balance already does. Triggers, so every writer (operator API, CLI, jobs) is covered.
 *
 * The remainder of a partly received withdrawal is resolved by the operator:
 *
 *   open -> paid     (the operator sent it; a payment reference is kept)
 *   open -> closed   (it will not be paid out: it goes back to the member's balance, once, as a
 *                     WITHDRAWAL_REFUND of the remaining amount; the reason is kept for the member)
 *
 * An order gets an open remainder when it becomes partly_received (and only then); paid and
 * closed are final. A trigger refuses every other change, and each resolution is written to
 * withdrawal_order_events (`remainder_paid`, `remainder_closed`), at most once per order.
 */
export const REMAINDER_STATES = ['open', 'paid', 'closed'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // --- Live order states. ---
  await sql`alter table member_events drop constraint if exists member_events_kind_check`.execute(
    db,
  );
  await sql`alter table member_events add constraint member_events_kind_check
    check (kind in ('balance', 'unread', 'orders'))`.execute(db);
  await sql`create function member_events_orders() returns trigger language plpgsql as $$
    begin
      insert into member_events (account_id, kind) values (new.account_id, 'orders');
      return null;
    end $$`.execute(db);
  await sql`create trigger deposit_orders_member_events after update of state on deposit_orders
    for each row when (old.state is distinct from new.state)
    execute function member_events_orders()`.execute(db);
  await sql`create trigger point_redemptions_member_events after update of status
    on point_redemptions for each row when (old.status is distinct from new.status)
    execute function member_events_orders()`.execute(db);

  // --- The remainder of a partly received withdrawal. ---
  const states = sql.join(REMAINDER_STATES.map((state) => sql.lit(state)));
  await sql`alter table withdrawal_orders
    add column remainder_state text check (remainder_state in (${states})),
    add column remainder_reference text,
    add column remainder_reason text,
    add column remainder_resolved_at timestamptz,
    add column remainder_refund_transaction_id bigint unique references wallet_transactions (id)`.execute(
    db,
  );
  await sql`update withdrawal_orders set remainder_state = 'open'
    where status = 'partly_received'`.execute(db);
  await sql`alter table withdrawal_orders add constraint withdrawal_orders_remainder_ck check (
      (status = 'partly_received') = (remainder_state is not null)
      and (remainder_state is distinct from 'open' or (remainder_resolved_at is null
           and remainder_refund_transaction_id is null))
      and (remainder_state is distinct from 'paid' or (remainder_reference is not null
           and remainder_resolved_at is not null and remainder_refund_transaction_id is null))
      and (remainder_state is distinct from 'closed' or (remainder_reason is not null
           and remainder_resolved_at is not null and remainder_refund_transaction_id is not null))
    )`.execute(db);
  await sql`create function withdrawal_orders_remainder_guard() returns trigger language plpgsql as $$
    begin
      if new.status = 'partly_received' and old.status is distinct from 'partly_received' then
        new.remainder_state := 'open';
        return new;
      end if;
      if new.remainder_state is distinct from old.remainder_state then
        if not (old.remainder_state = 'open' and new.remainder_state in ('paid', 'closed')) then
          raise exception 'the remainder of withdrawal order % cannot go from % to %',
            old.id, coalesce(old.remainder_state, 'none'), coalesce(new.remainder_state, 'none')
            using errcode = '23514';
        end if;
        insert into withdrawal_order_events (order_id, from_status, to_status, created_at)
          values (new.id, 'partly_received', 'remainder_' || new.remainder_state, new.updated_at);
      elsif old.remainder_state in ('paid', 'closed') and (
          new.remainder_reference is distinct from old.remainder_reference
          or new.remainder_reason is distinct from old.remainder_reason
          or new.remainder_resolved_at is distinct from old.remainder_resolved_at
          or new.remainder_refund_transaction_id is distinct from old.remainder_refund_transaction_id
          or new.received_minor is distinct from old.received_minor
          or new.remaining_minor is distinct from old.remaining_minor) then
        raise exception 'the resolved remainder of withdrawal order % cannot change', old.id
          using errcode = '23514';
      end if;
      return new;
    end $$`.execute(db);
  // Named to run after withdrawal_orders_guard_update (triggers fire in name order).
  await sql`create trigger withdrawal_orders_remainder_guard before update on withdrawal_orders
    for each row execute function withdrawal_orders_remainder_guard()`.execute(db);
  await sql`create trigger withdrawal_orders_member_events after update on withdrawal_orders
    for each row when (old.status is distinct from new.status
      or old.remainder_state is distinct from new.remainder_state)
    execute function member_events_orders()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists withdrawal_orders_member_events on withdrawal_orders`.execute(
    db,
  );
  await sql`drop trigger if exists withdrawal_orders_remainder_guard on withdrawal_orders`.execute(
    db,
  );
  await sql`drop function if exists withdrawal_orders_remainder_guard()`.execute(db);
  await sql`alter table withdrawal_orders drop constraint if exists withdrawal_orders_remainder_ck,
    drop column if exists remainder_refund_transaction_id,
    drop column if exists remainder_resolved_at,
    drop column if exists remainder_reason,
    drop column if exists remainder_reference,
    drop column if exists remainder_state`.execute(db);
  await sql`drop trigger if exists point_redemptions_member_events on point_redemptions`.execute(
    db,
  );
  await sql`drop trigger if exists deposit_orders_member_events on deposit_orders`.execute(db);
  await sql`drop function if exists member_events_orders()`.execute(db);
  await sql`delete from member_events where kind = 'orders'`.execute(db);
  await sql`alter table member_events drop constraint if exists member_events_kind_check`.execute(
    db,
  );
  await sql`alter table member_events add constraint member_events_kind_check
    check (kind in ('balance', 'unread'))`.execute(db);
}
