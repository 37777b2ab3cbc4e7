import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordProtectionAudit } from './protectionAudit.js';

/** The member's reality-check interval (RTS 13); null follows the brand's default. */
export async function realityCheckChoice(
  db: Kysely<Database>,
  memberId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('protection_settings')
    .select('reality_check_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.reality_check_minutes ?? null;
}

export async function setRealityCheck(
  db: Kysely<Database>,
  input: { member: { id: string; brandId: string }; minutes: number | null; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await realityCheckChoice(trx, input.member.id);
    await trx
      .insertInto('protection_settings')
      .values({
        member_id: input.member.id,
        reality_check_minutes: input.minutes,
        updated_at: input.now,
      })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ reality_check_minutes: input.minutes, updated_at: input.now }),
      )
      .execute();
    await recordProtectionAudit(trx, {
      memberId: input.member.id,
      brandId: input.member.brandId,
      actor: { kind: 'member' },
      action: 'reality-check',
      before: { minutes: before },
      after: { minutes: input.minutes },
      now: input.now,
    });
  });
}
