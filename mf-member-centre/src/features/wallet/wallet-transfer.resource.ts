import { defineCall, type WalletTransfer } from '@site/shared';

/** spec §7 GCS_walletTransfer: between the main wallet and one vendor wallet, once per key. */
export const transferWallet = defineCall<
  { from: string; to: string; amount: number; idempotencyKey: string },
  WalletTransfer
>({
  module: 'wallet',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  needsToken: true,
});
