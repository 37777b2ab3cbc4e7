import { homePathFor, pagesFor } from './navigation';

const ids = (roles: Parameters<typeof pagesFor>[0]['roles']) =>
  pagesFor({ roles }).map((page) => page.id);

describe("the console's navigation", () => {
  it('shows finance its queues first', () => {
    expect(ids(['finance'])).toEqual(['deposits', 'withdrawals', 'reports', 'access']);
    expect(homePathFor({ roles: ['finance'] })).toBe('/deposits');
  });

  it('gives admins every page, as admins hold every role', () => {
    expect(ids(['admin'])).toEqual(['deposits', 'withdrawals', 'reports', 'audit', 'access']);
  });

  it('shows support no finance queue: it lands on what its role can do', () => {
    expect(ids(['support'])).toEqual(['access']);
    expect(homePathFor({ roles: ['support'] })).toBe('/access');
  });
});
