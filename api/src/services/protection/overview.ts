import type { ProtectionOverview } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Brand } from '../brands/brandRepository.js';
import { timeZoneOf } from '../brands/brandTime.js';
import { minorToMajor } from '../wallet/money.js';
import { exclusionInForce, exclusionView } from './exclusionState.js';
import { ledgerUseSince } from './ledgerUse.js';
import { moneyLimitsView, sessionLimitView } from './limits.js';
import { protectionConfigOf } from './protectionConfig.js';
import { realityCheckChoice } from './realityCheck.js';

export interface PlayLogin {
  memberId: string;
  startedAt: Date;
}

/**
 * GET /wps/member/protection: the limits with their use, the session limit, the reality check
 * and the current login's figures for it (its start, the net of its bets and returns from the
 * ledger, and when the session limit ends it).
 */
export async function protectionOverview(
  db: Kysely<Database>,
  brand: Brand,
  login: PlayLogin,
  now: Date,
): Promise<ProtectionOverview> {
  const { memberId } = login;
  const brandRealityCheckMinutes = protectionConfigOf(brand).realityCheckMinutes;
  const realityCheckMinutes = await realityCheckChoice(db, memberId);
  const sinceLogin = await ledgerUseSince(db, memberId, login.startedAt);
  const exclusion = await exclusionInForce(db, memberId, now);
  const sessionLimit = await sessionLimitView(db, memberId, now);
  const endsAt =
    sessionLimit.minutes === null
      ? null
      : new Date(login.startedAt.getTime() + sessionLimit.minutes * 60_000);
  return {
    limits: await moneyLimitsView(db, memberId, timeZoneOf(brand.config), now),
    sessionLimit,
    realityCheckMinutes,
    brandRealityCheckMinutes,
    session: {
      startedAt: login.startedAt.toISOString(),
      netPosition: minorToMajor(sinceLogin.returnedMinor - sinceLogin.stakedMinor),
      realityCheckMinutes: realityCheckMinutes ?? brandRealityCheckMinutes,
      endsAt: endsAt?.toISOString() ?? null,
    },
    exclusion: exclusion && exclusionView(exclusion),
    minimumAge: brand.config.ageLimit,
  };
}
