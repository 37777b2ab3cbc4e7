import { readFavourites, toggleFavourite } from './favourites';

describe('lottery favourites', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each username its own list of game ids', () => {
    expect(toggleFavourite(localStorage, 'alice', 7)).toEqual([7]);
    expect(toggleFavourite(localStorage, 'alice', 9)).toEqual([7, 9]);
    expect(readFavourites(localStorage, 'bob')).toEqual([]);
    expect(toggleFavourite(localStorage, 'alice', 7)).toEqual([9]);
    expect(readFavourites(localStorage, 'alice')).toEqual([9]);
  });

  it('reads a damaged entry as no favourites', () => {
    localStorage.setItem('lotteryFavourites:carol', '{not json');
    expect(readFavourites(localStorage, 'carol')).toEqual([]);
    localStorage.setItem('lotteryFavourites:carol', '[1,"x",2.5,3]');
    expect(readFavourites(localStorage, 'carol')).toEqual([1, 3]);
  });
});
