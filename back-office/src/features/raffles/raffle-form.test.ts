import { drawBody, periodOf } from './raffle-form';

describe('a raffle draw form', () => {
  it('names a period as the API does, on the local calendar', () => {
    expect(periodOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('sends codes in capitals, and early only when asked', () => {
    expect(
      drawBody({ brand: ' padma ', promotion: 'daily_raffle', period: '2026-12-06', early: false }),
    ).toEqual({
      ok: true,
      body: { brand: 'PADMA', promotion: 'DAILY_RAFFLE', period: '2026-12-06' },
    });
    expect(
      drawBody({ brand: 'PADMA', promotion: 'DAILY_RAFFLE', period: '2026-12-06', early: true }),
    ).toMatchObject({ ok: true, body: { early: true } });
  });

  it('names each field it cannot send', () => {
    expect(
      drawBody({ brand: 'P', promotion: 'no spaces', period: '6/12/2026', early: false }),
    ).toEqual({
      ok: false,
      errors: { brand: 'brandInvalid', promotion: 'promotionInvalid', period: 'periodInvalid' },
    });
  });
});
