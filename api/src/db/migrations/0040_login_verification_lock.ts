import { sql, type Kysely } from 'kysely';
import { MESSAGE_TYPES } from './0018_message_types.js';
import { POINTS_MESSAGE_TYPES } from './0024_points_mall.js';
import { REWARD_MESSAGE_TYPES } from './0029_member_rewards.js';
import { APPLICATION_MESSAGE_TYPES } from './0031_promotion_applications_raffles.js';

/**
 * The notice a member gets when logins from new addresses are locked after too many wrong
 * verification answers or challenges (issue 40, services/security-centre/loginVerification.ts):
 * params `reason` ('answers' | 'challenges'), `ip` (the address of the last try) and
 * `lockedUntil` (ISO time).
 */
export const SECURITY_MESSAGE_TYPES = ['login_verification_locked'] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const BEFORE = [
  ...MESSAGE_TYPES,
  ...POINTS_MESSAGE_TYPES,
  ...REWARD_MESSAGE_TYPES,
  ...APPLICATION_MESSAGE_TYPES,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([...BEFORE, ...SECURITY_MESSAGE_TYPES])}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from member_messages where type in (${list(SECURITY_MESSAGE_TYPES)})`.execute(
    db,
  );
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list(BEFORE)}))`.execute(db);
}
