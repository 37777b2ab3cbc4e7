import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createSession, type SessionPolicy } from '../auth/sessions.js';
import type { Brand } from '../brands/brandRepository.js';
import { consumeRate } from '../security/rateLimiter.js';
import { TRIAL_ACCOUNT_TYPE } from './accountRepository.js';
import { UNUSABLE_PASSWORD_HASH } from '../auth/passwordPolicy.js';
import { createMemberAccount, randomSuffix } from './accountSecurity.js';

/** Demo balance of a free-play account: 2,000.00 in minor units. */
export const TRIAL_BALANCE_MINOR = 200_000n;
export const FREE_PLAY_PER_IP_PER_HOUR = 10;

/** Creates a trial account (isAgent 4, `trial_<random>`, demo balance) and logs it in. */
export async function startFreePlay(
  deps: { db: Kysely<Database>; sessionPolicy: SessionPolicy },
  input: { brand: Brand; ip: string; now: Date },
): Promise<{ token: string }> {
  const { db } = deps;
  await consumeRate(
    db,
    {
      scope: 'freeplay-ip',
      key: input.ip,
      windowMs: 60 * 60 * 1000,
      limit: FREE_PLAY_PER_IP_PER_HOUR,
    },
    input.now,
    'too many requests, try again later',
  );
  const username = `trial_${randomSuffix(5)}`;
  const accountId = await db.transaction().execute((trx) =>
    createMemberAccount(trx, {
      brandId: input.brand.id,
      username,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      mustChangePassword: false,
      nickname: 'Guest',
      isAgent: TRIAL_ACCOUNT_TYPE,
      uplineId: null,
      currency: input.brand.config.currency,
      balanceMinor: TRIAL_BALANCE_MINOR,
      mobileNum: null,
      dialingCode: null,
      email: null,
      referralCode: null,
      profile: {},
      now: input.now,
    }),
  );
  await db
    .updateTable('accounts')
    .set({ first_login_at: input.now, club_label_name: 'Trial', club_rank_level: 0 })
    .where('id', '=', accountId)
    .execute();
  const token = await createSession(db, {
    accountId,
    brandId: input.brand.id,
    ip: input.ip,
    now: input.now,
    policy: deps.sessionPolicy,
    loginType: 'freeplay',
  });
  return { token };
}
