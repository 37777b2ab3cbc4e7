import { sql } from 'kysely';
import {
  answerContract,
  offerContract,
  type ContractTerms,
} from '../../src/services/agent/contracts.js';
import { transferToDownline } from '../../src/services/agent/downlines.js';
import type { TestContext } from './testApp.js';
import { memberId, seamless } from './wallet.js';

/**
 * An agent chain for the contract tests: accounts registered through the agent centre, money
 * passed down through the ledger, contracts offered and accepted, and house-game rounds played.
 */
export function agentChain(ctx: () => TestContext, password: string, game = 'PADMA_FORTUNE') {
  const ids: Record<string, string> = {};
  let brandId = '';

  return {
    ids,
    brandId: () => brandId,
    async init() {
      brandId = (
        await ctx()
          .database.db.selectFrom('brands')
          .select('id')
          .where('merchant_code', '=', 'PADMA')
          .executeTakeFirstOrThrow()
      ).id;
      ids.demo_agent = await memberId(ctx().database.db, 'PADMA', 'demo_agent');
    },

    /** The account's main wallet balance, in minor units. */
    async main(username: string): Promise<bigint> {
      const row = await ctx()
        .database.db.selectFrom('wallet_accounts')
        .select('balance_minor')
        .where('member_id', '=', ids[username]!)
        .where('kind', '=', 'MAIN')
        .executeTakeFirst();
      return BigInt(row?.balance_minor ?? 0);
    },

    /** What the account received (and paid) in movements of the kind, in minor units. */
    async received(username: string, kind: 'SALARY' | 'DIVIDEND'): Promise<string> {
      return (
        await sql<{ amount: string }>`
          select coalesce(sum(e.amount_minor), 0) as amount from ledger_entries e
          join wallet_accounts a on a.id = e.account_id
          join wallet_transactions t on t.id = e.transaction_id
          where a.member_id = ${ids[username]!} and t.kind = ${kind}`.execute(ctx().database.db)
      ).rows[0]!.amount;
    },

    /** One settled house-game round of the player. */
    async round(account: string, id: string, stake: number, win: number) {
      const base = { account, roundId: id, gameCode: game };
      expect(
        (await seamless(ctx().app, 'bet', { ...base, transactionId: `${id}-b`, amount: stake }))
          .statusCode,
      ).toBe(200);
      expect(
        (await seamless(ctx().app, 'win', { ...base, transactionId: `${id}-w`, amount: win }))
          .statusCode,
      ).toBe(200);
    },

    /** Registers a downline through the agent centre as the logged-in agent. */
    async register(headers: Record<string, string>, username: string, type: 'member' | 'agent') {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/wps/agent/team/register',
        headers,
        payload: { username, password, confirmPassword: password, type },
      });
      expect(response.statusCode).toBe(200);
      ids[username] = await memberId(ctx().database.db, 'PADMA', username);
    },

    async give(from: string, to: string, amount: number, key: string) {
      await transferToDownline(ctx().database.db, {
        agent: { id: ids[from]!, brandId, isTrial: false },
        downline: { id: ids[to]!, username: to, level: 1, isAgent: 0 },
        amountMinor: BigInt(amount * 100),
        idempotencyKey: key,
        now: ctx().clock.now(),
      });
    },

    async offerAndAccept(payer: string | null, agent: string, terms: ContractTerms) {
      const id = await offerContract(ctx().database.db, {
        brandId,
        payerId: payer ? ids[payer]! : null,
        agentId: ids[agent]!,
        terms,
        now: ctx().clock.now(),
      });
      await answerContract(ctx().database.db, {
        agentId: ids[agent]!,
        contractId: id,
        answer: 'accept',
        now: ctx().clock.now(),
      });
      return id;
    },
  };
}
