import type { PointDetail } from '@site/shared';
import { detailText } from './detail-text';

const row = (kind: PointDetail['kind'], detail: Partial<PointDetail['detail']>): PointDetail => ({
  id: '1',
  kind,
  points: 10,
  createdAt: '2026-11-24T00:00:00.000Z',
  detail: {
    gameCode: null,
    category: null,
    redemptionId: null,
    quantity: null,
    amount: null,
    ...detail,
  },
});

describe('detailText', () => {
  it('names the game a bet earned on', () => {
    expect(detailText(row('EARN', { gameCode: 'HOUSE_LUCKY7', category: 'RNG' }))).toEqual({
      key: 'kind.EARN',
      values: { game: 'HOUSE_LUCKY7', category: 'RNG' },
    });
  });

  it('names the redemption a spend or a refund belongs to', () => {
    expect(detailText(row('REDEEM_REFUND', { redemptionId: '7', quantity: 2 }))).toEqual({
      key: 'kind.REDEEM_REFUND',
      values: { id: 7, quantity: 2 },
    });
  });

  it('gives the money a conversion became', () => {
    expect(detailText(row('CONVERT', { amount: 12.5 })).values).toEqual({ amount: 12.5 });
    expect(detailText(row('OPENING', {})).key).toBe('kind.OPENING');
  });
});
