import type { Palette } from '@site/house-games/engines';
import { darken, FONT_STACK, lighten, mix } from '@site/house-games/art';
import { useId } from 'react';
import { SymbolArt } from '../../chrome/symbol-art';

/** Card ranks have no picture of their own: they are drawn as ranks, each in its own colour. */
const RANKS = ['A', 'K', 'Q', 'J', '10'] as const;
type Rank = (typeof RANKS)[number];
const isRank = (name: string): name is Rank => (RANKS as readonly string[]).includes(name);

/** Each rank's colour, from the game's palette so every theme's ranks match its art. */
const rankColour = (rank: Rank, palette: Palette): string =>
  ({
    A: palette.accent,
    K: lighten(palette.primary, 0.25),
    Q: mix(palette.primary, palette.accent, 0.5),
    J: lighten(mix(palette.primary, '#2f9e44', 0.5), 0.15),
    '10': lighten(mix(palette.primary, '#1c7ed6', 0.5), 0.15),
  })[rank];

function RankGlyph({
  rank,
  palette,
  label,
  className,
}: {
  rank: Rank;
  palette: Palette;
  label: string;
  className?: string;
}) {
  const colour = rankColour(rank, palette);
  // Each glyph its own gradient id (an id appears once in a document), kept to characters a
  // url(#…) reference takes as they are.
  const id = `slot5-rank${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className={className} viewBox="-20 -20 40 40" role="img" aria-label={label}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={lighten(colour, 0.45)} />
          <stop offset="0.55" stopColor={colour} />
          <stop offset="1" stopColor={darken(colour, 0.35)} />
        </linearGradient>
      </defs>
      <text
        x="0"
        y="1"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={`Georgia,'Times New Roman',serif,${FONT_STACK}`}
        fontWeight="900"
        fontSize={rank === '10' ? 26 : 32}
        letterSpacing={rank === '10' ? -2 : 0}
        fill={`url(#${id})`}
        stroke={darken(colour, 0.6)}
        strokeWidth="1.6"
        paintOrder="stroke"
      >
        {rank}
      </text>
    </svg>
  );
}

/** One slot symbol: its picture, or a card rank drawn in the theme's colours. */
export function SlotSymbolArt({
  name,
  palette,
  label,
  className,
}: {
  name: string;
  palette: Palette;
  label: string;
  className?: string;
}) {
  return isRank(name) ? (
    <RankGlyph rank={name} palette={palette} label={label} className={className} />
  ) : (
    <SymbolArt name={name} label={label} className={className} />
  );
}
