import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorRole } from '../db/cashierSchema.js';
import {
  canActOnBrand,
  hasRole,
  isRootToken,
  operatorErrors,
  operatorForToken,
  ROOT_OPERATOR,
  type Operator,
} from '../services/operators/operatorAccounts.js';
import { bearerToken } from './auth.js';

/** Each request resolves its operator once (kept on the request, as its brand: plugins/brand.ts). */
const OPERATOR_OF_REQUEST = Symbol('operatorOfRequest');
type RequestWithOperator = FastifyRequest & { [OPERATOR_OF_REQUEST]: Promise<Operator> | null };

/**
 * `request.requireOperator(role)`: the operator behind the bearer token (an operator session or
 * the root token), refused unless it holds `role` (admins hold every role). A player's token is
 * never an operator's: the two live in different tables. A session still enrolling its
 * authenticator passes only on routes marked `operatorEnrolling`, here rather than in each
 * route so that no new route can forget it.
 */
const decorateOperatorAuth: FastifyPluginAsync = async (fastify) => {
  const rootToken = fastify.appConfig.opsToken;
  const resolve = async (request: FastifyRequest): Promise<Operator> => {
    const token = bearerToken(request);
    if (!token) throw operatorErrors.unauthorized();
    if (isRootToken(token, rootToken)) return ROOT_OPERATOR;
    const operator = await operatorForToken(fastify.db, token, fastify.clock.now());
    if (!operator) throw operatorErrors.unauthorized();
    return operator;
  };
  fastify.decorateRequest(OPERATOR_OF_REQUEST, null);
  fastify.decorateRequest(
    'requireOperator',
    async function requireOperator(this: FastifyRequest, role?: OperatorRole) {
      const request = this as RequestWithOperator;
      const operator = await (request[OPERATOR_OF_REQUEST] ??= resolve(this));
      if (
        operator.secondFactor === 'enrolment-required' &&
        !this.routeOptions.config.operatorEnrolling
      )
        throw operatorErrors.enrolmentRequired();
      if (role && !hasRole(operator, role)) throw operatorErrors.forbidden(role);
      return operator;
    },
  );
};

/**
 * The operator of a console page that support and finance both read (players, agents; admins
 * hold every role); the release role is refused. Routes using it pass the guard with
 * `config: { operator: true }`.
 */
export async function requireReader(request: FastifyRequest): Promise<Operator> {
  const operator = await request.requireOperator();
  if (!hasRole(operator, 'support') && !hasRole(operator, 'finance'))
    throw operatorErrors.forbidden('support');
  return operator;
}

/** Refuses an operator who may not act on the brand (operators can be limited to some brands). */
export function assertOperatorBrand(operator: Operator, brandId: string): void {
  if (!canActOnBrand(operator, brandId)) throw operatorErrors.brandForbidden();
}

export const operatorAuthPlugin = fp(decorateOperatorAuth, {
  name: 'operator-auth',
  fastify: '5.x',
  dependencies: ['context'],
});
