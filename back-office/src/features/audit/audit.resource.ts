import type { AuditEntry, AuditQuery } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/audit (admin): the newest actions first, `limit` at a time, older by `beforeId`. */
export const listAudit = defineCall<AuditQuery, AuditEntry[]>({
  module: 'ops',
  method: 'GET',
  path: '/ops/audit',
  needsToken: true,
});
