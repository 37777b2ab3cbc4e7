import type {
  PlayerBetPage,
  PlayerDepositPage,
  PlayerLedgerPage,
  PlayerMessagePage,
  PlayerProfile,
  PlayerRewards,
  PlayerSearchPage,
  PlayerSessions,
  PlayerStatus,
  PlayerSummary,
  PlayerWithdrawalPage,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import { likePrefix } from '../../db/likePattern.js';
import { pagedList, type PageRequest } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { findBrandIdByCode } from '../brands/brandRepository.js';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { paymentPasswordStatus } from '../members/paymentPassword.js';
import { listMessages } from '../messages/inbox.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { assertOperatorBrand } from '../../plugins/operatorAuth.js';
import { betPage } from '../records/betRecords.js';
import { listBonuses } from '../rewards/memberBonuses.js';
import { minorToMajor } from '../wallet/money.js';
import { listWallets, readBalance } from '../wallet/walletService.js';

/*
 * What an operator reads about players (issue 45 item 4). Trial (free play) accounts are no
 * players: search skips them and a page of one is 404, as for an unknown account.
 */

/** A player as the routes name it, once its brand is allowed to the operator. */
export interface PlayerRef {
  id: string;
  brandId: string;
  merchantCode: string;
  username: string;
}

const statusOf = (row: { disabled_at: Date | null; under_age_closed_at: Date | null }) =>
  (row.under_age_closed_at ? 'closed' : row.disabled_at ? 'locked' : 'active') as PlayerStatus;

/**
 * The player `account` of the brand `merchantCode`: 403 when the operator may not act on the
 * brand, 404 when no such (non-trial) member is there.
 */
export async function findPlayer(
  db: Kysely<Database>,
  operator: Operator,
  merchantCode: string,
  account: string,
): Promise<PlayerRef> {
  const brandId = await findBrandIdByCode(db, merchantCode);
  if (!brandId) throw errors.brandNotFound();
  assertOperatorBrand(operator, brandId);
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('brand_id', '=', brandId)
    .where('username_key', '=', account.trim().toLowerCase())
    .where('is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .executeTakeFirst();
  if (!row) throw errors.notFound('Player');
  return { id: row.id, brandId, merchantCode, username: row.username };
}

/**
 * Members of the operator's brands (or of `brand`) whose username, phone, e-mail or live payout
 * account number is `q` or begins with it; oldest account first, so pages keep their order.
 */
export async function searchPlayers(
  db: Kysely<Database>,
  input: { operator: Operator; q: string; brand?: string | undefined; page: PageRequest },
): Promise<PlayerSearchPage> {
  let brandIds = input.operator.brandIds;
  if (input.brand) {
    const brandId = await findBrandIdByCode(db, input.brand);
    if (!brandId) throw errors.brandNotFound();
    assertOperatorBrand(input.operator, brandId);
    brandIds = [brandId];
  }
  const prefix = likePrefix(input.q.trim().toLowerCase());
  let query = db
    .selectFrom('accounts as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .where('a.is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .select((eb) => [
      'b.merchant_code',
      'a.username',
      'a.nickname',
      'a.mobile_num',
      'a.email',
      'a.created_at',
      'a.disabled_at',
      'a.under_age_closed_at',
      // Whichever field matched, in the order of the search's condition below.
      eb
        .case()
        .when('a.username_key', 'like', prefix)
        .then('username')
        .when('a.mobile_num', 'like', prefix)
        .then('mobile')
        .when(sql<string>`lower(a.email)`, 'like', prefix)
        .then('email')
        .else('payoutAccount')
        .end()
        .$castTo<PlayerSummary['matched']>()
        .as('matched'),
    ])
    .where((eb) =>
      eb.or([
        eb('a.username_key', 'like', prefix),
        eb('a.mobile_num', 'like', prefix),
        eb(sql<string>`lower(a.email)`, 'like', prefix),
        eb.exists(
          eb
            .selectFrom('payout_accounts as p')
            .select('p.id')
            .whereRef('p.account_id', '=', 'a.id')
            .where('p.deleted_at', 'is', null)
            .where(sql<string>`lower(p.account_number)`, 'like', prefix),
        ),
      ]),
    )
    .orderBy('a.id');
  if (brandIds) query = query.where('a.brand_id', 'in', brandIds);
  return pagedList(query, input.page, (row) => ({
    merchantCode: row.merchant_code,
    account: row.username,
    nickname: row.nickname,
    mobile: row.mobile_num,
    email: row.email,
    matched: row.matched,
    status: statusOf(row),
    registeredAt: row.created_at.toISOString(),
  }));
}

/** The player's page: account, VIP, upline, last sign-in, balance and the payment password. */
export async function playerProfile(
  db: Kysely<Database>,
  player: PlayerRef,
  now: Date,
): Promise<PlayerProfile> {
  const [row, lastLogin, balance, wallets, paymentPassword] = await Promise.all([
    db
      .selectFrom('accounts as a')
      .leftJoin('accounts as u', 'u.id', 'a.upline_id')
      .select([
        'a.nickname',
        'a.is_agent',
        'a.club_rank_level',
        'a.club_label_name',
        'a.mobile_num',
        'a.country_dialing_code',
        'a.mobile_verified_at',
        'a.email',
        'a.email_verified_at',
        'a.created_at',
        'a.disabled_at',
        'a.under_age_closed_at',
        'u.username as upline',
      ])
      .where('a.id', '=', player.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('account_login_ips')
      .select(['ip', 'last_seen_at'])
      .where('account_id', '=', player.id)
      .orderBy('last_seen_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    readBalance(db, player.id),
    listWallets(db, player.id),
    paymentPasswordStatus(db, player.id, now),
  ]);
  return {
    merchantCode: player.merchantCode,
    account: player.username,
    nickname: row.nickname,
    status: statusOf(row),
    lockedAt: row.disabled_at?.toISOString() ?? null,
    vipLevel: row.club_rank_level,
    vipLabel: row.club_label_name,
    isAgent: AGENT_ACCOUNT_TYPES.includes(row.is_agent),
    upline: row.upline,
    mobile:
      row.mobile_num && row.country_dialing_code
        ? `+${row.country_dialing_code} ${row.mobile_num}`
        : row.mobile_num,
    mobileVerified: row.mobile_verified_at !== null,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: lastLogin?.last_seen_at.toISOString() ?? null,
    lastLoginIp: lastLogin?.ip ?? null,
    balance: minorToMajor(balance.sumMinor),
    currency: balance.currency,
    wallets: wallets.wallets,
    paymentPassword: { isSet: paymentPassword.isSet, lockedUntil: paymentPassword.lockedUntil },
  };
}

/**
 * The member's side of each ledger transaction (the sum over its wallets; a transfer between
 * its own wallets nets to nothing and is left out, as in the statement), newest first.
 */
export async function playerLedger(
  db: Kysely<Database>,
  player: PlayerRef,
  page: PageRequest,
): Promise<PlayerLedgerPage> {
  const lines = db
    .selectFrom('wallet_transactions as t')
    .select((eb) => [
      't.id',
      't.kind',
      't.created_at',
      // The reason is in the movement's result (a closure), or in the audit row of the operator
      // who made it (an adjustment names its transaction there).
      sql<string | null>`coalesce(t.result->>'reason', (
        select a.reason from operator_audit a
        where a.target_type = 'member' and a.target_id = t.member_id::text
          and a.after->>'transactionId' = t.id::text
        limit 1))`.as('reason'),
      eb
        .selectFrom('ledger_entries as e')
        .innerJoin('wallet_accounts as w', 'w.id', 'e.account_id')
        .select((sub) => sub.fn.sum<string>('e.amount_minor').as('sum'))
        .whereRef('e.transaction_id', '=', 't.id')
        .where('w.member_id', '=', player.id)
        .as('amount_minor'),
    ])
    .where('t.member_id', '=', player.id)
    .as('l');
  const query = db
    .selectFrom(lines)
    .selectAll()
    .where('l.amount_minor', '<>', '0')
    .orderBy('l.id', 'desc');
  return pagedList(query, page, (row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    kind: row.kind,
    amount: minorToMajor(BigInt(row.amount_minor ?? 0)),
    reason: row.reason,
  }));
}

/** Every product's rounds (the member's betting record, all time), newest first. */
export async function playerBets(
  db: Kysely<Database>,
  player: PlayerRef,
  page: PageRequest,
  now: Date,
): Promise<PlayerBetPage> {
  const range = { start: new Date(0), end: new Date(now.getTime() + 86_400_000) };
  const { list, total } = await betPage(db, { memberId: player.id, range }, page);
  return {
    list: list.map(({ memberId: _memberId, ...record }) => record),
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

export function playerDeposits(
  db: Kysely<Database>,
  player: PlayerRef,
  page: PageRequest,
): Promise<PlayerDepositPage> {
  const query = db
    .selectFrom('deposit_orders')
    .select([
      'id',
      'reference',
      'method',
      'amount_minor',
      'state',
      'created_at',
      'settled_at',
      'fail_reason',
    ])
    .where('account_id', '=', player.id)
    .orderBy('id', 'desc');
  return pagedList(query, page, (row) => ({
    id: row.id,
    reference: row.reference,
    method: row.method,
    amount: minorToMajor(row.amount_minor),
    state: row.state,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    failReason: row.fail_reason,
  }));
}

export function playerWithdrawals(
  db: Kysely<Database>,
  player: PlayerRef,
  page: PageRequest,
): Promise<PlayerWithdrawalPage> {
  const query = db
    .selectFrom('withdrawal_orders as w')
    .innerJoin('payout_accounts as p', 'p.id', 'w.payout_account_id')
    .select([
      'w.id',
      'w.order_no',
      'w.amount_minor',
      'w.status',
      'w.created_at',
      'w.reject_reason',
      'p.provider',
      'p.account_number',
    ])
    .where('w.account_id', '=', player.id)
    .orderBy('w.id', 'desc');
  return pagedList(query, page, (row) => ({
    id: row.id,
    orderNo: row.order_no,
    amount: minorToMajor(row.amount_minor),
    status: row.status,
    payout: `${row.provider} ${row.account_number}`,
    createdAt: row.created_at.toISOString(),
    rejectReason: row.reject_reason,
  }));
}

/** The member's bonuses with their turnover, as its reward centre shows them. */
export const playerRewards = (
  db: Kysely<Database>,
  player: PlayerRef,
  now: Date,
): Promise<PlayerRewards> => listBonuses(db, player.id, now);

/** The member's inbox as the member sees it (read or not), newest first. */
export async function playerMessages(
  db: Kysely<Database>,
  player: PlayerRef,
  page: PageRequest,
): Promise<PlayerMessagePage> {
  const { list, total, totalPages } = await listMessages(db, player.id, { ...page, status: 'all' });
  return { list, total, totalPages };
}

/** Open sessions and every address the account signed in from (at most 100 of each). */
export async function playerSessions(
  db: Kysely<Database>,
  player: PlayerRef,
  now: Date,
): Promise<PlayerSessions> {
  const [sessions, addresses] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['ip', 'login_type', 'user_agent', 'created_at', 'last_seen_at'])
      .where('account_id', '=', player.id)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('account_login_ips')
      .select(['ip', 'first_seen_at', 'last_seen_at'])
      .where('account_id', '=', player.id)
      .orderBy('last_seen_at', 'desc')
      .limit(100)
      .execute(),
  ]);
  return {
    sessions: sessions.map((row) => ({
      ip: row.ip,
      loginType: row.login_type,
      userAgent: row.user_agent,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
    addresses: addresses.map((row) => ({
      ip: row.ip,
      firstSeenAt: row.first_seen_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
  };
}
