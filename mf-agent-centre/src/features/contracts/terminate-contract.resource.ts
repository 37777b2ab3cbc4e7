import { defineCall } from '@site/shared';

/** The payer ends a contract it gave (or withdraws its open offer). */
export const terminateContract = (id: string) =>
  defineCall<void, null>({
    module: 'agent',
    method: 'POST',
    path: `/wps/agent/contracts/${encodeURIComponent(id)}/terminate`,
    needsToken: true,
  })();
