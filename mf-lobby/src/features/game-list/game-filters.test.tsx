import { setupI18n } from '@site/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { classificationsFor, GameFilters, SEARCH_SETTLE_MS } from './game-filters.component';
import type { GameListFilters } from './game-list-state';

const FILTERS: GameListFilters = {
  vassalage: 'JILI',
  listType: '',
  gameClassify: '',
  minBet: '',
  gameName: '',
};

beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
});

describe('classificationsFor (spec §9)', () => {
  it('offers SC, VP, TG, AC, JP on RNG, bingo only where TY is supported, none elsewhere', () => {
    expect(classificationsFor('RNG', ['bn', 'en'])).toEqual(['SC', 'VP', 'TG', 'AC', 'JP']);
    expect(classificationsFor('RNG', ['bn', 'en', 'ty'])).toContain('BG');
    expect(classificationsFor('LIVE', ['ty'])).toEqual([]);
  });
});

describe('GameFilters', () => {
  it('offers the six min-bet options and the RNG classifications with their labels', () => {
    render(<GameFilters category="RNG" filters={FILTERS} onChange={jest.fn()} />);
    const minBet = screen.getByLabelText('Minimum bet');
    expect(
      within(minBet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Any minimum bet',
      '0.01 or more',
      '0.05 or more',
      '0.1 or more',
      '0.5 or more',
      '0.75 or more',
    ]);
    const types = within(screen.getByLabelText('Game type')).getAllByRole('option');
    expect(types.map((o) => (o as HTMLOptionElement).value)).toEqual([
      '',
      'SC',
      'VP',
      'TG',
      'AC',
      'JP',
    ]);
  });

  it('has no classification filter outside RNG', () => {
    render(<GameFilters category="LIVE" filters={FILTERS} onChange={jest.fn()} />);
    expect(screen.queryByLabelText('Game type')).toBeNull();
  });

  it('sends a filter change, and a list type only when it is another one', () => {
    const onChange = jest.fn();
    render(<GameFilters category="RNG" filters={FILTERS} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Minimum bet'), { target: { value: '0.05' } });
    expect(onChange).toHaveBeenLastCalledWith({ minBet: '0.05' });
    fireEvent.click(screen.getByRole('button', { name: 'All games' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(onChange).toHaveBeenLastCalledWith({ listType: 'fav' });
  });

  it('searches once the typing settles, and not again for the same text', () => {
    jest.useFakeTimers();
    try {
      const onChange = jest.fn();
      const { rerender } = render(
        <GameFilters category="RNG" filters={FILTERS} onChange={onChange} />,
      );
      const search = screen.getByLabelText('Search by game name');
      for (const text of ['f', 'fo', 'for']) fireEvent.change(search, { target: { value: text } });
      act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenLastCalledWith({ gameName: 'for' });
      rerender(
        <GameFilters
          category="RNG"
          filters={{ ...FILTERS, gameName: 'for' }}
          onChange={onChange}
        />,
      );
      fireEvent.change(search, { target: { value: 'for ' } });
      act(() => jest.advanceTimersByTime(SEARCH_SETTLE_MS * 2));
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
