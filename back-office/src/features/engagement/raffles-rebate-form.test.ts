import type { EngagementSettings } from '@site/contracts';
import {
  rafflesRebateChanges,
  rafflesRebateDraftOf,
  rafflesRebatePatchOf,
  rafflesRebateProblems,
} from './raffles-rebate-form';

const saved: Pick<EngagementSettings, 'raffles' | 'rebate'> = {
  raffles: [
    {
      code: 'DAILY_RAFFLE',
      enabled: true,
      period: 'DAILY',
      drawTime: '22:00',
      weekday: 0,
      winners: 3,
      prizeAmount: 100,
      payout: 'CASH',
      turnoverMultiple: 0,
      ticketsPerMember: 1,
    },
  ],
  rebate: { ratesPercent: { RNG: 0.8, LIVE: 0.4 }, vipBonus: true },
};

describe('the raffles and rebate form', () => {
  it('sends nothing while unchanged', () => {
    const draft = rafflesRebateDraftOf(saved);
    expect(rafflesRebatePatchOf(saved, draft)).toEqual({ raffles: null, rebate: null });
    expect(rafflesRebateChanges(saved, draft)).toEqual([]);
  });

  it('sends each raffle changed field and each rate changed, and names them', () => {
    const draft = rafflesRebateDraftOf(saved);
    draft.raffles[0] = { ...draft.raffles[0]!, period: 'WEEKLY', weekday: '5', winners: '5' };
    draft.rebate = { ratesPercent: { RNG: '1.2', LIVE: '0.4' }, vipBonus: false };
    expect(rafflesRebatePatchOf(saved, draft)).toEqual({
      raffles: { DAILY_RAFFLE: { period: 'WEEKLY', weekday: 5, winners: 5 } },
      rebate: { ratesPercent: { RNG: 1.2 }, vipBonus: false },
    });
    const rows = rafflesRebateChanges(saved, draft);
    expect(rows.map((row) => [row.id, row.before, row.after])).toEqual([
      [
        'raffle.DAILY_RAFFLE.period',
        { key: 'engagement.period.DAILY' },
        { key: 'engagement.period.WEEKLY' },
      ],
      ['raffle.DAILY_RAFFLE.weekday', null, { key: 'engagement.weekday.5' }],
      ['raffle.DAILY_RAFFLE.winners', 3, 5],
      ['rebate.RNG', 0.8, 1.2],
      ['rebate.vipBonus', { key: 'engagement.on' }, { key: 'engagement.off' }],
    ]);
  });

  it('refuses a bad time, no winners, a rate above 10 percent', () => {
    const draft = rafflesRebateDraftOf(saved);
    draft.raffles[0] = { ...draft.raffles[0]!, drawTime: '24:00', winners: '0' };
    draft.rebate.ratesPercent.RNG = '10.5';
    expect(Object.keys(rafflesRebateProblems(draft)).sort()).toEqual([
      'raffles.DAILY_RAFFLE.drawTime',
      'raffles.DAILY_RAFFLE.winners',
      'rebate.RNG',
    ]);
  });
});
