import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFairRound } from '../../api/get-fair-round.resource';
import { getHistory } from '../../api/get-history.resource';
import { useHouse } from '../../chrome/house-context';

/** How many of the player's last crash points the strip shows. */
const SHOWN = 10;
/** From here a crash point is drawn as high. */
const HIGH_HUNDREDTHS = 200;

/**
 * The player's last crash points, newest first: read from the history (each settled round's fair
 * record carries its crash point) when the page opens, then added as rounds end.
 */
export function useRecentCrashPoints() {
  const [points, setPoints] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    getHistory(1, SHOWN)
      .then(({ list }) => Promise.allSettled(list.map((round) => getFairRound(round.roundId))))
      .then((rounds) => {
        const read = rounds.flatMap((answer) => {
          const outcome =
            answer.status === 'fulfilled'
              ? (answer.value.outcome as { crashPointHundredths?: number })
              : {};
          return outcome.crashPointHundredths === undefined ? [] : [outcome.crashPointHundredths];
        });
        if (live) setPoints((added) => [...added, ...read].slice(0, SHOWN));
      })
      // The strip is a convenience: without the history it fills as rounds end.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const add = useCallback(
    (hundredths: number) => setPoints((shown) => [hundredths, ...shown].slice(0, SHOWN)),
    [],
  );
  return { points, add };
}

export function RecentCrashPoints({ points }: { points: number[] }) {
  const { t } = useTranslation('crash');
  const { format } = useHouse();
  return (
    <ol className="crash-recent" aria-label={t('recent')}>
      {points.map((hundredths, index) => (
        <li
          key={`${index}-${hundredths}`}
          className={hundredths >= HIGH_HUNDREDTHS ? 'crash-recent--high' : undefined}
        >
          {format.multiplier(hundredths)}
        </li>
      ))}
    </ol>
  );
}
