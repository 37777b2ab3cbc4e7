import { createHash } from 'node:crypto';
import type { MessageTarget, SendMessageResult } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { UNIQUE_VIOLATION, withTransactionRetry } from '../wallet/ledger.js';
import { idempotencyConflict } from '../wallet/walletService.js';
import { findBrandAgent, findBrandMember } from './memberTargets.js';
import { excludedAccountIds } from '../protection/exclusionState.js';

/** How deep the downline of an agent is followed (the agent centre's team uses the same idea). */
const MAX_DOWNLINE_DEPTH = 20;

export interface SendMessageInput {
  operator: Operator;
  ip: string;
  brandId: string;
  to: MessageTarget;
  title: string;
  body: string;
  idempotencyKey: string;
  now: Date;
}

const requestHashOf = (input: SendMessageInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.to, input.title, input.body]))
    .digest('hex');

/**
 * The ids of the members a target names, as a subquery: one member, every real member of the
 * brand, those at or above a VIP rank, or the whole downline of an agent. Trial accounts are
 * never part of a segment, nor are accounts under a time-out or self-exclusion: a segment is
 * marketing, which must not reach them (a message to one named member still does).
 */
async function recipientIds(db: Kysely<Database>, brandId: string, to: MessageTarget, now: Date) {
  const members = db
    .selectFrom('accounts')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('is_agent', '<>', TRIAL_ACCOUNT_TYPE);
  if (to.kind === 'member') {
    const member = await findBrandMember(db, brandId, to.account);
    return members.where('id', '=', member.id);
  }
  const base = members.where('id', 'not in', excludedAccountIds(db, now));
  switch (to.kind) {
    case 'brand':
      return base;
    case 'vip':
      return base.where('club_rank_level', '>=', to.minRank);
    case 'downline': {
      const agent = await findBrandAgent(db, brandId, to.agent);
      return base.where(
        'id',
        'in',
        sql<string>`(with recursive team (id, depth) as (
          select a.id, 1 from accounts a where a.upline_id = ${agent.id}
          union all
          select a.id, team.depth + 1 from accounts a join team on a.upline_id = team.id
          where team.depth < ${MAX_DOWNLINE_DEPTH}
        ) select id from team)`,
      );
    }
  }
}

/**
 * Sends an operator message to every member of the target, once per idempotency key and brand:
 * the same key with the same message answers the first send (`replayed`), with another message
 * it is refused. Concurrent retries wait on the key's unique index and then find the first
 * send. The send, its inbox rows and the audit row commit together.
 */
export async function sendOperatorMessage(
  db: Kysely<Database>,
  input: SendMessageInput,
): Promise<SendMessageResult> {
  const requestHash = requestHashOf(input);
  return withTransactionRetry(
    db,
    async (trx) => {
      const previous = await trx
        .selectFrom('message_sends')
        .select(['id', 'request_hash', 'recipients'])
        .where('brand_id', '=', input.brandId)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (previous) {
        if (previous.request_hash !== requestHash) throw idempotencyConflict();
        return { sendId: previous.id, recipients: previous.recipients, replayed: true };
      }
      const recipients = await recipientIds(trx, input.brandId, input.to, input.now);
      const send = await trx
        .insertInto('message_sends')
        .values({
          brand_id: input.brandId,
          idempotency_key: input.idempotencyKey,
          request_hash: requestHash,
          operator_name: input.operator.username,
          target: JSON.stringify(input.to),
          title: input.title,
          body: input.body,
          recipients: 0,
          created_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('member_messages')
        .columns(['account_id', 'kind', 'type', 'title', 'body', 'created_at', 'send_id'])
        .expression(
          recipients.select([
            sql.lit('message').as('kind'),
            sql.lit('operator').as('type'),
            sql<string>`${input.title}::text`.as('title'),
            sql<string>`${input.body}::text`.as('body'),
            sql<Date>`${input.now}::timestamptz`.as('created_at'),
            sql<string>`${send.id}::bigint`.as('send_id'),
          ]),
        )
        .executeTakeFirst();
      const count = Number(inserted.numInsertedOrUpdatedRows ?? 0n);
      await trx
        .updateTable('message_sends')
        .set({ recipients: count })
        .where('id', '=', send.id)
        .execute();
      await recordAudit(trx, {
        operator: input.operator,
        ip: input.ip,
        brandId: input.brandId,
        action: 'message.send',
        targetType: 'message_send',
        targetId: send.id,
        after: { to: input.to, title: input.title, recipients: count },
        now: input.now,
      });
      return { sendId: send.id, recipients: count, replayed: false };
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}
