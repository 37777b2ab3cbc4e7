import { fishMarkup, lookOf } from './fish-look';

/** A species' picture for the rules and the target list (the same look the canvas paints). */
export function FishPicture({
  speciesIndex,
  speciesCount,
  className,
}: {
  speciesIndex: number;
  speciesCount: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="-24 -20 44 40"
      aria-hidden="true"
      focusable="false"
      // Our own constant drawing (the art's fish), never text from a player.
      dangerouslySetInnerHTML={{ __html: fishMarkup(lookOf(speciesIndex, speciesCount)) }}
    />
  );
}
