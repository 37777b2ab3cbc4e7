import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsolidatedFunds, MerchantWallet, WalletBalance, WalletTransfer } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { isTrialAccount } from '../services/members/accountRepository.js';
import { BalanceCache } from '../services/wallet/balanceCache.js';
import type { LedgerMember } from '../services/wallet/ledger.js';
import { walletConfigOf } from '../services/wallet/walletConfig.js';
import {
  balanceView,
  consolidateFunds,
  readBalance,
  singleWallet,
  transfer,
  transferSides,
} from '../services/wallet/walletService.js';

const WALLET_GUARDS = { gate: true, auth: true } as const;

/** MAIN or a vendor code (the lobby's `vassalage`). */
const WalletSide = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{1,100}$';

const TransferBody = Type.Object(
  {
    from: WalletSide,
    to: WalletSide,
    // The money keyword (http/money.ts) accepts a number or a decimal string.
    amount: Type.Unsafe<number | string>(moneySchema({ positive: true, max: 1_000_000_000 })),
    idempotencyKey: Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN })),
  },
  { additionalProperties: false },
);

/** Trial accounts (isAgent 4) may move their play money too: see README "Wallet". */
async function ledgerMember(request: FastifyRequest): Promise<LedgerMember> {
  const { account } = await request.requireMember();
  return { id: account.id, brandId: account.brandId, isTrial: isTrialAccount(account) };
}

function idempotencyKeyOf(request: FastifyRequest, fromBody: unknown): string {
  const raw = request.headers['idempotency-key'];
  const fromHeader = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const bodyKey = typeof fromBody === 'string' ? fromBody : undefined;
  if (fromHeader !== undefined && !new RegExp(IDEMPOTENCY_KEY_PATTERN).test(fromHeader))
    throw errors.validation('Idempotency-Key', 'Idempotency-Key must be 1-100 of [A-Za-z0-9_.:-]');
  if (fromHeader && bodyKey && fromHeader !== bodyKey)
    throw errors.validation('idempotencyKey', 'Idempotency-Key header and body differ');
  const key = fromHeader || bodyKey;
  if (!key) throw errors.validation('idempotencyKey', 'An idempotency key is required');
  return key;
}

export const walletRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const balances = new BalanceCache(fastify.clock);
  await balances.follow(fastify.notifications);
  fastify.addHook('onClose', async () => balances.close());

  fastify.get(
    '/wps/v2/wallets/balance',
    {
      config: { brand: true, gate: true, auth: true },
      schema: { response: okResponse(WalletBalance) },
    },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      const stored = await balances.read(account.id, () => readBalance(fastify.db, account.id));
      return ok(balanceView(stored, brand.config.currencySymbol));
    },
  );

  fastify.relay.register({
    name: 'GCS_merchantWallet',
    methods: ['GET'],
    guards: WALLET_GUARDS,
    schema: { response: MerchantWallet },
    async handle(request) {
      const brand = await request.requireBrand();
      return { isSingle: walletConfigOf(brand).isSingle };
    },
  });

  fastify.relay.register({
    name: 'GCS_walletTransfer',
    methods: ['POST'],
    guards: WALLET_GUARDS,
    schema: { body: TransferBody, response: WalletTransfer },
    async handle(request, { body }) {
      const brand = await request.requireBrand();
      if (walletConfigOf(brand).isSingle) throw singleWallet();
      const member = await ledgerMember(request);
      const idempotencyKey = idempotencyKeyOf(request, body.idempotencyKey);
      const amountMinor = moneyInMinor(body.amount, 'amount');
      const sides = await transferSides(fastify.db, body.from, body.to);
      return transfer(fastify.db, {
        member,
        ...sides,
        amountMinor,
        idempotencyKey,
        now: fastify.clock.now(),
      });
    },
  });

  fastify.route({
    method: ['GET', 'POST'],
    url: '/wps/member/info/funds/consolidated',
    config: { brand: true, gate: true, auth: true },
    schema: { response: okResponse(ConsolidatedFunds) },
    handler: async (request) => {
      const member = await ledgerMember(request);
      return ok(await consolidateFunds(fastify.db, member, fastify.clock.now()));
    },
  });
};
