import type { EngagementSettings } from '@site/contracts';
import {
  luckyDrawChanges,
  luckyDrawDraftOf,
  luckyDrawPatchOf,
  luckyDrawProblems,
  parseVipLevels,
  wheelOdds,
} from './lucky-draw-form';

const tickets = {
  depositMin: 500,
  validBetPerTicket: 5000,
  maxBetTicketsPerDay: 3,
  vipLevels: { '1': 1, '3': 2 },
};
const saved: EngagementSettings['luckyDraw'] = {
  lookbackDays: 30,
  wheel: {
    tickets,
    prizes: [
      { amount: 10, payout: 'CASH', turnover: 0, weight: 3 },
      { amount: 0, payout: 'CASH', turnover: 0, weight: 1 },
    ],
  },
  envelope: {
    tickets: { ...tickets, depositMin: null },
    times: ['12:00', '18:00'],
    durationMinutes: 10,
    min: 1,
    max: 88,
  },
};

describe('the wheel and envelope form', () => {
  it('computes each prize chance and the expected cost per ticket', () => {
    expect(wheelOdds(saved.wheel.prizes)).toEqual({ expectedCost: 7.5, chances: [0.75, 0.25] });
    expect(wheelOdds([{ amount: 5, weight: 0 }])).toEqual({ expectedCost: null, chances: [null] });
  });

  it('sends nothing while unchanged, and only what differs after an edit', () => {
    const draft = luckyDrawDraftOf(saved);
    expect(luckyDrawPatchOf(saved, draft)).toBeNull();
    expect(luckyDrawChanges(saved, draft)).toEqual([]);
    draft.wheel.prizes[1] = {
      ...draft.wheel.prizes[1]!,
      amount: '20',
      payout: 'BONUS',
      turnover: '3',
    };
    draft.envelope.max = '66';
    expect(luckyDrawPatchOf(saved, draft)).toEqual({
      wheel: {
        prizes: [saved.wheel.prizes[0], { amount: 20, payout: 'BONUS', turnover: 3, weight: 1 }],
      },
      envelope: { max: 66 },
    });
    expect(luckyDrawChanges(saved, draft)).toEqual([
      {
        id: 'prize.1',
        label: { key: 'engagement.wheel.prizeN', values: { n: 2 } },
        before: { key: 'engagement.wheel.prizeCash', values: { amount: 0, weight: 1 } },
        after: {
          key: 'engagement.wheel.prizeBonus',
          values: { amount: 20, turnover: 3, weight: 1 },
        },
      },
      { id: 'envelope.max', label: { key: 'engagement.envelope.max' }, before: 88, after: 66 },
    ]);
  });

  it('sends a ticket rule set whole, an emptied one as none', () => {
    const draft = luckyDrawDraftOf(saved);
    draft.wheel.tickets = { ...draft.wheel.tickets, depositMin: '', vipLevels: '1:1, 3:2, 5:4' };
    expect(luckyDrawPatchOf(saved, draft)).toEqual({
      wheel: { tickets: { ...tickets, depositMin: null, vipLevels: { '1': 1, '3': 2, '5': 4 } } },
    });
  });

  it('refuses a wheel that cannot draw, bad times, an envelope range upside down', () => {
    const draft = luckyDrawDraftOf(saved);
    draft.wheel.prizes = draft.wheel.prizes.map((prize) => ({ ...prize, weight: '0' }));
    draft.envelope = { ...draft.envelope, times: '12:00, 25:00', min: '90' };
    draft.envelope.tickets = { ...draft.envelope.tickets, vipLevels: '11:1' };
    expect(luckyDrawProblems(draft)).toEqual({
      'wheel.prizes': { key: 'engagement.errors.noWeight' },
      'envelope.times': { key: 'engagement.errors.times' },
      'envelope.min': { key: 'engagement.errors.minAboveMax' },
      'envelope.tickets.vipLevels': { key: 'engagement.errors.vipLevels' },
    });
    draft.wheel.prizes = draft.wheel.prizes.slice(0, 1);
    expect(luckyDrawProblems(draft)['wheel.prizes']).toMatchObject({
      key: 'engagement.errors.prizeCount',
    });
  });

  it('reads VIP levels as level:tickets', () => {
    expect(parseVipLevels('1:1, 3=2 10:5')).toEqual({ '1': 1, '3': 2, '10': 5 });
    expect(parseVipLevels('')).toEqual({});
    expect(parseVipLevels('1:1, 1:2')).toBeNull();
    expect(parseVipLevels('0:1')).toBeNull();
  });
});
