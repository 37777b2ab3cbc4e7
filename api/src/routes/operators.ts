import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditEntry,
  AuditQuery,
  CreateOperatorBody,
  FileIdParams,
  OperatorLoginBody,
  OperatorSession,
  OperatorView,
} from '@site/contracts';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { sendPrivateImage } from '../http/privateImage.js';
import { okResponse } from '../http/schemas.js';
import { bearerToken } from '../plugins/auth.js';
import { readMemberFile } from '../services/files/memberFiles.js';
import { listAudit, recordAudit } from '../services/operators/audit.js';
import {
  createOperator,
  dummyHash,
  loginOperator,
  type Operator,
  revokeOperatorSession,
} from '../services/operators/operatorAccounts.js';

const view = (operator: Operator) => ({
  id: operator.id,
  username: operator.username,
  roles: [...operator.roles],
  brandIds: operator.brandIds ? [...operator.brandIds] : null,
});

/**
 * The operator API's own accounts: sign in and out, who am I, create operators (admins), the
 * audit trail, and the members' uploaded images. The cashier's operator actions live with
 * their domains and use `request.requireOperator(role)`.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Hashed up front, so the first unknown name is not answered faster than a known one.
  await dummyHash(fastify.appConfig.passwordHash);
  fastify.post(
    '/ops/session',
    { schema: { body: OperatorLoginBody, response: okResponse(OperatorSession) } },
    async (request) => {
      const session = await loginOperator(
        fastify.db,
        { ...request.body, ip: request.clientIp(), now: fastify.clock.now() },
        fastify.appConfig.passwordHash,
      );
      return ok({ ...session, operator: view(session.operator) });
    },
  );

  fastify.delete('/ops/session', { config: { operator: true } }, async (request) => {
    await revokeOperatorSession(fastify.db, bearerToken(request) ?? '', fastify.clock.now());
    return ok(null);
  });

  fastify.get(
    '/ops/me',
    { config: { operator: true }, schema: { response: okResponse(OperatorView) } },
    async (request) => ok(view(await request.requireOperator())),
  );

  fastify.post(
    '/ops/operators',
    {
      config: { operator: 'admin' },
      schema: { body: CreateOperatorBody, response: okResponse(OperatorView) },
    },
    async (request) => {
      const admin = await request.requireOperator('admin');
      const brandIds = request.body.brands
        ? await Promise.all(
            request.body.brands.map(async (code) => {
              const brand = await fastify.brands.byCode(code);
              if (!brand) throw errors.brandNotFound();
              return brand.id;
            }),
          )
        : null;
      // An operator limited to some brands cannot hand out more than it has.
      if (admin.brandIds && (!brandIds || brandIds.some((id) => !admin.brandIds!.includes(id))))
        throw errors.validation('brands', 'You may only grant the brands you hold');
      const created = await createOperator(
        fastify.db,
        { ...request.body, brandIds },
        fastify.appConfig.passwordHash,
      );
      const operator = {
        id: created.id,
        username: created.username,
        roles: request.body.roles,
        brandIds,
      };
      await recordAudit(fastify.db, {
        operator: admin,
        ip: request.clientIp(),
        brandId: null,
        action: 'operator.create',
        targetType: 'operator',
        targetId: created.id,
        after: operator,
        now: fastify.clock.now(),
      });
      return ok(view(operator));
    },
  );

  fastify.get(
    '/ops/audit',
    {
      config: { operator: 'admin' },
      schema: { querystring: AuditQuery, response: okResponse(Type.Array(AuditEntry)) },
    },
    async (request) => {
      const admin = await request.requireOperator('admin');
      return ok(await listAudit(fastify.db, { ...request.query, brandIds: admin.brandIds }));
    },
  );

  fastify.get(
    '/ops/files/:id',
    { config: { operator: true }, schema: { params: FileIdParams } },
    async (request, reply) => {
      const operator = await request.requireOperator();
      const file = await readMemberFile(fastify.db, request.params.id, {
        brandIds: operator.brandIds,
      });
      if (!file) throw errors.notFound('File');
      return sendPrivateImage(reply, file);
    },
  );
};
