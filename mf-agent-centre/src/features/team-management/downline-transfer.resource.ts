import { defineCall, type DownlineTransfer, type DownlineTransferInput } from '@site/shared';

/** From the agent's main wallet to a direct downline's, with the payment password, once per key. */
export const transferToDownline = defineCall<DownlineTransferInput, DownlineTransfer>({
  module: 'agent',
  method: 'POST',
  path: '/wps/agent/team/transfer',
  needsToken: true,
});
