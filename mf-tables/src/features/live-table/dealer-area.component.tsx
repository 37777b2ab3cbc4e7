import { formatNumber, useTranslation } from '@site/shared';
import type { LiveRound, LiveTable } from '@site/contracts';
import { roulette } from '@site/house-games/engines';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { CardBack, PlayingCard } from './playing-card.component';
import type { RoundPhase } from './round-clock';

interface BaccaratOutcome {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
}
interface DragonTigerOutcome {
  dragon: string;
  tiger: string;
}
interface CockfightOdds {
  meronMilli: number;
  walaMilli: number;
}

/** Baccarat deals player, banker, player, banker, then the player's and the banker's third cards. */
const baccaratOrder = (hand: 'player' | 'banker', index: number, playerDrew: boolean) =>
  index < 2
    ? 2 * index + (hand === 'banker' ? 1 : 0)
    : hand === 'player'
      ? 4
      : 4 + (playerDrew ? 1 : 0);

function Hand({
  title,
  cards,
  total,
  order,
  winner,
  faceDown = 2,
}: {
  title: string;
  cards: readonly string[] | null;
  total: number | null;
  order: (index: number) => number;
  winner: boolean;
  /** Cards shown face down before the result. */
  faceDown?: number;
}) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  return (
    <div className="lt-hand" data-winner={winner}>
      <h3>
        {title}
        {total !== null && (
          <span className="lt-hand__total">
            {t('dealer.total', { n: formatNumber(total, i18n.language) })}
          </span>
        )}
      </h3>
      <div className="lt-hand__cards">
        {cards
          ? cards.map((card, index) => <PlayingCard key={index} card={card} order={order(index)} />)
          : Array.from({ length: faceDown }, (_, index) => <CardBack key={index} />)}
      </div>
    </div>
  );
}

/** The European wheel's pockets, clockwise from zero. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const POCKET_DEGREES = 360 / WHEEL.length;

function pocketPath(index: number): string {
  const radians = (degrees: number) => ((degrees - 90) * Math.PI) / 180;
  const from = radians(index * POCKET_DEGREES - POCKET_DEGREES / 2);
  const to = radians(index * POCKET_DEGREES + POCKET_DEGREES / 2);
  const point = (angle: number, radius: number) =>
    `${(100 + radius * Math.cos(angle)).toFixed(2)} ${(100 + radius * Math.sin(angle)).toFixed(2)}`;
  return `M ${point(from, 96)} A 96 96 0 0 1 ${point(to, 96)} L ${point(to, 64)} A 64 64 0 0 0 ${point(from, 64)} Z`;
}

/** The wheel turns while the ball runs; with the result the ball settles in its pocket. */
function RouletteWheel({ number, phase }: { number: number | null; phase: RoundPhase }) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const ballAngle = number === null ? 0 : WHEEL.indexOf(number) * POCKET_DEGREES;
  return (
    <div className="lt-wheel" data-phase={phase}>
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={
          number === null
            ? t('dealer.wheelSpinning')
            : t('dealer.wheelStopped', { n: formatNumber(number, i18n.language) })
        }
      >
        <g className="lt-wheel__rotor">
          {WHEEL.map((pocket, index) => (
            <g key={pocket}>
              <path
                d={pocketPath(index)}
                className={`lt-pocket lt-pocket--${roulette.colourOf(pocket).toLowerCase()}`}
              />
              <text
                x="100"
                y="19"
                className="lt-pocket__number"
                transform={`rotate(${index * POCKET_DEGREES} 100 100)`}
              >
                {pocket}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r="60" className="lt-wheel__hub" />
        </g>
        {number !== null && (
          <g className="lt-wheel__ball" style={{ ['--ball-angle' as string]: `${ballAngle}deg` }}>
            <circle cx="100" cy="42" r="5" />
          </g>
        )}
        {number !== null && (
          <text x="100" y="108" className="lt-wheel__result">
            {formatNumber(number, i18n.language)}
          </text>
        )}
      </svg>
    </div>
  );
}

/**
 * The dealer's side of the table, drawn (no video): baccarat's and dragon tiger's cards turned
 * one by one in the order they were dealt, roulette's wheel and ball, the cockfight's two corners.
 * Before the result the server has not drawn the round yet (its seed is committed, its outcome
 * not played), so the page shows cards face down or the wheel turning, never an invented result.
 */
export function DealerArea({
  table,
  round,
  phase,
}: {
  table: Pick<LiveTable, 'game'>;
  round: LiveRound | null;
  phase: RoundPhase;
}) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const outcome = phase === 'RESULT' ? round?.outcome : null;
  const winner = phase === 'RESULT' ? round?.winner : null;
  switch (table.game) {
    case 'BACCARAT': {
      const cards = (outcome as BaccaratOutcome | null) ?? null;
      const playerDrew = (cards?.player.length ?? 0) > 2;
      return (
        <div className="lt-dealer lt-dealer--cards" data-testid="dealer-area" data-phase={phase}>
          <Hand
            title={t('spots.PLAYER')}
            cards={cards?.player ?? null}
            total={cards?.playerTotal ?? null}
            order={(i) => baccaratOrder('player', i, playerDrew)}
            winner={winner === 'PLAYER'}
          />
          <Hand
            title={t('spots.BANKER')}
            cards={cards?.banker ?? null}
            total={cards?.bankerTotal ?? null}
            order={(i) => baccaratOrder('banker', i, playerDrew)}
            winner={winner === 'BANKER'}
          />
        </div>
      );
    }
    case 'DRAGON_TIGER': {
      const cards = (outcome as DragonTigerOutcome | null) ?? null;
      return (
        <div className="lt-dealer lt-dealer--cards" data-testid="dealer-area" data-phase={phase}>
          <Hand
            title={t('spots.DRAGON')}
            cards={cards ? [cards.dragon] : null}
            total={null}
            order={() => 0}
            winner={winner === 'DRAGON'}
            faceDown={1}
          />
          <Hand
            title={t('spots.TIGER')}
            cards={cards ? [cards.tiger] : null}
            total={null}
            order={() => 1}
            winner={winner === 'TIGER'}
            faceDown={1}
          />
        </div>
      );
    }
    case 'ROULETTE':
      return (
        <div className="lt-dealer" data-testid="dealer-area" data-phase={phase}>
          <RouletteWheel
            number={outcome ? (outcome as { number: number }).number : null}
            phase={phase}
          />
        </div>
      );
    case 'COCKFIGHT': {
      const odds = (round?.posted as CockfightOdds | null) ?? null;
      const oddsText = (milli: number | undefined) =>
        milli === undefined
          ? '—'
          : formatNumber(milli / 1000, i18n.language, { minimumFractionDigits: 2 });
      return (
        <div className="lt-dealer lt-dealer--fight" data-testid="dealer-area" data-phase={phase}>
          {(['MERON', 'WALA'] as const).map((side) => (
            <div
              key={side}
              className={`lt-corner lt-corner--${side.toLowerCase()}`}
              data-winner={winner === side}
            >
              <span className="lt-corner__bird" aria-hidden="true" />
              <strong>{t(`spots.${side}`)}</strong>
              <span>{oddsText(side === 'MERON' ? odds?.meronMilli : odds?.walaMilli)}</span>
            </div>
          ))}
          <p className="lt-fight__state">{t(`fight.${phase}`)}</p>
        </div>
      );
    }
  }
}
