import type { MessageType } from '@site/shared';
import { categoryOf, type MessageCategory } from './message-text';

const PATHS: Record<MessageCategory, string> = {
  deposit: 'M12 4v10m0 0-4-4m4 4 4-4M5 16v3h14v-3',
  withdrawal: 'M12 14V4m0 0L8 8m4-4 4 4M5 16v3h14v-3',
  adjustment: 'M12 5v8M8 9h8M8 18h8',
  operator: 'M4 6h16v12H4zM4 7l8 6 8-6',
};

const TONES: Partial<Record<MessageType, string>> = {
  deposit_credited: 'good',
  withdrawal_disbursed: 'good',
  withdrawal_remainder_paid: 'good',
  deposit_failed: 'bad',
  withdrawal_rejected: 'bad',
  application_issued: 'good',
  raffle_won: 'good',
  application_rejected: 'bad',
};

/** A message's family at a glance; the words next to it carry the meaning (aria-hidden). */
export function MessageIcon({ type }: { type: MessageType }) {
  const category = categoryOf(type);
  return (
    <span
      className={`message-icon message-icon--${category} message-icon--${TONES[type] ?? 'plain'}`}
      aria-hidden="true"
      data-category={category}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none">
        <path
          d={PATHS[category]}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
