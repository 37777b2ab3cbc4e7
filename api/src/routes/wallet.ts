import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { getBalance } from '../services/wallet/walletService.js';

export const walletRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/wps/v2/wallets/balance',
    { config: { brand: true, gate: true, auth: true } },
    async (request) => {
      const brand = await request.requireBrand();
      const { account } = await request.requireMember();
      return ok(await getBalance(fastify.db, account.id, brand.config.currencySymbol));
    },
  );
};
