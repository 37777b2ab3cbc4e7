import { sql, type Kysely } from 'kysely';

/**
 * Each brand names the exact origins its site is served from (`config.siteOrigins`), so CORS
 * allows those and no other port or scheme on its hosts. Brands created before this get the
 * origin a browser used for each host: `https://<host>`, or `http://<host>:3000` for this
 * machine's own names (the local start serves the site on port 3000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update brands b set config = b.config || jsonb_build_object('siteOrigins', (
      select coalesce(jsonb_agg(
        case when h.host = 'localhost' or h.host like '%.localhost' or h.host like '127.%'
          then 'http://' || h.host || ':3000' else 'https://' || h.host end
        order by h.host), '[]'::jsonb)
      from brand_hosts h where h.brand_id = b.id))
    where not (b.config ? 'siteOrigins')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update brands set config = config - 'siteOrigins'`.execute(db);
}
