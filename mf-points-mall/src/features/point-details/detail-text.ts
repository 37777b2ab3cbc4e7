import type { PointDetail } from '@site/shared';

/**
 * What moved a row's points, as a translation key and its facts: the game a bet was on, the
 * redemption it paid for or gave back, the money it became.
 */
export function detailText(row: PointDetail): {
  key: string;
  values: Record<string, string | number>;
} {
  const { detail } = row;
  switch (row.kind) {
    case 'EARN':
      return {
        key: 'kind.EARN',
        values: { game: detail.gameCode ?? '—', category: detail.category ?? '—' },
      };
    case 'REDEEM':
    case 'REDEEM_REFUND':
      return {
        key: `kind.${row.kind}`,
        values: {
          // A numeric id is written in the reader's digits by the text's number format.
          id: /^\d{1,15}$/.test(detail.redemptionId ?? '')
            ? Number(detail.redemptionId)
            : (detail.redemptionId ?? '—'),
          quantity: detail.quantity ?? 1,
        },
      };
    case 'CONVERT':
      return { key: 'kind.CONVERT', values: { amount: detail.amount ?? 0 } };
    default:
      return { key: 'kind.OPENING', values: {} };
  }
}
