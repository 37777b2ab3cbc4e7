import type { ReactNode } from 'react';

/** A report's totals across every page of its filter, as the records' tiles (label over value). */
export function TotalsTiles({
  testId,
  tiles,
}: {
  testId: string;
  tiles: readonly { key: string; label: string; value: ReactNode }[];
}) {
  return (
    <dl className="records-totals" data-testid={testId}>
      {tiles.map((tile) => (
        <div key={tile.key}>
          <dt>{tile.label}</dt>
          <dd data-total={tile.key}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
