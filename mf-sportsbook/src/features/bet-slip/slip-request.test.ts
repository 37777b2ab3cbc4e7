import { majorText, slipRequest } from './slip-request';
import { emptySlip, slipReducer, type SlipAction } from './slip-rules';

const pick = (n: number) => ({
  selectionId: String(n),
  marketId: `m${n}`,
  eventId: `e${n}`,
  label: '',
  marketLabel: '',
  eventLabel: '',
  oddsMilli: 1500 + n,
  priceVersion: n,
  suspended: false,
});

describe('the slip as the API takes it', () => {
  it('writes minor units as a major-unit decimal string', () => {
    expect(majorText(1250)).toBe('12.50');
    expect(majorText(5)).toBe('0.05');
    expect(majorText(100000)).toBe('1000.00');
  });

  it('sends the staked singles and the multiple with the prices and versions the player saw', () => {
    const actions: SlipAction[] = [
      { type: 'set-policy', policy: 'ANY' },
      ...[1, 2, 3, 4].map((n) => ({ type: 'toggle' as const, selection: pick(n) })),
      { type: 'set-single-stake', selectionId: '1', stake: 10000 },
      { type: 'set-multiple-stake', stake: 2500 },
    ];
    const request = slipRequest(actions.reduce(slipReducer, emptySlip()), 'slip-key-1');
    expect(request).toEqual({
      slipKey: 'slip-key-1',
      oddsChange: 'ANY',
      selections: [1, 2, 3, 4].map((n) => ({
        selectionId: String(n),
        oddsMilli: 1500 + n,
        priceVersion: n,
      })),
      bets: [
        { legs: ['1'], stake: '100.00' },
        { legs: ['1', '2', '3', '4'], stake: '25.00' },
      ],
    });
  });

  it('leaves out selections no bet uses', () => {
    const state = [
      { type: 'toggle' as const, selection: pick(1) },
      { type: 'toggle' as const, selection: pick(2) },
      { type: 'set-single-stake' as const, selectionId: '2', stake: 100 },
    ].reduce(slipReducer, emptySlip());
    expect(slipRequest(state, 'k'.repeat(8)).selections.map((s) => s.selectionId)).toEqual(['2']);
  });
});
