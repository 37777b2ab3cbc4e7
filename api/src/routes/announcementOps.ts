import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  ContentIdParams,
  OpsAnnouncement,
  OpsAnnouncementEditBody,
  OpsAnnouncementPage,
  OpsAnnouncementsQuery,
  OpsHtmlPreview,
  OpsHtmlPreviewBody,
  OpsReason,
  OpsReasonBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import {
  announcementView,
  editAnnouncement,
  endAnnouncement,
  listBrandAnnouncements,
  sanitisedPair,
} from '../services/content/announcementOps.js';
import { publishAnnouncement } from '../services/content/announcementService.js';
import { contentActor } from '../services/content/contentChange.js';
import { sanitizeHtml } from '../services/content/sanitizeHtml.js';
import type { Operator } from '../services/operators/operatorAccounts.js';
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
    /** Why (the console always sends one); kept in the audit trail. */
    reason: Type.Optional(OpsReason),
  },
  { additionalProperties: false },
);

/**
 * Operators publish announcements (support role, audited), in Bengali and English, to
 * everyone, to the site's members only or to the brand's agents only (the agent centre).
 * The console lists a brand's announcements by state, edits one, ends one now and previews
 * HTML through the same sanitiser as publishing (issue 45 item 5). The site's list reads the
 * table on every call, so a change shows at its next load.
 */
export const announcementOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const actorOf = (request: FastifyRequest, operator: Operator) =>
    contentActor(fastify.brands, operator, request.clientIp(), fastify.clock.now());

  fastify.get(
    '/ops/announcements',
    {
      config: { operator: 'support' },
      schema: { querystring: OpsAnnouncementsQuery, response: okResponse(OpsAnnouncementPage) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { brand: code, state, pageNo, pageSize } = request.query;
      const brand = await fastify.brands.byCode(code);
      if (!brand) throw errors.brandNotFound();
      assertOperatorBrand(operator, brand.id);
      return ok(
        await listBrandAnnouncements(fastify.db, brand, {
          ...(state ? { state } : {}),
          now: fastify.clock.now(),
          pageNo,
          pageSize,
        }),
      );
    },
  );

  // What members will see: the HTML through the sanitiser publishing and editing use.
  fastify.post(
    '/ops/announcements/preview',
    {
      config: { operator: 'support' },
      schema: { body: OpsHtmlPreviewBody, response: okResponse(OpsHtmlPreview) },
    },
    async (request) => {
      await request.requireOperator('support');
      return ok({
        htmlBn: sanitizeHtml(request.body.htmlBn),
        htmlEn: sanitizeHtml(request.body.htmlEn),
      });
    },
  );

  fastify.put(
    '/ops/announcements/:id',
    {
      config: { operator: 'support' },
      schema: {
        params: ContentIdParams,
        body: OpsAnnouncementEditBody,
        response: okResponse(OpsAnnouncement),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const actor = actorOf(request, operator);
      const { row, brand } = await editAnnouncement(
        fastify.db,
        request.params.id,
        request.body,
        actor,
      );
      return ok(announcementView(row, brand.merchantCode, actor.now));
    },
  );

  fastify.post(
    '/ops/announcements/:id/end',
    {
      config: { operator: 'support' },
      schema: {
        params: ContentIdParams,
        body: OpsReasonBody,
        response: okResponse(OpsAnnouncement),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const actor = actorOf(request, operator);
      const { row, brand } = await endAnnouncement(
        fastify.db,
        request.params.id,
        request.body.reason,
        actor,
      );
      return ok(announcementView(row, brand.merchantCode, actor.now));
    },
  );

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
      // Refused before anything is written when nothing readable survives the sanitiser.
      sanitisedPair({ bn: body.htmlBn, en: body.htmlEn });
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
          reason: body.reason ?? null,
          now,
        });
        return announcementId;
      });
      return ok({ id, code: body.code });
    },
  );
};
