import { sql, type Kysely } from 'kysely';

/**
 * Seamless-wallet secrets move out of the brand config into their own table, one current
 * secret per brand and vendor plus the one it replaced while its overlap window lasts
 * (`retires_at`). The secrets the config held were printed in the README and seeded from the
 * repository, so they are dropped, not copied: the seed generates new ones (or takes them
 * from SEAMLESS_SECRET_<MERCHANT>_<VENDOR>).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seamless_secrets')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', (col) =>
      col.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('vendor', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // null: the current secret; else a replaced one, still accepted until then.
    .addColumn('retires_at', 'timestamptz')
    .execute();
  await sql`create unique index seamless_secrets_current_uq on seamless_secrets (brand_id, vendor) where retires_at is null`.execute(
    db,
  );
  await sql`create index seamless_secrets_brand_vendor_idx on seamless_secrets (brand_id, vendor)`.execute(
    db,
  );
  await sql`update brands set config = jsonb_set(config, '{wallet}', (config -> 'wallet') - 'seamlessSecrets')
    where config -> 'wallet' ? 'seamlessSecrets'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seamless_secrets').execute();
}
