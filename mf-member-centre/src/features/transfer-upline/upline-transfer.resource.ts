import { defineCall, type UplineTransfer, type UplineTransferInput } from '@site/shared';

/** To the member's own upline, with the payment password, once per idempotency key. */
export const transferToUpline = defineCall<UplineTransferInput, UplineTransfer>({
  module: 'wallet',
  method: 'POST',
  path: '/wps/member/upline-transfer',
  needsToken: true,
});
