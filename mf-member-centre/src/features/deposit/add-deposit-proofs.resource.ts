import { defineCall, type DepositOrder } from '@site/shared';
import type { UploadedImageBody } from '@site/shared/ui';

/** Adds proof images to a pending order (at most 3 in all). */
export const addDepositProofs = defineCall<
  { reference: string; images: UploadedImageBody[] },
  DepositOrder
>({
  module: 'deposit',
  method: 'POST',
  path: '/wps/member/deposit/proofs',
  needsToken: true,
});
