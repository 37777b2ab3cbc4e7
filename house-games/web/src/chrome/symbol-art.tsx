import { darken, lighten, symbolAt, verticalGradient } from '@site/house-games/art';

/*
 * The games' symbols are the same vector pictures the lobby tiles are drawn with
 * (@site/house-games/art): our own constant drawings, never text from a player, so they are
 * placed as markup. Their gold (`url(#a)`) is defined once per page by <SymbolGold>.
 */

/** The gold gradient every symbol picture paints with, from the game's accent colour. */
export function SymbolGold({ accent }: { accent: string }) {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" className="house-sr">
      <defs
        dangerouslySetInnerHTML={{
          __html: verticalGradient('a', lighten(accent, 0.35), darken(accent, 0.35)),
        }}
      />
    </svg>
  );
}

/** One named symbol, square, labelled for screen readers by `label`. */
export function SymbolArt({
  name,
  label,
  className,
}: {
  name: string;
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="-20 -20 40 40"
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: symbolAt(name, 0, 0) }}
    />
  );
}
