import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HelpIdParams,
  OpsHelpArticle,
  OpsHelpArticleCreate,
  OpsHelpArticleEdit,
  OpsHelpArticleOrder,
  OpsHelpCategory,
  OpsHelpCategoryCreate,
  OpsHelpCategoryRename,
  OpsHelpCentre,
  OpsHelpOrder,
  OpsHelpQuery,
  OpsSingleHtmlPreview,
  OpsSingleHtmlPreviewBody,
  OpsReasonBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import type { Database } from '../db/schema.js';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import {
  articleForOperator,
  articleView,
  categoryForOperator,
  categoryView,
  codeFrom,
  deleteCategory,
  helpCentreForOperator,
  insertArticle,
  insertCategory,
  reorder,
  updateArticle,
} from '../services/content/helpCentreAdmin.js';
import { sanitizeHtml } from '../services/content/sanitizeHtml.js';
import type { Operator } from '../services/operators/operatorAccounts.js';
import { supportOperatorOfBrand } from '../services/content/supportBrand.js';
import { recordAudit, type AuditEntry } from '../services/operators/audit.js';

const SUPPORT = { operator: 'support' } as const;
const Done = Type.Object({ id: Type.String() });

/**
 * The help centre members read (`GET /wps/system/helpCenter`, read from the database on each
 * call): its categories (create, rename, reorder, delete once empty) and articles (create, edit,
 * move to another category, reorder, delete), support role, each change audited with its reason
 * in its transaction.
 */
