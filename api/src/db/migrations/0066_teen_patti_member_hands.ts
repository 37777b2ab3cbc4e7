import { sql, type Kysely } from 'kysely';

/**
 * A member's teen patti hands, newest first, one page at a time (GET /teenpatti/hands, the
 * fairness history): 0064 indexes a hand's players by hand only, so the member's hands were a
 * scan of every player of every hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index pvp_hand_players_member_idx on pvp_hand_players (member_id, hand_id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index pvp_hand_players_member_idx`.execute(db);
}
