/** One button of a row: its label, and how it looks (the main action, a loss, or neither). */
export type RowAction<Id extends string> = {
  id: Id;
  label: string;
  tone?: 'primary' | 'danger';
};

const TONE_CLASSES = { primary: ' site-button--primary', danger: ' console-button--danger' };

/**
 * A table row's action buttons. With `rowName`, each button's accessible name adds it ("Approve
 * R-12"), so a screen reader's list of buttons tells the rows apart.
 */
export function RowActions<Id extends string>({
  actions,
  rowName,
  onPick,
}: {
  actions: readonly RowAction<Id>[];
  rowName?: string;
  onPick: (id: Id) => void;
}) {
  return (
    <span className="row-actions">
      {actions.map(({ id, label, tone }) => (
        <button
          key={id}
          type="button"
          className={`site-button console-button--small${tone ? TONE_CLASSES[tone] : ''}`}
          aria-label={rowName ? `${label} ${rowName}` : undefined}
          onClick={() => onPick(id)}
        >
          {label}
        </button>
      ))}
    </span>
  );
}
