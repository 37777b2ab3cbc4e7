import type {
  DownlineTransfer,
  DownlineType,
  RegisteredDownline,
  ReferralLink,
} from '@site/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linkQrSvg } from '../../http/qrSvg.js';
import { hashPassword, type PasswordHashParams } from '../auth/password.js';
import { mustChangeAtNextLogin } from '../auth/passwordPolicy.js';
import type { Brand } from '../brands/brandRepository.js';
import { registerRulesFor } from '../brands/registerRules.js';
import { brandSiteOrigin } from '../brands/siteOrigin.js';
import { createMemberAccount } from '../members/accountSecurity.js';
import { checkRule, validationFailure } from '../members/fieldRules.js';
import { UNIQUE_VIOLATION, type LedgerMember } from '../wallet/ledger.js';
import { transferBetweenMembers } from '../wallet/memberTransfer.js';
import { minorToMajor } from '../wallet/money.js';
import { teamErrors, type TeamNode } from './subtree.js';

/** isAgent of a sub-agent an agent registers (spec §6 lists 1, 2, 41, 42 as agents). */
export const SUB_AGENT_TYPE = 2;

/** The direct downline of that name (money goes one level down at a time), or 404 NOT_IN_TEAM. */
export function directDownline(team: TeamNode[], account: string): TeamNode {
  const key = account.trim().toLowerCase();
  const downline = team.find((node) => node.level === 1 && node.username.toLowerCase() === key);
  if (!downline) throw teamErrors.notInTeam();
  return downline;
}

export interface DownlineTransferRequest {
  agent: LedgerMember;
  /** A direct downline of the agent (`directDownline`). */
  downline: TeamNode;
  amountMinor: bigint;
  idempotencyKey: string;
  now: Date;
}

/**
 * Moves money from the agent's main wallet to a direct downline's, once per idempotency key (the
 * same key with another request: 409). The ledger checks the pair against the tree again.
 */
export async function transferToDownline(
  db: Kysely<Database>,
  request: DownlineTransferRequest,
): Promise<DownlineTransfer> {
  const { agent, downline, amountMinor, idempotencyKey, now } = request;
  const requestHash = createHash('sha256')
    .update(JSON.stringify(['DOWNLINE_TRANSFER', downline.id, amountMinor.toString()]))
    .digest('hex');
  return transferBetweenMembers<DownlineTransfer>(db, {
    kind: 'DOWNLINE_TRANSFER',
    member: agent,
    counterparty: async () => downline,
    amountMinor,
    idempotencyKey,
    requestHash,
    now,
    result: (transactionId, balanceAfterMinor) => ({
      transactionId,
      account: downline.username,
      amount: minorToMajor(amountMinor),
      balance: minorToMajor(balanceAfterMinor),
    }),
  });
}

export interface RegisterDownlineInput {
  brand: Brand;
  agentId: string;
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineType;
  now: Date;
}

/**
 * A member or a sub-agent directly under the agent, with the brand's username and password
 * rules (the same ones the public registration enforces). No session is opened: the agent
 * hands the credentials over, and the first login forces a change where the policy says so.
 */
export async function registerDownline(
  db: Kysely<Database>,
  passwordHash: PasswordHashParams,
  input: RegisterDownlineInput,
): Promise<RegisteredDownline> {
  const username = input.username.trim();
  for (const rule of registerRulesFor(input.brand)) {
    if (rule.field === 'username') checkRule(rule, username, true);
    if (rule.field === 'password') checkRule(rule, input.password, true);
  }
  if (input.confirmPassword !== input.password) {
    throw validationFailure('confirmPassword', 'mismatch', 'Incorrect confirmation input');
  }
  const isAgent = input.type === 'agent' ? SUB_AGENT_TYPE : 0;
  const hash = await hashPassword(input.password, passwordHash);
  try {
    await db.transaction().execute((trx) =>
      createMemberAccount(trx, {
        brandId: input.brand.id,
        username,
        passwordHash: hash,
        mustChangePassword: mustChangeAtNextLogin(input.password),
        nickname: username,
        isAgent,
        uplineId: input.agentId,
        currency: input.brand.config.currency,
        balanceMinor: 0n,
        mobileNum: null,
        dialingCode: null,
        email: null,
        referralCode: null,
        profile: {},
        now: input.now,
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw validationFailure('username', 'taken', 'The username is already taken');
    }
    throw error;
  }
  return { account: username, isAgent };
}

/**
 * The agent's invitation code (given one on first use: `<MERCHANT>-<random>`, unique per brand
 * in the database), the registration link on the brand's own site, and its QR code.
 */
export async function referralLink(
  db: Kysely<Database>,
  brand: Brand,
  agentId: string,
  requestOrigin: string | undefined,
): Promise<ReferralLink> {
  let code = (
    await db
      .selectFrom('accounts')
      .select('affiliate_code')
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow()
  ).affiliate_code;
  while (!code) {
    const candidate = `${brand.merchantCode}-${randomBytes(4).toString('hex').toUpperCase()}`;
    try {
      const row = await db
        .updateTable('accounts')
        .set({ affiliate_code: candidate })
        .where('id', '=', agentId)
        .where('affiliate_code', 'is', null)
        .returning('affiliate_code')
        .executeTakeFirst();
      // Null when a concurrent call gave the code first: read the one it gave.
      code =
        row?.affiliate_code ??
        (
          await db
            .selectFrom('accounts')
            .select('affiliate_code')
            .where('id', '=', agentId)
            .executeTakeFirstOrThrow()
        ).affiliate_code;
    } catch (error) {
      // Another agent holds that code already: draw again.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }
  const link = `${brandSiteOrigin(brand, requestOrigin)}/register?affiliateCode=${encodeURIComponent(code)}`;
  return { affiliateCode: code, link, qrSvg: await linkQrSvg(link) };
}
