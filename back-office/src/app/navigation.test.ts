import { homePathFor, pagesFor } from './navigation';

const ids = (roles: Parameters<typeof pagesFor>[0]['roles']) =>
  pagesFor({ roles }).map((page) => page.id);

describe("the console's navigation", () => {
  it('shows finance its queues first', () => {
    expect(ids(['finance'])).toEqual([
      'deposits',
      'withdrawals',
      'points',
      'raffles',
      'players',
      'agents',
      'reports',
      'tables',
      'access',
    ]);
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
      'banners',
      'announcements',
      'promotions',
      'help',
      'players',
      'agents',
      'reports',
      'brands',
      'tables',
      'missions',
      'luckyDraw',
      'rafflesRebate',
      'releases',
      'audit',
      'access',
    ]);
  });

  it('shows support no finance queue: it lands on its own queue', () => {
    expect(ids(['support'])).toEqual([
      'feedback',
      'applications',
      'banners',
      'announcements',
      'promotions',
      'help',
      'players',
      'agents',
      'access',
    ]);
    expect(homePathFor({ roles: ['support'] })).toBe('/feedback');
  });

  it('lands the release role on its channels', () => {
    expect(ids(['release'])).toEqual(['releases', 'access']);
    expect(homePathFor({ roles: ['release'] })).toBe('/releases');
  });
});
