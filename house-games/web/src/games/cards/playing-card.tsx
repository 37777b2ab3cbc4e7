import { rankOf, suitOf, type Card, type Rank, type Suit } from '@site/house-games/engines';
import { useId } from 'react';
import { useHouse } from '../../chrome/house-context';
import { cornerIndex, isLowerHalf, pipsOf } from './card-layout';
import { isRedSuit, SuitShape } from './suit-shape';
import './cards.css';

/** The corner index and small pip, drawn twice: top left and, turned, bottom right. */
function Corner({ rank, suit, turned }: { rank: Rank; suit: Suit; turned?: boolean }) {
  return (
    <g transform={turned ? 'rotate(180 50 70)' : undefined}>
      <text x="11" y="22" className="playing-card__index" textAnchor="middle">
        {cornerIndex(rank)}
      </text>
      <SuitShape suit={suit} x={11} y={32} size={11} />
    </g>
  );
}

/** An ace's single big pip, a court card's framed letter, or a number card's pips. */
function FaceMiddle({ rank, suit }: { rank: Rank; suit: Suit }) {
  const pips = pipsOf(rank);
  if (pips)
    return pips.map((pip) => (
      <SuitShape
        key={`${pip.x},${pip.y}`}
        suit={suit}
        x={pip.x}
        y={pip.y}
        size={17}
        flipped={isLowerHalf(pip)}
      />
    ));
  if (rank === 'A') return <SuitShape suit={suit} x={50} y={70} size={42} />;
  return (
    <>
      <rect x="24" y="24" width="52" height="92" rx="4" className="playing-card__court" />
      <text x="50" y="78" className="playing-card__court-letter" textAnchor="middle">
        {rank}
      </text>
      <SuitShape suit={suit} x={50} y={40} size={14} />
      <SuitShape suit={suit} x={50} y={100} size={14} flipped />
    </>
  );
}

/** The back: a lattice in the game's palette inside a border, the same for every card. */
function CardBack() {
  const lattice = useId();
  return (
    <>
      <defs>
        <pattern id={lattice} width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0 5 5 0 10 5 5 10Z" className="playing-card__lattice" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="98" height="138" rx="8" className="playing-card__back" />
      <rect x="8" y="8" width="84" height="124" rx="5" fill={`url(#${lattice})`} />
      <rect x="8" y="8" width="84" height="124" rx="5" className="playing-card__back-frame" />
      <circle cx="50" cy="70" r="15" className="playing-card__medallion" />
    </>
  );
}

/**
 * A playing card drawn in SVG: its face (corner indices, pips, red hearts and diamonds, black
 * spades and clubs) or, for `null`, its back. A new card turns over as it lands, unless the
 * player asked for less motion. `label` names it for screen readers; without one it is decoration
 * (its button or list item names it).
 */
export function PlayingCard({ card, label }: { card: Card | null; label?: string }) {
  const { reducedMotion } = useHouse();
  const suit = card ? suitOf(card) : null;
  const colour = suit ? (isRedSuit(suit) ? ' playing-card--red' : ' playing-card--black') : '';
  return (
    <svg
      key={card ?? 'back'}
      viewBox="0 0 100 140"
      className={`playing-card${colour}${reducedMotion ? '' : ' playing-card--flip'}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {card && suit ? (
        <>
          <rect x="1" y="1" width="98" height="138" rx="8" className="playing-card__face" />
          <Corner rank={rankOf(card)} suit={suit} />
          <Corner rank={rankOf(card)} suit={suit} turned />
          <FaceMiddle rank={rankOf(card)} suit={suit} />
        </>
      ) : (
        <CardBack />
      )}
    </svg>
  );
}
