import { searchOf, viewOf } from './sportsbook-address';

describe('the sportsbook address', () => {
  it('reads the line, sport, event and list, and refuses what it does not know', () => {
    expect(viewOf(new URLSearchParams('line=esports&sport=DOTA2&event=12&when=upcoming'))).toEqual({
      line: 'ESPORT',
      sport: 'DOTA2',
      event: '12',
      when: 'UPCOMING',
    });
    expect(viewOf(new URLSearchParams('sport=<b>&event=<x>'))).toEqual({
      line: 'SPORT',
      sport: null,
      event: null,
      when: 'LIVE',
    });
  });

  it('writes a view back without its defaults', () => {
    expect(searchOf({ line: 'SPORT', sport: null, event: null, when: 'LIVE' })).toBe('');
    expect(searchOf({ line: 'ESPORT', sport: 'CS2', event: '7', when: 'UPCOMING' })).toBe(
      '?line=esports&sport=CS2&when=upcoming&event=7',
    );
  });
});
