import { redemptionQuery } from './redemption-filter';

describe("the points queue's list call", () => {
  it('asks for the points in all where the filter bar says amount', () => {
    expect(
      redemptionQuery(
        { brand: 'PADMA', member: 'demo', minAgeMinutes: 30, minAmount: 100, maxAmount: 500 },
        'in_process',
        2,
        20,
      ),
    ).toEqual({
      status: 'in_process',
      brand: 'PADMA',
      member: 'demo',
      minAgeMinutes: 30,
      minPoints: 100,
      maxPoints: 500,
      pageNo: 2,
      pageSize: 20,
    });
  });

  it('asks for nothing more than the status and page when the filter is empty', () => {
    expect(redemptionQuery({}, 'approved', 1, 20)).toEqual({
      status: 'approved',
      pageNo: 1,
      pageSize: 20,
    });
  });
});
