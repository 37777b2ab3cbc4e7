import { toLatinDigits } from '@site/shared/ui';

/**
 * An authenticator code as typed: Bengali digits become Latin ones (a BN keyboard types them),
 * and the spaces or dashes some apps show between the groups ("123 456") are dropped.
 */
export const normaliseCode = (typed: string): string => toLatinDigits(typed).replace(/[\s-]/g, '');

export const isTotpCode = (code: string): boolean => /^[0-9]{6}$/.test(code);
