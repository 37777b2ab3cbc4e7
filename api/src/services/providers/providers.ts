import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutboxChannel } from '../../db/securitySchema.js';

/** Outgoing SMS (verification codes). */
export interface SmsProvider {
  send(message: { brandId: string; to: string; body: string; now: Date }): Promise<void>;
}

/** Outgoing e-mail (password reset links). */
export interface MailProvider {
  send(message: {
    brandId: string;
    to: string;
    subject: string;
    body: string;
    now: Date;
  }): Promise<void>;
}

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
}

async function writeOutbox(
  db: Kysely<Database>,
  channel: OutboxChannel,
  message: { brandId: string; to: string; subject?: string; body: string; now: Date },
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      brand_id: message.brandId,
      channel,
      recipient: message.to,
      subject: message.subject ?? '',
      body: message.body,
      created_at: message.now,
    })
    .execute();
}

/** The local providers: every message lands in `outbox_messages` (read through /dev/outbox). */
export function outboxProviders(db: Kysely<Database>): Providers {
  return {
    sms: { send: (message) => writeOutbox(db, 'sms', message) },
    mail: { send: (message) => writeOutbox(db, 'email', message) },
  };
}

export interface OutboxEntry {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function readOutbox(
  db: Kysely<Database>,
  recipient: string | undefined,
  limit = 50,
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (recipient) query = query.where('recipient', '=', recipient);
  const rows = await query.execute();
  return rows.map((row) => ({
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}
