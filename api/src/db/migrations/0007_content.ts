import { sql, type Kysely } from 'kysely';

/**
 * Content (issue 4): banners, announcements, help centre, feedback, promotions with activity
 * applications and their images, and the marketing `featured_wins` of the winner board.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const brandRef = (col: import('kysely').ColumnDefinitionBuilder) =>
    col.notNull().references('brands.id').onDelete('cascade');

  await db.schema
    .createTable('banners')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', brandRef)
    .addColumn('group_name', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`group_name in ('w_home','w_rng','w_live','w_fish','w_pvp','w_sports','w_esports','w_lott','w_down','w_promotion','w_shop','w_help','w_login','w_reg')`,
        ),
    )
    .addColumn('image_key', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`image_key ~ '^[a-z0-9][a-z0-9-]{0,79}$'`),
    )
    .addColumn('title_bn', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('subtitle_bn', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subtitle_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('linkage_type', 'text', (col) =>
      col.check(sql`linkage_type in ('URL','ROUTE','GAME')`),
    )
    .addColumn('link', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addCheckConstraint('banners_link_ck', sql`(linkage_type is null) = (link is null)`)
    .execute();
  await db.schema
    .createIndex('banners_brand_group_idx')
    .on('banners')
    .columns(['brand_id', 'group_name', 'sort_order'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', brandRef)
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('B','PL','PU','PR','H')`))
    .addColumn('execution', 'text', (col) => col.notNull().check(sql`execution in ('A','B','F')`))
    .addColumn('title_bn', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('content_html_bn', 'text', (col) => col.notNull())
    .addColumn('content_html_en', 'text', (col) => col.notNull())
    .addColumn('start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('announcements_brand_code_uq', ['brand_id', 'code'])
    .execute();
  await db.schema
    .createIndex('announcements_brand_type_idx')
    .on('announcements')
    .columns(['brand_id', 'type', 'start_at'])
    .execute();

  await db.schema
    .createTable('help_categories')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', brandRef)
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name_bn', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('help_categories_brand_code_uq', ['brand_id', 'code'])
    .execute();
  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('category_id', 'bigint', (col) =>
      col.notNull().references('help_categories.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('title_bn', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('content_html_bn', 'text', (col) => col.notNull())
    .addColumn('content_html_en', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('help_articles_category_code_uq', ['category_id', 'code'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', brandRef)
    .addColumn('member_id', 'bigint', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('question_type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`question_type in ('DEPOSIT','WITHDRAWAL','GAME','ACCOUNT','SUGGESTION','OTHER')`,
        ),
    )
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('contact', 'text')
    .addColumn('client_ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', brandRef)
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title_bn', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('summary_bn', 'text', (col) => col.notNull())
    .addColumn('summary_en', 'text', (col) => col.notNull())
    .addColumn('body_html_bn', 'text', (col) => col.notNull())
    .addColumn('body_html_en', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('requires_application', 'boolean', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('promotions_brand_code_uq', ['brand_id', 'code'])
    .execute();

  await db.schema
    .createTable('activity_applications')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('member_id', 'bigint', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('promotion_id', 'bigint', (col) =>
      col.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('comment', 'text', (col) => col.check(sql`char_length(comment) <= 140`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('applying','process','issued','rejected','claimed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // One live application per member and promotion; a rejected one may be followed by another.
  await sql`create unique index activity_applications_live_uq on activity_applications (member_id, promotion_id) where status <> 'rejected'`.execute(
    db,
  );

  await db.schema
    .createTable('application_images')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('application_id', 'bigint', (col) =>
      col.notNull().references('activity_applications.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) =>
      col.notNull().check(sql`content_type in ('image/png','image/jpeg')`),
    )
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0 and size <= 5242880`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_images_application_idx')
    .on('application_images')
    .column('application_id')
    .execute();

  // Marketing rows of the winner board (not money): shown only to fill it up to its limit.
  await db.schema
    .createTable('featured_wins')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('brand_id', 'bigint', brandRef)
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('game_category', 'text', (col) => col.notNull())
    .addColumn('game_name', 'text', (col) => col.notNull())
    .addColumn('vendor', 'text', (col) => col.notNull())
    .addColumn('win_minor', 'bigint', (col) => col.notNull().check(sql`win_minor > 0`))
    .addColumn('won_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('featured_wins_brand_code_uq', ['brand_id', 'code'])
    .execute();

  // Brands created before this migration get the feedback word-count bounds.
  await sql`update brands set config = config || '{"feedback":{"minWords":5,"maxWords":300}}'::jsonb where not (config ? 'feedback')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'featured_wins',
    'application_images',
    'activity_applications',
    'promotions',
    'feedback',
    'help_articles',
    'help_categories',
    'announcements',
    'banners',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`update brands set config = config - 'feedback'`.execute(db);
}
