import { type Language, localizeDigits, type LotteryCard, useTranslation } from '@site/shared';
import { NAMESPACE } from '../../i18n/translations';
import { Countdown } from '../../ui/countdown.component';
import { FamilyResult } from '../../ui/family-result.component';
import { isFamilyFormat } from '../../ui/family-result-rules';
import { ResultNumbers } from '../../ui/result-numbers.component';

type GameCardProps = {
  game: LotteryCard;
  favourite: boolean;
  current: boolean;
  onToggleFavourite: () => void;
  onOpen: () => void;
};

/** One lottery: its latest result, the countdown to its next draw, a star and a play button. */
export function GameCard({ game, favourite, current, onToggleFavourite, onOpen }: GameCardProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const name = game.gameName[i18n.language as Language] ?? game.gameName.en;
  const playable = game.resultFormat !== null;
  return (
    <li
      className="card lottery-card"
      data-testid="lottery-card"
      data-game-code={game.gameCode}
      aria-current={current ? 'true' : undefined}
    >
      <div className="lottery-card__head">
        <p className="card__title">{name}</p>
        <button
          type="button"
          className="lottery-star"
          data-testid="lottery-star"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'favourites.remove' : 'favourites.add', { name })}
          onClick={onToggleFavourite}
        >
          {favourite ? '★' : '☆'}
        </button>
      </div>
      <p className="card__meta">{t(`modes.${game.prizeMode}`, { defaultValue: game.prizeMode })}</p>
      <p className="card__meta">
        <Countdown until={game.closesAt ?? game.nextDrawAt} labelKey="countdown.next" />
      </p>
      <div className="lottery-card__result">
        {game.latest?.numbers ? (
          <>
            <span className="card__meta">
              {t('latest', { period: localizeDigits(game.latest.period, i18n.language) })}
            </span>
            {isFamilyFormat(game.resultFormat) ? (
              <FamilyResult format={game.resultFormat} numbers={game.latest.numbers} compact />
            ) : (
              <ResultNumbers numbers={game.latest.numbers} limit={3} />
            )}
          </>
        ) : (
          <span className="card__meta">{t('noResultYet')}</span>
        )}
      </div>
      {playable ? (
        <button
          type="button"
          className="site-button site-button--primary"
          data-testid="lottery-play"
          onClick={onOpen}
        >
          {t('play')}
        </button>
      ) : (
        <p className="card__meta">{t('vendorGame', { vendor: game.vendor })}</p>
      )}
    </li>
  );
}
