import { sql, type Kysely } from 'kysely';
import {
  PROFILE_LABELS,
  type ProfileLabel,
  type SecurityCentreProfile,
  type UpdateProfileBody,
} from '@site/contracts';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { brandDay, timeZoneOf } from '../brands/brandTime.js';
import { registerRulesFor } from '../brands/registerRules.js';
import { checkRule, validationFailure } from '../members/fieldRules.js';

/**
 * The member's profile (spec §3 "other profile labels"): nickname, real name, birthday and the
 * labels the brand enables. The real name is the bank account holder's name that can verify a
 * login from a new address, so once given only customer service may change it.
 */
const NICKNAME_MAX = 20;
const LABEL_MAX = 100;
/** Letters, marks, digits, spaces and common punctuation: no control or format characters. */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N}\p{Zs}.,'&()/#@_+-]+$/u;
/** Messenger handles: no spaces. */
const HANDLE = /^[\p{L}\p{N}._@+-]+$/u;
const HANDLE_LABELS: readonly ProfileLabel[] = ['telegram', 'zalo', 'skype'];

export const realNameLocked = () =>
  new ApiError(409, 'REAL_NAME_LOCKED', 'The real name cannot be changed once set', {
    field: 'payeeName',
  });

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from a yyyy-MM-dd birthday to `today`, the brand's calendar day (yyyy-MM-dd): a
 * member turns 21 at the brand's midnight, not UTC's. Null for an impossible birthday.
 */
export function ageOn(birthday: string, today: string): number | null {
  const match = ISO_DAY.exec(birthday);
  const on = ISO_DAY.exec(today);
  if (!match || !on) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || year < 1900)
    return null;
  const [todayYear, todayMonth, todayDay] = [Number(on[1]), Number(on[2]), Number(on[3])];
  const beforeBirthday = todayMonth < month || (todayMonth === month && todayDay < day);
  return todayYear - year - (beforeBirthday ? 1 : 0);
}

function checkLabel(label: ProfileLabel, value: string): void {
  if ([...value].length > LABEL_MAX)
    throw validationFailure(label, 'length', `Please fill in with 1 - ${LABEL_MAX} characters`, {
      min: 1,
      max: LABEL_MAX,
    });
  const pattern = HANDLE_LABELS.includes(label) ? HANDLE : PLAIN_TEXT;
  if (!pattern.test(value))
    throw validationFailure(label, 'pattern', 'Please remove the characters that are not allowed');
}

export async function readProfile(
  db: Kysely<Database>,
  brand: Brand,
  accountId: string,
): Promise<SecurityCentreProfile> {
  const row = await db
    .selectFrom('accounts')
    .select(['nickname', 'profile'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const enabled = brand.config.securityCentre?.profileLabels ?? [];
  const labels: Partial<Record<ProfileLabel, string>> = {};
  for (const label of enabled) labels[label] = row.profile[label] ?? '';
  return {
    nickname: row.nickname,
    payeeName: row.profile.payeeName ?? '',
    birthday: row.profile.birthday ?? '',
    labels,
    enabledLabels: enabled,
    // One age rule per brand (issue 44 item 4): the registration's tick says the same age.
    birthdayMinAge: brand.config.ageLimit,
  };
}

/** Checks every given field first, then writes them together; '' clears an optional label. */
export async function updateProfile(
  db: Kysely<Database>,
  brand: Brand,
  input: { accountId: string; body: UpdateProfileBody; now: Date },
): Promise<void> {
  const { body } = input;
  const current = await readProfile(db, brand, input.accountId);
  const changes: Record<string, string> = {};
  let nickname: string | undefined;
  if (body.nickname !== undefined) {
    nickname = body.nickname.trim();
    if (nickname === '') throw validationFailure('nickname', 'required', 'Input cannot be empty');
    if ([...nickname].length > NICKNAME_MAX || !PLAIN_TEXT.test(nickname))
      throw validationFailure(
        'nickname',
        'pattern',
        'Please fill in your nickname with 1 - 20 valid characters',
        {
          min: 1,
          max: NICKNAME_MAX,
        },
      );
  }
  if (body.payeeName !== undefined) {
    const payeeName = body.payeeName.trim().replace(/\s+/g, ' ');
    if (current.payeeName !== '' && payeeName !== current.payeeName) throw realNameLocked();
    const rule = registerRulesFor(brand).find((candidate) => candidate.field === 'payeeName')!;
    checkRule(rule, payeeName, true);
    changes.payeeName = payeeName;
  }
  if (body.birthday !== undefined && body.birthday !== '') {
    const age = ageOn(body.birthday, brandDay(timeZoneOf(brand.config), input.now));
    if (age === null || age > 120)
      throw validationFailure('birthday', 'pattern', 'Please enter a valid date (yyyy-MM-dd)');
    if (age < current.birthdayMinAge)
      throw validationFailure(
        'birthday',
        'age',
        `Please confirm you are ${current.birthdayMinAge} years old`,
        { min: current.birthdayMinAge },
      );
    changes.birthday = body.birthday;
  }
  const removed: string[] = [];
  for (const [label, raw] of Object.entries(body.labels ?? {})) {
    if (
      !(PROFILE_LABELS as readonly string[]).includes(label) ||
      !current.enabledLabels.includes(label as ProfileLabel)
    )
      throw validationFailure(label, 'pattern', 'This field is not available');
    const value = (raw ?? '').trim();
    if (value === '') removed.push(label);
    else {
      checkLabel(label as ProfileLabel, value);
      changes[label] = value;
    }
  }
  const patch = JSON.stringify({
    ...changes,
    ...Object.fromEntries(removed.map((label) => [label, null])),
  });
  const updated = await db
    .updateTable('accounts')
    .set({
      ...(nickname !== undefined ? { nickname } : {}),
      // Labels hold strings only, so stripping nulls removes exactly the cleared ones.
      profile: sql<string>`jsonb_strip_nulls(profile || ${patch}::jsonb)`,
    })
    .where('id', '=', input.accountId)
    // A real name written meanwhile by another request is not overwritten.
    .where((eb) =>
      changes.payeeName === undefined
        ? eb.lit(true)
        : eb.or([
            eb(sql`profile->>'payeeName'`, 'is', null),
            eb(sql`profile->>'payeeName'`, '=', changes.payeeName),
          ]),
    )
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw realNameLocked();
}
