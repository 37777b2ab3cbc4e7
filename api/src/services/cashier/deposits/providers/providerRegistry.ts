import type { DepositProvider } from './depositProvider.js';
import { localDepositProvider } from './localProvider.js';

/** The providers this deployment has; a real gateway adds its own here. */
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
