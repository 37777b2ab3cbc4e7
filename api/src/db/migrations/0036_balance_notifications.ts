import { sql, type Kysely } from 'kysely';

/**
 * Every API process keeps members' balances in memory for a moment
 * (services/wallet/balanceCache.ts). These triggers tell all of them, through NOTIFY at commit,
 * whose money changed: any booking on a member's ledger accounts, their opening balance, or a
 * direct SQL edit of either, so none keeps showing a balance the database no longer holds.
 * PostgreSQL sends one announcement per member and transaction, however many rows it touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function notify_balance_changed() returns trigger language plpgsql as $$
    declare
      changed record := case when TG_OP = 'DELETE' then OLD else NEW end;
      member bigint;
    begin
      if TG_TABLE_NAME = 'wallets' then
        member := changed.account_id;
      else
        member := changed.member_id;
      end if;
      if member is not null then
        perform pg_notify('balance_changed', member::text);
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger wallet_accounts_balance_changed
    after insert or update or delete on wallet_accounts
    for each row execute function notify_balance_changed()`.execute(db);
  await sql`create trigger wallets_balance_changed after insert or update or delete on wallets
    for each row execute function notify_balance_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists wallets_balance_changed on wallets`.execute(db);
  await sql`drop trigger if exists wallet_accounts_balance_changed on wallet_accounts`.execute(db);
  await sql`drop function if exists notify_balance_changed()`.execute(db);
}
