/**
 * A payment provider settles deposit orders. `open` runs when the member makes an order: a
 * gateway would create its payment there and answer its own reference. The provider reports
 * the outcome later through the signed callback route (POST /cashier/deposits/:provider/callback),
 * or, for the local provider, an operator credits or fails the order.
 */
export interface DepositProvider {
  readonly id: string;
  open(order: { reference: string; amountMinor: bigint }): Promise<{
    providerReference: string | null;
  }>;
}
