import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_categories')
    .addColumn('game_type', 'text', (col) => col.primaryKey())
    .addColumn('name_bn', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('game_vendors')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('vassalage', 'text', (col) => col.notNull())
    .addColumn('game_type', 'text', (col) => col.notNull().references('game_categories.game_type'))
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('small_icon', 'text', (col) => col.notNull())
    .addColumn('is_hot', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('account_type_id', 'integer', (col) => col.notNull())
    .addColumn('node_id', 'bigint', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addUniqueConstraint('game_vendors_vendor_type_uq', ['vassalage', 'game_type'])
    .execute();
  await db.schema
    .createIndex('game_vendors_type_idx')
    .on('game_vendors')
    .columns(['game_type', 'sort_order'])
    .execute();

  await db.schema
    .createTable('lottery_games')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('game_code', 'text', (col) => col.notNull().unique())
    .addColumn('name_bn', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('prize_mode', 'text', (col) =>
      col.notNull().check(sql`prize_mode in ('Lott', 'ZY', 'Elott', 'SEA')`),
    )
    .addColumn('draw_interval_seconds', 'integer', (col) =>
      col.notNull().check(sql`draw_interval_seconds > 0`),
    )
    .addColumn('vendor', 'text', (col) => col.notNull())
    .addColumn('popularity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('lottery_games_popularity_idx')
    .on('lottery_games')
    .column('popularity')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lottery_games').execute();
  await db.schema.dropTable('game_vendors').execute();
  await db.schema.dropTable('game_categories').execute();
}
