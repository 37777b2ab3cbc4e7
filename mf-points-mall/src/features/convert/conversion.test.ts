import { checkConversion } from './conversion';

const config = { pointsPerUnit: 100, minConvertPoints: 100, convertStep: 1 };

describe('checkConversion', () => {
  it('gives the money at the ratio', () => {
    expect(checkConversion('1000', config, 5_000)).toEqual({ ok: true, points: 1000, amount: 10 });
    expect(checkConversion('১,২৫০', config, 5_000)).toEqual({
      ok: true,
      points: 1250,
      amount: 12.5,
    });
  });

  it('says why not: empty, below the minimum, off the step, above the balance', () => {
    expect(checkConversion('', config, 5_000)).toMatchObject({ ok: false, reason: 'required' });
    expect(checkConversion('12.5', config, 5_000)).toMatchObject({ ok: false, reason: 'required' });
    expect(checkConversion('99', config, 5_000)).toEqual({ ok: false, reason: 'min', limit: 100 });
    expect(checkConversion('105', { ...config, pointsPerUnit: 40, convertStep: 2 }, 5_000)).toEqual(
      {
        ok: false,
        reason: 'step',
        limit: 2,
      },
    );
    expect(checkConversion('6000', config, 5_000)).toEqual({
      ok: false,
      reason: 'balance',
      limit: 5_000,
    });
  });
});
