import { sql, type Kysely } from 'kysely';

/**
 * One time zone per brand (issue 40 item 14): `config.timeZone`, an IANA name, cuts every
 * period and shows every time. Brands stored before it get Asia/Dhaka, the zone their days,
 * envelope times and limits already followed; a brand that has one keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update brands set config = config || jsonb_build_object('timeZone', 'Asia/Dhaka')
    where not (config ? 'timeZone')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update brands set config = config - 'timeZone'`.execute(db);
}
