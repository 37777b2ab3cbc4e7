import { homePathFor, pagesFor } from './navigation';

const ids = (roles: Parameters<typeof pagesFor>[0]['roles']) =>
  pagesFor({ roles }).map((page) => page.id);

describe("the console's navigation", () => {
  it('shows finance its queues first', () => {
    expect(ids(['finance'])).toEqual(['deposits', 'withdrawals', 'points', 'raffles', 'access']);
    expect(homePathFor({ roles: ['finance'] })).toBe('/deposits');
  });

  it('gives admins every page, as admins hold every role', () => {
    expect(ids(['admin'])).toEqual([
      'deposits',
      'withdrawals',
      'points',
      'raffles',
      'feedback',
      'applications',
      'access',
    ]);
  });

  it('shows support no finance queue: it lands on its own queue', () => {
    expect(ids(['support'])).toEqual(['feedback', 'applications', 'access']);
    expect(homePathFor({ roles: ['support'] })).toBe('/feedback');
  });

  it('lands a role with no queue on what its role can do', () => {
    expect(ids(['release'])).toEqual(['access']);
    expect(homePathFor({ roles: ['release'] })).toBe('/access');
  });
});
