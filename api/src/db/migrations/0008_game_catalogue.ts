import { sql, type Kysely } from 'kysely';

/**
 * Game catalogue (issue 5): games with the spec §3 fields, favourites, recent games, short-lived
 * launch/play tokens of the house vendor, and the `member_events` outbox the live push reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('node_id', 'bigint', (col) => col.primaryKey())
    .addColumn('vassalage', 'text', (col) => col.notNull())
    .addColumn('game_type', 'text', (col) => col.notNull())
    .addColumn('game_classify', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_bn', 'text', (col) => col.notNull())
    .addColumn('min_bet_minor', 'bigint', (col) => col.notNull().check(sql`min_bet_minor > 0`))
    .addColumn('min_line_num', 'integer', (col) => col.notNull().check(sql`min_line_num >= 0`))
    .addColumn('is_game', 'text', (col) =>
      col
        .notNull()
        .defaultTo('GAME')
        .check(sql`is_game in ('GAME','VASSALAGE')`),
    )
    .addColumn('default_play_type', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('hot_rank', 'integer')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE','MAINTENANCE')`),
    )
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addForeignKeyConstraint('games_vendor_fk', ['vassalage', 'game_type'], 'game_vendors', [
      'vassalage',
      'game_type',
    ])
    .addUniqueConstraint('games_code_uq', ['vassalage', 'game_type', 'game_code'])
    .execute();
  // A page of 14 in list order, by category (all vendors) or by vendor; filters ride along.
  await sql`create index games_type_order_idx on games (game_type, sort_order, node_id) where enabled`.execute(
    db,
  );
  await sql`create index games_vendor_order_idx on games (game_type, vassalage, sort_order, node_id) where enabled`.execute(
    db,
  );
  await sql`create index games_vendor_classify_idx on games (game_type, vassalage, game_classify, sort_order, node_id) where enabled`.execute(
    db,
  );
  await sql`create index games_hot_idx on games (game_type, hot_rank) where enabled and hot_rank is not null`.execute(
    db,
  );

  await db.schema
    .createTable('favourite_games')
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('node_id', 'bigint', (col) =>
      col.notNull().references('games.node_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('favourite_games_pk', ['account_id', 'node_id'])
    .execute();
  await sql`create index favourite_games_recent_idx on favourite_games (account_id, created_at desc, node_id)`.execute(
    db,
  );

  await db.schema
    .createTable('recent_games')
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('node_id', 'bigint', (col) =>
      col.notNull().references('games.node_id').onDelete('cascade'),
    )
    .addColumn('launched_at', 'timestamptz', (col) => col.notNull())
    .addColumn('launches', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('recent_games_pk', ['account_id', 'node_id'])
    .execute();
  await sql`create index recent_games_recent_idx on recent_games (account_id, launched_at desc, node_id)`.execute(
    db,
  );

  // Only SHA-256 hashes are stored. 'launch' tokens ride in the iframe URL (minutes, single use)
  // and are exchanged for a 'play' token that the game page keeps in memory.
  await db.schema
    .createTable('game_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('launch','play')`))
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('node_id', 'bigint', (col) => col.notNull().references('games.node_id'))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('bn'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('game_tokens_expiry_idx')
    .on('game_tokens')
    .column('expires_at')
    .execute();

  // Outbox of "something changed for this member" (balance, unread). Written by triggers, so
  // every writer (ledger, messages, other helpers' code) is covered without touching it.
  await db.schema
    .createTable('member_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('account_id', 'bigint', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('balance','unread')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('member_events_created_idx')
    .on('member_events')
    .column('created_at')
    .execute();

  await sql`
    create function member_events_balance() returns trigger language plpgsql as $$
    begin
      if new.member_id is not null and new.balance_minor is distinct from old.balance_minor then
        insert into member_events (account_id, kind) values (new.member_id, 'balance');
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger wallet_accounts_member_events after update of balance_minor on wallet_accounts
    for each row execute function member_events_balance()`.execute(db);
  await sql`
    create function member_events_unread() returns trigger language plpgsql as $$
    begin
      insert into member_events (account_id, kind)
        values (case when tg_op = 'DELETE' then old.account_id else new.account_id end, 'unread');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger member_messages_member_events after insert or update of read_at or delete
    on member_messages for each row execute function member_events_unread()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists member_messages_member_events on member_messages`.execute(db);
  await sql`drop trigger if exists wallet_accounts_member_events on wallet_accounts`.execute(db);
  await sql`drop function if exists member_events_unread()`.execute(db);
  await sql`drop function if exists member_events_balance()`.execute(db);
  await db.schema.dropTable('member_events').execute();
  await db.schema.dropTable('game_tokens').execute();
  await db.schema.dropTable('recent_games').execute();
  await db.schema.dropTable('favourite_games').execute();
  await db.schema.dropTable('games').execute();
}
