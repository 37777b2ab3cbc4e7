import type { DailyReport, DailyReportQuery } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/reports/daily: each brand's figures per day of its own clock (finance, admins). */
export const dailyReport = defineCall<DailyReportQuery, DailyReport>({
  module: 'ops',
  method: 'GET',
  path: '/ops/reports/daily',
  needsToken: true,
});

/** GET /ops/brands: the merchant codes the operator may act on. */
export const operatorBrands = defineCall<void, string[]>({
  module: 'ops',
  method: 'GET',
  path: '/ops/brands',
  needsToken: true,
});
