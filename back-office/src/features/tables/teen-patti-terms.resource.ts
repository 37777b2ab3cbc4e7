import type { OpsTeenPattiTable } from '@site/contracts';
import { defineCall } from '@site/shared';

type TermsBody = { boot?: number; rakeBasisPoints?: number; reason: string };

/** PUT /ops/teen-patti/tables/:id/terms: the boot and rake of the next hand (admin, audited). */
export const changeTeenPattiTerms = (tableId: string, body: TermsBody) =>
  defineCall<TermsBody, OpsTeenPattiTable>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/teen-patti/tables/${encodeURIComponent(tableId)}/terms`,
    needsToken: true,
  })(body);