export const helpCentreOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const brandOf = (request: FastifyRequest, code: string) =>
    supportOperatorOfBrand(fastify, request, code);
  /** Runs a change and its audit row in one transaction. */
  const audited = <T>(
    request: FastifyRequest,
    operator: Operator,
    work: (
      trx: Kysely<Database>,
    ) => Promise<{ value: T; audit: Omit<AuditEntry, 'operator' | 'ip' | 'now'> }>,
  ) =>
    fastify.db.transaction().execute(async (trx) => {
      const { value, audit } = await work(trx);
      await recordAudit(trx, {
        ...audit,
        operator,
        ip: request.clientIp(),
        now: fastify.clock.now(),
      });
      return value;
    });

  fastify.get(
    '/ops/help',
    { config: SUPPORT, schema: { querystring: OpsHelpQuery, response: okResponse(OpsHelpCentre) } },
    async (request) => {
      const { brand } = await brandOf(request, request.query.brand);
      return ok({
        brand: brand.merchantCode,
        categories: await helpCentreForOperator(fastify.db, brand.id),
      });
    },
  );

  fastify.post(
    '/ops/help/preview',
    {
      config: SUPPORT,
      schema: { body: OpsSingleHtmlPreviewBody, response: okResponse(OpsSingleHtmlPreview) },
    },
    async (request) => {
      await request.requireOperator('support');
      return ok({ html: sanitizeHtml(request.body.html) });
    },
  );

  fastify.post(
    '/ops/help/categories',
    {
      config: SUPPORT,
      schema: { body: OpsHelpCategoryCreate, response: okResponse(OpsHelpCategory) },
    },
    async (request) => {
      const { operator, brand } = await brandOf(request, request.body.brand);
      const { nameBn, nameEn, reason } = request.body;
      const code = request.body.code ?? codeFrom(nameEn, 'category');
      const row = await audited(request, operator, async (trx) => {
        const created = await insertCategory(trx, { brandId: brand.id, code, nameBn, nameEn });
        return {
          value: created,
          audit: {
            brandId: brand.id,
            action: 'help.category.create',
            targetType: 'help_category',
            targetId: String(created.id),
            after: categoryView(created),
            reason: reason.trim(),
          },
        };
      });
      return ok({ ...categoryView(row), articles: [] });
    },
  );

  fastify.patch(
    '/ops/help/categories/:id',
    {
      config: SUPPORT,
      schema: { params: HelpIdParams, body: OpsHelpCategoryRename, response: okResponse(Done) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { nameBn, nameEn, reason } = request.body;
      await audited(request, operator, async (trx) => {
        const before = await categoryForOperator(trx, request.params.id, operator.brandIds);
        const after = await trx
          .updateTable('help_categories')
          .set({ name_bn: nameBn.trim(), name_en: nameEn.trim() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          value: null,
          audit: {
            brandId: String(before.brand_id),
            action: 'help.category.rename',
            targetType: 'help_category',
            targetId: String(before.id),
            before: categoryView(before),
            after: categoryView(after),
            reason: reason.trim(),
          },
        };
      });
      return ok({ id: request.params.id });
    },
  );

  // A POST: the reason is a body, which the console's DELETE calls do not send.
  fastify.post(
    '/ops/help/categories/:id/delete',
    {
      config: SUPPORT,
      schema: { params: HelpIdParams, body: OpsReasonBody, response: okResponse(Done) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      await audited(request, operator, async (trx) => {
        const before = await categoryForOperator(trx, request.params.id, operator.brandIds);
        await deleteCategory(trx, String(before.id));
        return {
          value: null,
          audit: {
            brandId: String(before.brand_id),
            action: 'help.category.delete',
            targetType: 'help_category',
            targetId: String(before.id),
            before: categoryView(before),
            reason: request.body.reason.trim(),
          },
        };
      });
      return ok({ id: request.params.id });
    },
  );

  fastify.put(
    '/ops/help/categories/order',
    { config: SUPPORT, schema: { body: OpsHelpOrder, response: okResponse(Done) } },
    async (request) => {
      const { operator, brand } = await brandOf(request, request.body.brand);
      await audited(request, operator, async (trx) => {
        await reorder(trx, 'help_categories', 'brand_id', brand.id, request.body.ids);
        return {
          value: null,
          audit: {
            brandId: brand.id,
            action: 'help.category.reorder',
            targetType: 'brand',
            targetId: brand.id,
            after: { categories: request.body.ids },
            reason: request.body.reason.trim(),
          },
        };
      });
      return ok({ id: brand.id });
    },
  );

  fastify.put(
    '/ops/help/categories/:id/order',
    {
      config: SUPPORT,
      schema: { params: HelpIdParams, body: OpsHelpArticleOrder, response: okResponse(Done) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      await audited(request, operator, async (trx) => {
        const category = await categoryForOperator(trx, request.params.id, operator.brandIds);
        await reorder(trx, 'help_articles', 'category_id', String(category.id), request.body.ids);
        return {
          value: null,
          audit: {
            brandId: String(category.brand_id),
            action: 'help.article.reorder',
            targetType: 'help_category',
            targetId: String(category.id),
            after: { articles: request.body.ids },
            reason: request.body.reason.trim(),
          },
        };
      });
      return ok({ id: request.params.id });
    },
  );

  fastify.post(
    '/ops/help/articles',
    {
      config: SUPPORT,
      schema: { body: OpsHelpArticleCreate, response: okResponse(OpsHelpArticle) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { reason, categoryId, ...texts } = request.body;
      const row = await audited(request, operator, async (trx) => {
        const category = await categoryForOperator(trx, categoryId, operator.brandIds);
        const created = await insertArticle(trx, {
          ...texts,
          categoryId: String(category.id),
          code: texts.code ?? codeFrom(texts.titleEn, 'article'),
        });
        return {
          value: created,
          audit: {
            brandId: String(category.brand_id),
            action: 'help.article.create',
            targetType: 'help_article',
            targetId: String(created.id),
            after: articleView(created),
            reason: reason.trim(),
          },
        };
      });
      return ok(articleView(row));
    },
  );

  fastify.patch(
    '/ops/help/articles/:id',
    {
      config: SUPPORT,
      schema: {
        params: HelpIdParams,
        body: OpsHelpArticleEdit,
        response: okResponse(OpsHelpArticle),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      const { reason, categoryId, ...texts } = request.body;
      const row = await audited(request, operator, async (trx) => {
        const before = await articleForOperator(trx, request.params.id, operator.brandIds);
        let target = String(before.category_id);
        if (categoryId && categoryId !== target) {
          const category = await categoryForOperator(trx, categoryId, operator.brandIds);
          // Articles move within their brand only.
          if (String(category.brand_id) !== String(before.brand_id))
            throw errors.notFound('Help category');
          target = String(category.id);
        }
        const after = await updateArticle(trx, before, { ...texts, categoryId: target });
        return {
          value: after,
          audit: {
            brandId: String(before.brand_id),
            action: 'help.article.edit',
            targetType: 'help_article',
            targetId: String(before.id),
            before: articleView(before),
            after: articleView(after),
            reason: reason.trim(),
          },
        };
      });
      return ok(articleView(row));
    },
  );

  fastify.post(
    '/ops/help/articles/:id/delete',
    {
      config: SUPPORT,
      schema: { params: HelpIdParams, body: OpsReasonBody, response: okResponse(Done) },
    },
    async (request) => {
      const operator = await request.requireOperator('support');
      await audited(request, operator, async (trx) => {
        const before = await articleForOperator(trx, request.params.id, operator.brandIds);
        await trx.deleteFrom('help_articles').where('id', '=', before.id).execute();
        return {
          value: null,
          audit: {
            brandId: String(before.brand_id),
            action: 'help.article.delete',
            targetType: 'help_article',
            targetId: String(before.id),
            before: articleView(before),
            reason: request.body.reason.trim(),
          },
        };
      });
      return ok({ id: request.params.id });
    },
  );
};
