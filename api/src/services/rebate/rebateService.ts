import type { RebateClaim, RebateClaimPage, RebateLine, RebatePreview } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { RebateClaimLine } from '../../db/rebateVipSchema.js';
import type { Database } from '../../db/schema.js';
import type { Brand } from '../brands/brandRepository.js';
import { syncVipLevel, vipRebatePercent } from '../content/vipService.js';
import type { AccountSummary } from '../members/accountRepository.js';
import { rounds } from '../records/betRecords.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  UNIQUE_VIOLATION,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { percentToBp, rebateConfigOf, rebateMinor } from './rebateConfig.js';
import { rebateErrors } from './rebateErrors.js';

/**
 * The manual rebate (issue 13, spec §1 flag MANUAL_REBATE): the member's valid bets of rounds
 * settled since the last claim, at the brand's rate per game category (plus the VIP level's
 * bonus), shown before claiming and claimed once.
 *
 * A claim covers (period_start, period_end]: the start is the last claim's end (the epoch
 * before the first claim), the end is now less `SETTLE_LAG_MS`, so a round whose settling
 * transaction is still committing when the claim reads is left for the next claim rather
 * than lost. The claim row is unique on (member, period_start): two claims at once insert the
 * same start, one waits for the other and fails on the key, and its retry finds nothing left.
 */
export const SETTLE_LAG_MS = 2_000;

/** Before the first claim the window opens at the epoch: every round the member ever played. */
const FIRST_START = new Date(0);

/** Categories in the order the lobby shows them; others after, by code. */
const CATEGORY_ORDER = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT'];
const categoryRank = (category: string) => {
  const index = CATEGORY_ORDER.indexOf(category);
  return index === -1 ? CATEGORY_ORDER.length : index;
};

interface Computed {
  start: Date;
  end: Date;
  vipLevel: number;
  vipBonusBp: number;
  lines: RebateClaimLine[];
  validBetMinor: bigint;
  totalMinor: bigint;
}

