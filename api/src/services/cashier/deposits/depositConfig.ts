import type {
  DepositChannelConfig,
  DepositConfig,
  DepositMethodConfig,
} from '../../brands/brandConfig.js';
import type { Brand } from '../../brands/brandRepository.js';
import { depositErrors } from './depositErrors.js';

/** A brand without a deposit section takes no deposits (its methods list is empty). */
export function depositConfigOf(brand: Pick<Brand, 'config'>): DepositConfig {
  return brand.config.deposit ?? { expiryMinutes: 30, methods: [] };
}

export interface ChosenChannel {
  method: DepositMethodConfig;
  channel: DepositChannelConfig;
}

export function chooseChannel(
  config: DepositConfig,
  methodCode: string,
  channelCode: string,
): ChosenChannel {
  const method = config.methods.find((candidate) => candidate.code === methodCode);
  if (!method) throw depositErrors.methodUnknown('method');
  const channel = method.channels.find((candidate) => candidate.code === channelCode);
  if (!channel) throw depositErrors.methodUnknown('channel');
  return { method, channel };
}

/** The providers the brand's channels use (each has a signing secret for its callbacks). */
export function providersOf(config: DepositConfig | undefined): string[] {
  const providers = (config?.methods ?? []).flatMap((method) =>
    method.channels.map((channel) => channel.provider),
  );
  return [...new Set(providers)];
}

/**
 * The provider's callback secret lives with the game vendors' HMAC secrets (seamless_secrets,
 * one current secret and a replaced one in its overlap window) under this name.
 */
export const providerSecretName = (provider: string): string => `DEPOSIT:${provider.toUpperCase()}`;
