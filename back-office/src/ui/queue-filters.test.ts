import { EMPTY_FILTERS, filterQuery } from './queue-filters';

describe("a queue's filter", () => {
  it('asks for nothing when empty', () => {
    expect(filterQuery(EMPTY_FILTERS)).toEqual({ ok: true, filter: {} });
  });

  it('sends brand, member, age and amounts; Bengali digits and grouping are read', () => {
    expect(
      filterQuery({
        brand: ' padma ',
        member: 'demo_sub1',
        minAgeMinutes: '30',
        minAmount: '৫০০',
        maxAmount: '1,250.50',
      }),
    ).toEqual({
      ok: true,
      filter: {
        brand: 'PADMA',
        member: 'demo_sub1',
        minAgeMinutes: 30,
        minAmount: 500,
        maxAmount: 1250.5,
      },
    });
  });

  it('names each field it cannot send', () => {
    expect(
      filterQuery({
        brand: 'P',
        member: 'no spaces',
        minAgeMinutes: '',
        minAmount: 'ten',
        maxAmount: '1.234',
      }),
    ).toEqual({
      ok: false,
      errors: {
        brand: 'brandInvalid',
        member: 'memberInvalid',
        minAmount: 'amountInvalid',
        maxAmount: 'amountInvalid',
      },
    });
  });

  it('refuses a lower amount above the upper one', () => {
    expect(filterQuery({ ...EMPTY_FILTERS, minAmount: '900', maxAmount: '100' })).toEqual({
      ok: false,
      errors: { maxAmount: 'amountOrder' },
    });
  });

  it('takes whole counts only when the amount is points', () => {
    expect(
      filterQuery(
        { ...EMPTY_FILTERS, minAmount: '১০০', maxAmount: '2,500' },
        { wholeAmounts: true },
      ),
    ).toEqual({
      ok: true,
      filter: { minAmount: 100, maxAmount: 2500 },
    });
    expect(filterQuery({ ...EMPTY_FILTERS, minAmount: '10.5' }, { wholeAmounts: true })).toEqual({
      ok: false,
      errors: { minAmount: 'wholeInvalid' },
    });
  });
});
