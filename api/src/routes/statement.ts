import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StatementPage,
  StatementPageQuery,
  StatementQuery,
  StatementSummary,
  type StatementLine,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { toCsv } from '../http/csv.js';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { timeZoneOf } from '../services/brands/brandTime.js';
import {
  statementLines,
  statementPage,
  statementSummary,
  statementWindow,
} from '../services/records/statement.js';

/** As the member centre's other records: real accounts only. */
const MEMBER = { brand: true, gate: true, realAccount: true } as const;

/** The caller's statement window on their brand's calendar, and the brand's zone. */
async function windowOf(request: FastifyRequest, days: number | undefined, now: Date) {
  const brand = await request.requireBrand();
  const { account } = await request.requireMember();
  const zone = timeZoneOf(brand.config);
  return { zone, window: statementWindow(account.id, zone, now, days) };
}

/** `yyyy-MM-dd HH:mm:ss` in the zone: what a spreadsheet reads as a time. */
const localTime = (zone: string) => {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (iso: string) => format.format(new Date(iso));
};

const csvOf = (lines: readonly StatementLine[], zone: string) => {
  const timeIn = localTime(zone);
  return toCsv([
    [`Time (${zone})`, 'Kind', 'Ledger kind', 'Amount', 'Transaction'],
    ...lines.map((line) => [
      timeIn(line.at),
      line.kind,
      line.ledgerKind,
      line.amount.toFixed(2),
      line.transactionId,
    ]),
  ]);
};

/**
 * The member's statement (issue 44 item 5, services/records/statement.ts): the lines of the
 * last days, the same as a CSV download, and the net position per month of the brand.
 */
export const statementRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/wps/member/statement',
    {
      config: MEMBER,
      schema: { querystring: StatementPageQuery, response: okResponse(StatementPage) },
    },
    async (request) => {
      const { days, pageNo, pageSize } = request.query;
      const { window } = await windowOf(request, days, fastify.clock.now());
      return ok(await statementPage(fastify.db, window, { pageNo, pageSize }));
    },
  );

  fastify.get(
    '/wps/member/statement.csv',
    { config: MEMBER, schema: { querystring: StatementQuery } },
    async (request, reply) => {
      const { zone, window } = await windowOf(request, request.query.days, fastify.clock.now());
      const csv = csvOf(await statementLines(fastify.db, window), zone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statement-${window.from}-${window.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  fastify.get(
    '/wps/member/statement/summary',
    {
      config: MEMBER,
      schema: { querystring: StatementQuery, response: okResponse(StatementSummary) },
    },
    async (request) => {
      const { zone, window } = await windowOf(request, request.query.days, fastify.clock.now());
      return ok(await statementSummary(fastify.db, window, zone));
    },
  );
};
