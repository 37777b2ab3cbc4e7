import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { registerRulesFor } from '../brands/registerRules.js';
import { checkRule } from '../members/fieldRules.js';
import type { Providers } from '../providers/providers.js';
import { securitySettings } from '../security/settings.js';
import {
  invalidCode,
  invalidMobile,
  normaliseDialingCode,
  normaliseMobile,
} from '../verification/smsCodes.js';
import { consumeMemberCode, EMAIL_CODE_MINUTES, sendMemberCode } from './memberCodes.js';

/**
 * Binding a phone number or an e-mail address (spec §4): a code goes to the new number or
 * address, and entering it confirms the binding. A confirmed binding cannot be changed by the
 * member; the database refuses it too (trigger accounts_bindings_locked, migration 0022).
 */
export type BindingChannel = 'mobile' | 'email';

export const bindingErrors = {
  locked: (channel: BindingChannel) =>
    new ApiError(
      409,
      'BINDING_LOCKED',
      channel === 'mobile'
        ? 'A confirmed mobile number cannot be changed'
        : 'A confirmed e-mail address cannot be changed',
      { field: channel === 'mobile' ? 'mobileNum' : 'email' },
    ),
  taken: (channel: BindingChannel) =>
    new ApiError(
      409,
      'BINDING_TAKEN',
      channel === 'mobile'
        ? 'The mobile number is already used by another account'
        : 'The e-mail address is already used by another account',
      { field: channel === 'mobile' ? 'mobileNum' : 'email' },
    ),
};

interface BindingRequest {
  brand: Brand;
  accountId: string;
  channel: BindingChannel;
  value: string;
  countryDialingCode?: string;
  now: Date;
}

/** The value as stored and the address the code goes to; bad input throws the field's error. */
function normalise(brand: Brand, input: BindingRequest) {
  const rules = registerRulesFor(brand);
  if (input.channel === 'mobile') {
    const mobileNum = normaliseMobile(input.value);
    if (!mobileNum) throw invalidMobile();
    checkRule(
      rules.find((rule) => rule.field === 'mobileNum')!,
      mobileNum,
      true,
    );
    const dialingCode = normaliseDialingCode(input.countryDialingCode);
    return {
      value: mobileNum,
      dialingCode,
      // The code proves this number with this country code, nothing else.
      target: `${dialingCode}:${mobileNum}`,
      address: `+${dialingCode}${mobileNum.replace(/^0+/, '')}`,
    };
  }
  const email = input.value.trim().toLowerCase();
  checkRule(
    rules.find((rule) => rule.field === 'email')!,
    email,
    true,
  );
  return { value: email, dialingCode: null, target: email, address: email };
}

async function assertBindable(db: Kysely<Database>, input: BindingRequest, value: string) {
  const account = await db
    .selectFrom('accounts')
    .select(['mobile_verified_at', 'email_verified_at'])
    .where('id', '=', input.accountId)
    .executeTakeFirstOrThrow();
  const confirmed =
    input.channel === 'mobile' ? account.mobile_verified_at : account.email_verified_at;
  if (confirmed) throw bindingErrors.locked(input.channel);
  const column = input.channel === 'mobile' ? 'mobile_num' : 'email';
  const other = await db
    .selectFrom('accounts')
    .select('id')
    .where('brand_id', '=', input.brand.id)
    .where(column, '=', value)
    .where('id', '!=', input.accountId)
    .executeTakeFirst();
  if (other) throw bindingErrors.taken(input.channel);
}

export async function sendBindingCode(
  db: Kysely<Database>,
  providers: Providers,
  input: BindingRequest,
): Promise<{ expiredMinutes: number }> {
  const target = normalise(input.brand, input);
  await assertBindable(db, input, target.value);
  return sendMemberCode(db, providers, {
    accountId: input.accountId,
    brandId: input.brand.id,
    purpose: input.channel === 'mobile' ? 'bind_mobile' : 'bind_email',
    channel: input.channel === 'mobile' ? 'sms' : 'email',
    target: target.target,
    address: target.address,
    expiredMinutes:
      input.channel === 'mobile'
        ? securitySettings(input.brand).smsExpiredMinutes
        : EMAIL_CODE_MINUTES,
    now: input.now,
  });
}

export async function confirmBinding(
  db: Kysely<Database>,
  input: BindingRequest & { code: string },
): Promise<void> {
  const target = normalise(input.brand, input);
  await assertBindable(db, input, target.value);
  const valid = await consumeMemberCode(db, {
    accountId: input.accountId,
    purpose: input.channel === 'mobile' ? 'bind_mobile' : 'bind_email',
    target: target.target,
    code: input.code,
    now: input.now,
  });
  if (!valid) throw invalidCode('code');
  try {
    const query = db.updateTable('accounts').where('id', '=', input.accountId);
    const updated = await (
      input.channel === 'mobile'
        ? query
            .set({
              mobile_num: target.value,
              country_dialing_code: target.dialingCode,
              mobile_verified_at: input.now,
            })
            .where('mobile_verified_at', 'is', null)
        : query
            .set({ email: target.value, email_verified_at: input.now })
            .where('email_verified_at', 'is', null)
    ).executeTakeFirst();
    // Another request confirmed a binding between the check and this write.
    if (Number(updated.numUpdatedRows) === 0) throw bindingErrors.locked(input.channel);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw bindingErrors.taken(input.channel);
    throw error;
  }
}
