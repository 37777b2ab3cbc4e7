import { localDepositProvider } from './localProvider.js';

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

const PROVIDERS: ReadonlyMap<string, DepositProvider> = new Map(
  [localDepositProvider].map((provider) => [provider.id, provider]),
);

/** The provider of a channel; a configured id with no implementation is a deployment error. */
export function depositProvider(id: string): DepositProvider {
  const provider = PROVIDERS.get(id);
  if (!provider) throw new Error(`No deposit provider "${id}" is registered`);
  return provider;
}

/** Providers that exist (the callback route refuses any other). */
export const isDepositProvider = (id: string): boolean => PROVIDERS.has(id);