async function lastClaimEnd(db: Kysely<Database>, memberId: string): Promise<Date> {
  const row = await db
    .selectFrom('rebate_claims')
    .select(sql<Date | null>`max(period_end)`.as('end'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.end ? new Date(row.end) : FIRST_START;
}

/** The window's valid bets per category, from the same rounds as the betting record. */
async function validBetsByCategory(
  db: Kysely<Database>,
  memberId: string,
  start: Date,
  end: Date,
): Promise<Map<string, bigint>> {
  const rows = await rounds(db, { memberId, range: { start: FIRST_START, end } })
    .select(['r.category', sql<string>`coalesce(sum(r.valid_bet_minor), 0)`.as('valid_bet')])
    .where('r.status', '=', 'SETTLED')
    .where('r.settled_at', '>', start)
    .where('r.settled_at', '<=', end)
    .groupBy('r.category')
    .execute();
  return new Map(rows.map((row) => [row.category, BigInt(row.valid_bet)]));
}

async function compute(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  vipLevel: number,
  now: Date,
): Promise<Computed> {
  const config = rebateConfigOf(brand);
  const start = await lastClaimEnd(db, member.id);
  const end = new Date(Math.max(now.getTime() - SETTLE_LAG_MS, start.getTime()));
  const bets =
    end > start ? await validBetsByCategory(db, member.id, start, end) : new Map<string, bigint>();
  const vipBonusBp = config.vipBonus
    ? percentToBp(vipRebatePercent(vipLevel) - vipRebatePercent(0))
    : 0;
  // Every category with a rate (so the member sees the rates), and any other they played.
  const categories = new Set([
    ...Object.entries(config.ratesPercent)
      .filter(([, percent]) => percent > 0)
      .map(([category]) => category),
    ...bets.keys(),
  ]);
  const lines = [...categories]
    .sort((a, b) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map((category) => {
      const validBetMinor = bets.get(category) ?? 0n;
      const own = config.ratesPercent[category];
      const rateBp = own && own > 0 ? percentToBp(own) + vipBonusBp : 0;
      return {
        category,
        validBetMinor: validBetMinor.toString(),
        rateBp,
        rebateMinor: rebateMinor(validBetMinor, rateBp).toString(),
      };
    });
  const sum = (pick: (line: RebateClaimLine) => string) =>
    lines.reduce((total, line) => total + BigInt(pick(line)), 0n);
  return {
    start,
    end,
    vipLevel,
    vipBonusBp,
    lines,
    validBetMinor: sum((line) => line.validBetMinor),
    totalMinor: sum((line) => line.rebateMinor),
  };
}

const lineView = (line: RebateClaimLine): RebateLine => ({
  category: line.category,
  validBet: minorToMajor(line.validBetMinor),
  ratePercent: line.rateBp / 100,
  rebate: minorToMajor(line.rebateMinor),
});

const startView = (start: Date) => (start.getTime() === FIRST_START.getTime() ? null : start);

/** What a claim now would pay, per category. */
export async function rebatePreview(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  now: Date,
): Promise<RebatePreview> {
  const { level } = await syncVipLevel(db, member, now);
  const computed = await compute(db, brand, member, level, now);
  return {
    periodStart: startView(computed.start)?.toISOString() ?? null,
    periodEnd: computed.end.toISOString(),
    vipLevel: computed.vipLevel,
    vipBonusPercent: computed.vipBonusBp / 100,
    lines: computed.lines.map(lineView),
    validBet: minorToMajor(computed.validBetMinor),
    total: minorToMajor(computed.totalMinor),
  };
}

interface ClaimRow {
  id: string;
  period_start: Date;
  period_end: Date;
  valid_bet_minor: string;
  amount_minor: string;
  vip_level: number;
  lines: RebateClaimLine[];
  transaction_id: string;
  created_at: Date;
}

const claimView = (row: ClaimRow): RebateClaim => ({
  id: row.id,
  claimedAt: row.created_at.toISOString(),
  periodStart: startView(new Date(row.period_start))?.toISOString() ?? null,
  periodEnd: new Date(row.period_end).toISOString(),
  vipLevel: row.vip_level,
  lines: row.lines.filter((line) => BigInt(line.validBetMinor) > 0n).map(lineView),
  validBet: minorToMajor(row.valid_bet_minor),
  amount: minorToMajor(row.amount_minor),
  transactionId: String(row.transaction_id),
});

const CLAIM_COLUMNS = [
  'id',
  'period_start',
  'period_end',
  'valid_bet_minor',
  'amount_minor',
  'vip_level',
  'lines',
  'transaction_id',
  'created_at',
] as const;

/**
 * Claims the rebate of the window since the last claim: one `rebate_claims` row and one REBATE
 * credit from the house to the member's main wallet, in one transaction, keyed by the window.
 * Nothing to claim (no valid bet, or a rebate that rounds to zero) is refused.
 */
export async function claimRebate(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  now: Date,
): Promise<RebateClaim> {
  const { level } = await syncVipLevel(db, member, now);
  return withTransactionRetry(
    db,
    async (trx) => {
      const computed = await compute(trx, brand, member, level, now);
      if (computed.totalMinor <= 0n) throw rebateErrors.nothingToClaim();
      const ledgerMember = { id: member.id, brandId: brand.id, isTrial: false };
      const mainId = await openMainWallet(trx, ledgerMember, now);
      const houseId = await ensureHouseAccount(trx, brand.id, 'HOUSE');
      await lockAccounts(trx, [mainId, houseId]);
      const transactionId = await postTransaction(trx, {
        brandId: brand.id,
        memberId: member.id,
        kind: 'REBATE',
        idempotencyKey: `rebate:${computed.start.toISOString()}`,
        result: { periodStart: computed.start, periodEnd: computed.end },
        now,
        entries: [
          { accountId: mainId, amountMinor: computed.totalMinor },
          { accountId: houseId, amountMinor: -computed.totalMinor },
        ],
      });
      const row = await trx
        .insertInto('rebate_claims')
        .values({
          brand_id: brand.id,
          member_id: member.id,
          period_start: computed.start,
          period_end: computed.end,
          valid_bet_minor: computed.validBetMinor,
          amount_minor: computed.totalMinor,
          vip_level: computed.vipLevel,
          lines: JSON.stringify(computed.lines),
          transaction_id: transactionId,
          created_at: now,
        })
        .returning(CLAIM_COLUMNS)
        .executeTakeFirstOrThrow();
      return claimView(row as ClaimRow);
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

/** The member's claims, newest first. */
export async function rebateClaims(
  db: Kysely<Database>,
  memberId: string,
  page: { pageNo: number; pageSize: number },
): Promise<RebateClaimPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('rebate_claims')
      .select(CLAIM_COLUMNS)
      .where('member_id', '=', memberId)
      .orderBy('period_end', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('rebate_claims')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => claimView(row as ClaimRow)), total: Number(count.total) };
}
