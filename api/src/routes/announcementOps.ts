import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
} from '@site/contracts';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { publishAnnouncement } from '../services/content/announcementService.js';
import { recordAudit } from '../services/operators/audit.js';

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Html = Type.String({ minLength: 1, maxLength: 20_000 });
const IsoTime = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2})$',
});

function timeOf(field: string, text: string | undefined): Date | null {
  if (text === undefined) return null;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw errors.validation(field, 'Not a time');
  return time;
}

const PublishAnnouncementBody = Type.Object(
  {
    brand: Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }),
    code: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,63}$' }),
    audience: Type.Enum(ANNOUNCEMENT_AUDIENCES),
    type: Type.Enum(ANNOUNCEMENT_TYPES, { default: 'B' }),
    execution: Type.Enum(ANNOUNCEMENT_EXECUTIONS, { default: 'A' }),
    titleBn: Title,
    titleEn: Title,
    htmlBn: Html,
    htmlEn: Html,
    /** ISO times; the start defaults to now, no end keeps it up until it is replaced. */
    startAt: Type.Optional(IsoTime),
    endAt: Type.Optional(IsoTime),
  },
  { additionalProperties: false },
);

/**
 * Operators publish announcements (support role, audited), in Bengali and English, to
 * everyone, to the site's members only or to the brand's agents only (the agent centre).
 */
export const announcementOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ops/announcements',
    {
      config: { operator: 'support' },
      schema: {
        body: PublishAnnouncementBody,
        response: okResponse(Type.Object({ id: Type.String(), code: Type.String() })),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const body = request.body;
      const brand = await fastify.brands.byCode(body.brand);
      if (!brand) throw errors.brandNotFound();
      assertOperatorBrand(operator, brand.id);
      const now = fastify.clock.now();
      const startAt = timeOf('startAt', body.startAt) ?? now;
      const endAt = timeOf('endAt', body.endAt);
      if (endAt && endAt <= startAt)
        throw errors.validation('endAt', 'The end is before the start');
      const id = await fastify.db.transaction().execute(async (trx) => {
        const announcementId = await publishAnnouncement(trx, {
          brandId: brand.id,
          code: body.code,
          audience: body.audience,
          type: body.type,
          execution: body.execution,
          title: { bn: body.titleBn, en: body.titleEn },
          html: { bn: body.htmlBn, en: body.htmlEn },
          startAt,
          endAt,
        });
        await recordAudit(trx, {
          operator,
          ip: request.clientIp(),
          brandId: brand.id,
          action: 'announcement.publish',
          targetType: 'announcement',
          targetId: announcementId,
          after: { code: body.code, audience: body.audience, title: body.titleEn },
          now,
        });
        return announcementId;
      });
      return ok({ id, code: body.code });
    },
  );
};
