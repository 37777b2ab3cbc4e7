import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors.js';
import { assertOperatorBrand } from '../../plugins/operatorAuth.js';

/**
 * The support operator behind the request and the brand it names by merchant code, which the
 * operator must be allowed to act on (the content routes: promotions, help centre).
 */
export async function supportOperatorOfBrand(
  fastify: FastifyInstance,
  request: FastifyRequest,
  code: string,
) {
  const operator = await request.requireOperator('support');
  const brand = await fastify.brands.byCode(code);
  if (!brand) throw errors.brandNotFound();
  assertOperatorBrand(operator, brand.id);
  return { operator, brand };
}
