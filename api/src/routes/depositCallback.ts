import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DepositCallbackBody } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { moneyInMinor } from '../http/money.js';
import { acceptSignedJson } from '../http/signedJson.js';
import { providerSecretName } from '../services/cashier/deposits/depositConfig.js';
import { settleDeposit } from '../services/cashier/deposits/depositSettlement.js';
import { isDepositProvider } from '../services/cashier/deposits/providers/providerRegistry.js';
import { acceptedSecrets } from '../services/wallet/seamlessSecrets.js';

const ProviderParams = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }) });

const providerOf = (request: FastifyRequest) =>
  String((request.params as { provider?: unknown }).provider ?? '');

/**
 * A payment provider reports an order paid or failed: the integration point of real gateways.
 * Signed like the seamless wallet (hex HMAC-SHA256 of the raw body in `X-Signature`) with the
 * brand's secret for that provider; the brand in the `Merchant` header. A replayed callback
 * answers the order as it is and moves no money again; a wrong amount, an unknown order or
 * another brand's order is refused and changes nothing.
 */
export const depositCallbackRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  acceptSignedJson(fastify, async (request) => {
    const provider = providerOf(request);
    if (!isDepositProvider(provider)) return [];
    const brand = await request.requireBrand();
    return acceptedSecrets(fastify.db, brand.id, providerSecretName(provider), fastify.clock.now());
  });

  fastify.post(
    '/cashier/deposits/:provider/callback',
    { config: { brand: true }, schema: { params: ProviderParams, body: DepositCallbackBody } },
    async (request) => {
      const brand = await request.requireBrand();
      const body = request.body;
      const settled = await settleDeposit(fastify.db, {
        reference: body.reference,
        outcome: body.status === 'paid' ? 'credited' : 'failed',
        reason: body.reason ?? null,
        brandIds: [brand.id],
        provider: request.params.provider,
        amountMinor: moneyInMinor(body.amount, 'amount'),
        providerReference: body.providerReference,
        now: fastify.clock.now(),
      });
      return ok({ reference: settled.order.reference, state: settled.order.state });
    },
  );
};
