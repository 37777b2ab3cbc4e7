import { changeLanguage, setupI18n, type Game } from '@site/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { GameCard } from './game-card.component';
import { testGame } from './game.fixture';

const game = (extra: Partial<Game> = {}) =>
  testGame(7, {
    gameType: 'LIVE',
    vassalage: 'EVO',
    vendor: 'EVO',
    gameClassify: 'ROU',
    gameName: 'Lightning Roulette',
    ...extra,
  });

const renderCard = (value: Game, onLaunch = jest.fn()) => {
  render(
    <GameCard
      game={value}
      favourite={false}
      onLaunch={onLaunch}
      onToggleFavourite={() => undefined}
    />,
  );
  return onLaunch;
};

beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
});

test('a playable game launches from its picture and name', () => {
  const onLaunch = renderCard(game());
  fireEvent.click(screen.getByRole('button', { name: 'Play Lightning Roulette' }));
  expect(onLaunch).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Coming soon')).toBeNull();
});

test('a game without a house game yet wears a coming-soon ribbon and does not launch', () => {
  const onLaunch = renderCard(game({ comingSoon: true }));
  expect(screen.getByText('Coming soon')).toBeTruthy();
  const play = screen.getByRole('button', {
    name: 'Lightning Roulette: coming soon, not playable yet',
  });
  expect(play.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(play);
  expect(onLaunch).not.toHaveBeenCalled();
  // The favourite heart still works: the player may keep it for when it opens.
  expect(screen.getByRole('button', { name: 'Add Lightning Roulette to favourites' })).toBeTruthy();
});

test('the ribbon and the name read in Bangla', async () => {
  await act(() => changeLanguage('bn'));
  try {
    renderCard(game({ comingSoon: true, gameName: 'লাইটনিং রুলেট' }));
    expect(screen.getByText('শীঘ্রই আসছে')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'লাইটনিং রুলেট: শীঘ্রই আসছে, এখনও খেলা যাবে না' }),
    ).toBeTruthy();
  } finally {
    await act(() => changeLanguage('en'));
  }
});
