import { auditChanges, auditQuery, EMPTY_AUDIT_FILTERS } from './audit-shape';

describe('the audit trail', () => {
  it('shows only the fields an action changed, nested ones by their path', () => {
    expect(
      auditChanges(
        { status: 'pending', amount: 800, payout: { reference: null, bank: 'BKASH' } },
        { status: 'approved', amount: 800, payout: { reference: 'BK-1', bank: 'BKASH' } },
      ),
    ).toEqual([
      { field: 'status', before: '"pending"', after: '"approved"' },
      { field: 'payout.reference', before: null, after: '"BK-1"' },
    ]);
  });

  it('shows a created record field by field, and values that are not records whole', () => {
    expect(auditChanges(null, { username: 'bob', roles: ['finance'] })).toEqual([
      { field: 'username', before: null, after: '"bob"' },
      { field: 'roles', before: null, after: '["finance"]' },
    ]);
    expect(auditChanges({ timeZone: 'Asia/Dhaka' }, null)).toEqual([
      { field: 'timeZone', before: '"Asia/Dhaka"', after: null },
    ]);
    expect(auditChanges(16, 18)).toEqual([{ field: '', before: '16', after: '18' }]);
    expect(auditChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });

  it('sends only the fields typed, and the days as instants from the first to after the last', () => {
    const result = auditQuery(
      { ...EMPTY_AUDIT_FILTERS, operator: ' root ', action: 'withdrawal' },
      { from: '2026-01-05', to: '2026-01-06' },
    );
    expect(result).toEqual({
      ok: true,
      query: {
        operator: 'root',
        action: 'withdrawal',
        from: new Date('2026-01-05T00:00:00').toISOString(),
        to: new Date('2026-01-07T00:00:00').toISOString(),
      },
    });
  });

  it('names the fields the API would refuse', () => {
    expect(
      auditQuery(
        { ...EMPTY_AUDIT_FILTERS, action: 'Withdrawal!', targetId: 'a b' },
        { from: '2026-01-05', to: '2026-01-05' },
      ),
    ).toEqual({ ok: false, invalid: ['action', 'targetId'] });
  });
});
