import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MemberMessageType } from '../../db/securitySchema.js';

/**
 * Writes a message to a member's inbox. Call it inside the transaction that made the change
 * it reports, so a credited deposit and its message land together. The unread badge updates
 * by itself: a trigger puts the member's new unread count on the live push (migration 0008).
 *
 * Platform messages carry their facts in `params` (amounts in major units as strings, order
 * references, reasons) and a short English `title` for tools that cannot render the type;
 * the member centre renders them in the reader's language from `type` and `params`.
 */
export interface MemberMessageInput {
  accountId: string;
  type: MemberMessageType;
  title: string;
  body?: string;
  params?: Record<string, string | number | null>;
  now: Date;
}

export async function sendMemberMessage(
  db: Kysely<Database>,
  message: MemberMessageInput,
): Promise<string> {
  const row = await db
    .insertInto('member_messages')
    .values({
      account_id: message.accountId,
      kind: 'message',
      type: message.type,
      title: message.title,
      body: message.body ?? '',
      params: JSON.stringify(message.params ?? {}),
      created_at: message.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
