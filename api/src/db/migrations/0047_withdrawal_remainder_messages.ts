import { sql, type Kysely } from 'kysely';
import { MESSAGE_TYPES } from './0018_message_types.js';
import { POINTS_MESSAGE_TYPES } from './0024_points_mall.js';
import { REWARD_MESSAGE_TYPES } from './0029_member_rewards.js';
import { APPLICATION_MESSAGE_TYPES } from './0031_promotion_applications_raffles.js';
import { SECURITY_MESSAGE_TYPES } from './0040_login_verification_lock.js';

/**
 * The member's notice when the operator settles the remainder of a partly received withdrawal
 * (migration 0044): `withdrawal_remainder_paid` (params `amount`, the remainder in major units,
 * `orderNo`, `reference`) or `withdrawal_remainder_closed` (`amount` back in the wallet,
 * `orderNo`, `reason`).
 */
export const REMAINDER_MESSAGE_TYPES = [
  'withdrawal_remainder_paid',
  'withdrawal_remainder_closed',
] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const BEFORE = [
  ...MESSAGE_TYPES,
  ...POINTS_MESSAGE_TYPES,
  ...REWARD_MESSAGE_TYPES,
  ...APPLICATION_MESSAGE_TYPES,
  ...SECURITY_MESSAGE_TYPES,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list([...BEFORE, ...REMAINDER_MESSAGE_TYPES])}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from member_messages where type in (${list(REMAINDER_MESSAGE_TYPES)})`.execute(
    db,
  );
  await sql`alter table member_messages drop constraint if exists member_messages_type_check`.execute(
    db,
  );
  await sql`alter table member_messages add constraint member_messages_type_check
    check (type in (${list(BEFORE)}))`.execute(db);
}
