import { type Game, numberFormat, useTranslation, type TFunction } from '@site/shared';
import { NAMESPACE } from '../../i18n/translations';
import { LazyImage } from './lazy-image.component';

export type GameCardProps = {
  game: Game;
  favourite: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();

/**
 * The launch button's props: a game whose category has no house game yet (the list's
 * comingSoon) stays focusable so its name says why it does not open, but does nothing.
 */
export function launchButtonProps(t: TFunction, game: Game, onLaunch: (game: Game) => void) {
  return game.comingSoon
    ? ({
        'aria-disabled': true,
        'aria-label': t('comingSoonGame', { name: game.gameName }),
      } as const)
    : { onClick: () => onLaunch(game), 'aria-label': t('launchGame', { name: game.gameName }) };
}

/** One game: the picture and name launch it, the heart saves it (both real buttons). */
export function GameCard({ game, favourite, onLaunch, onToggleFavourite }: GameCardProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const minBet =
    game.minBet != null
      ? numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(game.minBet)
      : null;
  return (
    <article className="game-card" data-testid="game-card" data-node-id={String(game.nodeId)}>
      <button type="button" className="game-card__launch" {...launchButtonProps(t, game, onLaunch)}>
        <span className="game-card__picture">
          <LazyImage src={game.imageUrl} fallback={initials(game.gameName)} />
          {game.comingSoon ? (
            <span className="game-card__badge game-card__badge--soon">{t('comingSoonBadge')}</span>
          ) : (
            game.status === 'MAINTENANCE' && (
              <span className="game-card__badge">{t('maintenanceBadge')}</span>
            )
          )}
        </span>
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__meta">
          {game.gameClassify && i18n.exists(`${NAMESPACE}:classify.${game.gameClassify}`)
            ? t(`classify.${game.gameClassify}`)
            : game.vendor}
          {minBet && <> · {t('minBetShort', { amount: minBet })}</>}
        </span>
      </button>
      <button
        type="button"
        className="game-card__favourite"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'removeFavourite' : 'addFavourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </article>
  );
}
