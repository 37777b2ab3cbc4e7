import { localizeDigits, useTranslation } from '@site/shared';

/** A draw's numbers as balls, the special prize first and marked. */
export function ResultNumbers({ numbers, limit }: { numbers: readonly string[]; limit?: number }) {
  const { i18n } = useTranslation();
  const shown = limit ? numbers.slice(0, limit) : numbers;
  return (
    <span className="lottery-balls">
      {shown.map((value, index) => (
        <span
          key={index}
          className={index === 0 ? 'lottery-ball lottery-ball--special' : 'lottery-ball'}
        >
          {localizeDigits(value, i18n.language)}
        </span>
      ))}
    </span>
  );
}
