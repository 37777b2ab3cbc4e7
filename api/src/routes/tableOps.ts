import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsLiveTable,
  OpsLiveTableList,
  OpsReasonBody,
  OpsTableParams,
  OpsTablesQuery,
  OpsTeenPattiTable,
  OpsTeenPattiTableList,
  opsLiveLimitsBody,
  opsTeenPattiTermsBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { moneyInMinor, moneySchema } from '../http/money.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import { findBrandIdByCode } from '../services/brands/brandRepository.js';
import {
  listLiveTablesForOps,
  setLiveTableLimits,
  setLiveTablePaused,
} from '../services/table-ops/liveTableOps.js';
import type { TableCommandInput } from '../services/table-ops/tableCommand.js';
import {
  listTeenPattiTablesForOps,
  setTeenPattiPaused,
  setTeenPattiTerms,
} from '../services/table-ops/teenPattiOps.js';

const ADMIN = { operator: 'admin' } as const;
const FINANCE = { operator: 'finance' } as const;
const Amount = Type.Unsafe<number | string>(moneySchema({ positive: true, max: 10_000_000 }));
const LimitsBody = opsLiveLimitsBody(Amount);
const TermsBody = opsTeenPattiTermsBody(Amount);

/**
 * The operators' commands on the house tables (console page "Tables"): the live tables and
 * cockfights, and teen patti. Finance reads; admin pauses, resumes and changes limits, boot and
 * rake; each command on a table of the operator's brands, with a reason, audited.
 */
export const tableOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The brand of `?brand=`, one of the reader's (finance or admin). */
  const readBrand = async (request: FastifyRequest, merchantCode: string) => {
    const operator = await request.requireOperator('finance');
    const brandId = await findBrandIdByCode(fastify.db, merchantCode);
    if (!brandId) throw errors.brandNotFound();
    assertOperatorBrand(operator, brandId);
    return brandId;
  };
  /** The admin, the table and the audit's fields every command takes. */
  const commandInput = async (
    request: FastifyRequest,
    { tableId }: { tableId: string },
    { reason }: { reason: string },
  ): Promise<TableCommandInput> => ({
    operator: await request.requireOperator('admin'),
    ip: request.clientIp(),
    reason,
    now: fastify.clock.now(),
    tableId,
  });
  /** The live table as it is after a command (its brand's, which the command checked). */
  const liveTableNow = async (tableId: string) => {
    const { brand_id: brandId } = await fastify.db
      .selectFrom('live_tables')
      .select('brand_id')
      .where('id', '=', tableId)
      .executeTakeFirstOrThrow();
    const [table] = await listLiveTablesForOps(fastify.db, brandId, fastify.clock.now(), tableId);
    return table!;
  };
  const teenPattiTableNow = async (tableId: string) => {
    const { brand_id: brandId } = await fastify.db
      .selectFrom('pvp_tables')
      .select('brand_id')
      .where('id', '=', tableId)
      .executeTakeFirstOrThrow();
    const tables = await listTeenPattiTablesForOps(fastify.db, brandId, fastify.clock.now());
    return tables.find((table) => table.id === tableId)!;
  };

  fastify.get(
    '/ops/live/tables',
    {
      config: FINANCE,
      schema: { querystring: OpsTablesQuery, response: okResponse(OpsLiveTableList) },
    },
    async (request) => {
      const brandId = await readBrand(request, request.query.brand);
      const now = fastify.clock.now();
      return ok({
        list: await listLiveTablesForOps(fastify.db, brandId, now),
        serverTime: now.toISOString(),
      });
    },
  );

  for (const [name, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    fastify.post(
      `/ops/live/tables/:tableId/${name}`,
      {
        config: ADMIN,
        schema: { params: OpsTableParams, body: OpsReasonBody, response: okResponse(OpsLiveTable) },
      },
      async (request) => {
        await setLiveTablePaused(fastify.db, {
          ...(await commandInput(request, request.params, request.body)),
          paused,
        });
        return ok(await liveTableNow(request.params.tableId));
      },
    );
    fastify.post(
      `/ops/teen-patti/tables/:tableId/${name}`,
      {
        config: ADMIN,
        schema: {
          params: OpsTableParams,
          body: OpsReasonBody,
          response: okResponse(OpsTeenPattiTable),
        },
      },
      async (request) => {
        await setTeenPattiPaused(fastify.db, {
          ...(await commandInput(request, request.params, request.body)),
          paused,
        });
        return ok(await teenPattiTableNow(request.params.tableId));
      },
    );
  }

  fastify.put(
    '/ops/live/tables/:tableId/limits',
    {
      config: ADMIN,
      schema: { params: OpsTableParams, body: LimitsBody, response: okResponse(OpsLiveTable) },
    },
    async (request) => {
      await setLiveTableLimits(fastify.db, {
        ...(await commandInput(request, request.params, request.body)),
        limits: request.body.limits.map((limit, index) => ({
          betType: limit.betType,
          minMinor: moneyInMinor(limit.min, `limits.${index}.min`),
          maxMinor: moneyInMinor(limit.max, `limits.${index}.max`),
        })),
      });
      return ok(await liveTableNow(request.params.tableId));
    },
  );

  fastify.get(
    '/ops/teen-patti/tables',
    {
      config: FINANCE,
      schema: { querystring: OpsTablesQuery, response: okResponse(OpsTeenPattiTableList) },
    },
    async (request) => {
      const brandId = await readBrand(request, request.query.brand);
      return ok({
        list: await listTeenPattiTablesForOps(fastify.db, brandId, fastify.clock.now()),
      });
    },
  );

  fastify.put(
    '/ops/teen-patti/tables/:tableId/terms',
    {
      config: ADMIN,
      schema: {
        params: OpsTableParams,
        body: TermsBody,
        response: okResponse(OpsTeenPattiTable),
      },
    },
    async (request) => {
      const { boot, rakeBasisPoints } = request.body;
      await setTeenPattiTerms(fastify.db, {
        ...(await commandInput(request, request.params, request.body)),
        bootMinor: boot === undefined ? undefined : moneyInMinor(boot, 'boot'),
        rakeBasisPoints,
      });
      return ok(await teenPattiTableNow(request.params.tableId));
    },
  );
};
