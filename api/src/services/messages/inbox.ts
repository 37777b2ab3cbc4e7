import type {
  MemberMessage,
  MessageListQuery,
  MessagePage,
  MessagesChanged,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';

/**
 * The member's inbox (messageV2). Every query is scoped by the caller's account id, so another
 * member's message id reads as "not found", never as someone else's message. Only the
 * 'message' kind is the inbox: promos, missions and rewards have their own entries.
 */

type MessageRow = {
  id: string;
  type: MemberMessage['type'];
  title: string;
  body: string;
  params: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
};

const inbox = (db: Kysely<Database>, accountId: string) =>
  db
    .selectFrom('member_messages')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'message');

const COLUMNS = ['id', 'type', 'title', 'body', 'params', 'created_at', 'read_at'] as const;

const toMessage = (row: MessageRow): MemberMessage => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  params: Object.fromEntries(
    Object.entries(row.params ?? {}).filter(
      (entry): entry is [string, string | number | null] =>
        entry[1] === null || typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  ),
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
});

export async function unreadMessages(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await inbox(db, accountId)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the inbox, newest first, filtered on the server by read state and type. */
export async function listMessages(
  db: Kysely<Database>,
  accountId: string,
  query: MessageListQuery,
): Promise<MessagePage> {
  let filtered = inbox(db, accountId);
  if (query.status === 'unread') filtered = filtered.where('read_at', 'is', null);
  if (query.status === 'read') filtered = filtered.where('read_at', 'is not', null);
  if (query.type) filtered = filtered.where('type', '=', query.type);
  const [count, rows, unread] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    unreadMessages(db, accountId),
  ]);
  const total = Number(count.n);
  return {
    list: rows.map(toMessage),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    pageNo: query.pageNo,
    unread,
  };
}

/** Opens one of the caller's messages and marks it read (the first time only). */
export async function readMessage(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  now: Date,
): Promise<MemberMessage> {
  // Only an unread row is updated, so reading twice keeps the first reading time and does not
  // wake the unread trigger again.
  const updated = await db
    .updateTable('member_messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('kind', '=', 'message')
    .where('read_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst();
  const row =
    updated ?? (await inbox(db, accountId).select(COLUMNS).where('id', '=', id).executeTakeFirst());
  if (!row) throw errors.notFound('Message');
  return toMessage(row);
}

export async function markAllRead(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<MessagesChanged> {
  const result = await db
    .updateTable('member_messages')
    .set({ read_at: now })
    .where('account_id', '=', accountId)
    .where('kind', '=', 'message')
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { changed: Number(result.numUpdatedRows), unread: await unreadMessages(db, accountId) };
}

/**
 * Deletes the caller's messages among `ids`. An id that is not the caller's is refused as a
 * whole (nothing is deleted), so a forged list cannot be probed one id at a time for what
 * exists.
 */
export async function deleteMessages(
  db: Kysely<Database>,
  accountId: string,
  ids: readonly string[],
): Promise<MessagesChanged> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('member_messages')
      .where('id', 'in', ids)
      .where('account_id', '=', accountId)
      .where('kind', '=', 'message')
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== ids.length) throw errors.notFound('Message');
    return { changed: ids.length, unread: await unreadMessages(trx, accountId) };
  });
}
