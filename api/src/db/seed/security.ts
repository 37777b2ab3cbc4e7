import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** Demo contact details, affiliate codes and unread messages (set only where still empty). */
export async function seedSecurity(
  trx: Transaction<Database>,
  brandId: string,
  merchantCode: string,
): Promise<void> {
  const domain = `${merchantCode.toLowerCase()}.example`;
  const member = await trx
    .updateTable('accounts')
    .set({ mobile_num: '01712345678', country_dialing_code: '880', email: `demo_member@${domain}` })
    .where('brand_id', '=', brandId)
    .where('username_key', '=', 'demo_member')
    .where('mobile_num', 'is', null)
    .where('email', 'is', null)
    .returning('id')
    .executeTakeFirst();
  await trx
    .updateTable('accounts')
    .set({ affiliate_code: `${merchantCode}-KARIM`, email: `demo_agent@${domain}` })
    .where('brand_id', '=', brandId)
    .where('username_key', '=', 'demo_agent')
    .where('affiliate_code', 'is', null)
    .execute();
  // Messages only on the run that first filled in the member's contact details.
  if (member) {
    await trx
      .insertInto('member_messages')
      .values([
        // Platform messages: the member centre writes them in the reader's language.
        {
          account_id: member.id,
          kind: 'message',
          type: 'deposit_credited',
          title: 'Deposit credited',
          params: JSON.stringify({ amount: '5000.00', reference: 'DEMO-D-1001' }),
        },
        {
          account_id: member.id,
          kind: 'message',
          type: 'withdrawal_approved',
          title: 'Withdrawal approved',
          params: JSON.stringify({ amount: '2000.00', reference: 'DEMO-W-2001' }),
        },
      ])
      .execute();
  }
}
