import { formatDate, type MemberMessage, type MessageType, type TFunction } from '@site/shared';

/** The four families a message's icon and filter name. */
export type MessageCategory = 'deposit' | 'withdrawal' | 'adjustment' | 'operator';

export const categoryOf = (type: MessageType): MessageCategory =>
  type.startsWith('deposit')
    ? 'deposit'
    : type.startsWith('withdrawal')
      ? 'withdrawal'
      : type === 'adjustment'
        ? 'adjustment'
        : 'operator';

/** The platform's types as the member can filter them (operator messages last). */
export const MESSAGE_TYPES: readonly MessageType[] = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_disbursed',
  'withdrawal_remainder_paid',
  'withdrawal_remainder_closed',
  'adjustment',
  'points_redemption_approved',
  'points_redemption_rejected',
  'reward_granted',
  'application_process',
  'application_issued',
  'application_rejected',
  'raffle_won',
  'login_verification_locked',
  'operator',
];

/** The translation key of a platform message: adjustments read differently as credit or debit. */
function textKey(message: MemberMessage): string {
  if (message.type !== 'adjustment') return message.type;
  return message.params.direction === 'debit' ? 'adjustment_debit' : 'adjustment_credit';
}

/**
 * A message in the reader's words. Operator messages are shown as the operator typed them;
 * platform messages are written from their type and facts (amount, order reference, reason)
 * in the language chosen now, so switching language re-reads them. Everything is plain text:
 * React escapes it, and nothing here is ever treated as HTML.
 */
export function messageText(
  message: MemberMessage,
  t: TFunction,
  money: (amount: number) => string,
  language: string,
): { title: string; body: string } {
  if (message.type === 'operator') return { title: message.title, body: message.body };
  const { amount, reference, reason, quantity, points } = message.params;
  // A points redemption names its reward in both languages (older messages in English only).
  const reward = (language === 'bn' ? message.params.rewardBn : null) ?? message.params.reward;
  // A promotion's application or raffle names the promotion in both languages.
  const promotion =
    (language === 'bn' ? message.params.promotionBn : null) ?? message.params.promotionEn;
  const value = amount === null || amount === undefined || amount === '' ? NaN : Number(amount);
  const key = textKey(message);
  // A lock of logins from new addresses says until when, on the brand's clock and calendar.
  const lockedUntil = message.params.lockedUntil
    ? formatDate(String(message.params.lockedUntil), language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '—';
  const lines = [
    t(`types.${key}.body`, {
      amount: Number.isFinite(value) ? money(value) : '—',
      // A points redemption's facts.
      reward: reward ?? '—',
      quantity: quantity ?? '—',
      points: points ?? '—',
      promotion: promotion ?? '—',
      period: message.params.period ?? '—',
      ip: message.params.ip ?? '—',
      lockedUntil,
    }),
  ];
  if (reference !== null && reference !== undefined && reference !== '')
    lines.push(t('reference', { reference: String(reference) }));
  if (reason !== null && reason !== undefined && reason !== '')
    lines.push(t('reason', { reason: String(reason) }));
  return { title: t(`types.${key}.title`), body: lines.join('\n') };
}
