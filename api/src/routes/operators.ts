import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditEntry,
  AuditQuery,
  CreateOperatorBody,
  FileIdParams,
  OPERATOR_IDLE_MINUTES,
  OperatorLoginBody,
  OperatorSession,
  OperatorTotpConfirmBody,
  OperatorTotpEnrolment,
  OperatorTotpResetBody,
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
  needsSecondFactor,
  type Operator,
  operatorErrors,
  operatorView,
  resetOperatorTotp,
  revokeOperatorSession,
  verifyOperatorSession,
} from '../services/operators/operatorAccounts.js';
import {
  confirmTotpEnrolment,
  OPERATOR_TOTP,
  startTotpEnrolment,
} from '../services/security-centre/totp.js';

/** Who am I, and the enrolment calls: open to a session still enrolling (issue 45). */
const SELF = { operator: true, operatorEnrolling: true } as const;
/** What authenticator apps show the operator's codes under. */
const TOTP_ISSUER = 'Operator console';

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
        fastify.secretBox,
        { ...request.body, ip: request.clientIp(), now: fastify.clock.now() },
        fastify.appConfig.passwordHash,
      );
      return ok({
        ...session,
        idleMinutes: OPERATOR_IDLE_MINUTES,
        operator: await operatorView(fastify.db, session.operator),
      });
    },
  );

  fastify.delete('/ops/session', { config: SELF }, async (request) => {
    await revokeOperatorSession(fastify.db, bearerToken(request) ?? '', fastify.clock.now());
    return ok(null);
  });

  fastify.get(
    '/ops/me',
    { config: SELF, schema: { response: okResponse(OperatorView) } },
    async (request) => ok(await operatorView(fastify.db, await request.requireOperator())),
  );

  fastify.post(
    '/ops/me/totp',
    { config: SELF, schema: { response: okResponse(OperatorTotpEnrolment) } },
    async (request) => {
      const operator = await signedInOperator(request);
      const now = fastify.clock.now();
      const enrolment = await startTotpEnrolment(fastify.db, fastify.secretBox, OPERATOR_TOTP, {
        id: operator.id,
        issuer: TOTP_ISSUER,
        label: operator.username,
        now,
      });
      await recordAudit(fastify.db, {
        operator,
        ip: request.clientIp(),
        brandId: null,
        action: 'operator.totp.enrol',
        targetType: 'operator',
        targetId: operator.id,
        after: { username: operator.username, totp: 'enrolling' },
        now,
      });
      return ok({
        secret: enrolment.secret,
        otpauthUrl: enrolment.otpauthUri,
        qrDataUrl: enrolment.qrDataUrl,
      });
    },
  );

  fastify.post(
    '/ops/me/totp/confirm',
    {
      config: SELF,
      schema: { body: OperatorTotpConfirmBody, response: okResponse(OperatorView) },
    },
    async (request) => {
      const operator = await signedInOperator(request);
      const now = fastify.clock.now();
      // Guesses are rate-limited inside, outside any transaction, so a wrong one still counts.
      await confirmTotpEnrolment(fastify.db, fastify.secretBox, OPERATOR_TOTP, {
        id: operator.id,
        code: request.body.code,
        now,
      });
      await fastify.db.transaction().execute(async (trx) => {
        await verifyOperatorSession(trx, bearerToken(request) ?? '');
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: null,
          action: 'operator.totp.confirm',
          targetType: 'operator',
          targetId: operator.id,
          after: { username: operator.username, totp: 'linked' },
          now,
        });
      });
      return ok(await operatorView(fastify.db, { ...operator, secondFactor: 'verified' }));
    },
  );

  fastify.delete(
    '/ops/operators/:username/totp',
    {
      config: { operator: 'admin' },
      schema: {
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 32 }) }),
        body: OperatorTotpResetBody,
        response: okResponse(Type.Null()),
      },
    },
    async (request) => {
      const admin = await request.requireOperator('admin');
      const now = fastify.clock.now();
      await fastify.db.transaction().execute(async (trx) => {
        const reset = await resetOperatorTotp(trx, {
          admin,
          username: request.params.username,
          now,
        });
        await recordAudit(trx, {
          operator: admin,
          ip: request.clientIp(),
          brandId: null,
          action: 'operator.totp.reset',
          targetType: 'operator',
          targetId: reset.operatorId,
          after: { username: request.params.username, sessionsEnded: reset.sessionsEnded },
          reason: request.body.reason,
          now,
        });
      });
      return ok(null);
    },
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
      const operator: Operator = {
        id: created.id,
        username: created.username,
        roles: request.body.roles,
        brandIds,
        // What its sign-in will get first.
        secondFactor: needsSecondFactor(request.body.roles) ? 'enrolment-required' : 'not-required',
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
      return ok(await operatorView(fastify.db, operator));
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

/** The enrolment calls are an operator account's: the root token has none. */
async function signedInOperator(
  request: import('fastify').FastifyRequest,
): Promise<Operator & { id: string }> {
  const operator = await request.requireOperator();
  if (operator.id === null) throw operatorErrors.forbidden('operator account');
  return { ...operator, id: operator.id };
}
