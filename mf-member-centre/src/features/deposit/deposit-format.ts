import { type DepositMethods, type DepositState } from '@site/shared';
import type { StatusTone } from '@site/shared/ui';

export const DEPOSIT_TONES: Record<DepositState, StatusTone> = {
  pending: 'warning',
  credited: 'success',
  failed: 'danger',
  expired: 'neutral',
};

/** The text of a { bn, en } pair in the reader's language. */
export const localized = (text: { bn: string; en: string }, language: string): string =>
  language === 'bn' ? text.bn : text.en;

/** A method's name from its code (the brand's list); the code itself if the brand dropped it. */
export const methodNameOf = (methods: DepositMethods, code: string, language: string): string => {
  const method = methods.methods.find((candidate) => candidate.code === code);
  return method ? localized(method.name, language) : code;
};
