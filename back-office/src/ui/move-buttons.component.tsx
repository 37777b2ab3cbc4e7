/**
 * The ↑ and ↓ buttons that move one item of an ordered list by one place; the first cannot go
 * up nor the last down. Their accessible names say which item moves where.
 */
export function MoveButtons({
  index,
  count,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="site-button console-button--small"
        aria-label={upLabel}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="site-button console-button--small"
        aria-label={downLabel}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </>
  );
}
