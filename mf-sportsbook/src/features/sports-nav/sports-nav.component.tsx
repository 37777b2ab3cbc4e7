import { formatNumber, useTranslation } from '@site/shared';
import type { Sport, SportCount } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { NAMESPACE } from '../../i18n/translations';
import { getSports } from './sports.resource';

type SportsNavProps = {
  line: 'SPORT' | 'ESPORT';
  sport: Sport | null;
  onLine: (line: 'SPORT' | 'ESPORT') => void;
  onSport: (sport: Sport | null) => void;
};

/** The two product lines and their sports, each with how many events are live now. */
export function SportsNav({ line, sport, onLine, onSport }: SportsNavProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const sports = useQuery({ ...getSports.query(), refetchInterval: 60_000 });
  // In the API's order: what Bangladesh bets on most first.
  const ofLine: SportCount[] = (sports.data?.list ?? []).filter((s) => s.line === line);
  return (
    <nav className="sb-nav" aria-label={t('nav.label')}>
      <div className="sb-nav__lines" role="group" aria-label={t('nav.lines')}>
        {(['SPORT', 'ESPORT'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="sb-chip"
            aria-pressed={line === option}
            onClick={() => onLine(option)}
          >
            {t(`lines.${option}`)}
          </button>
        ))}
      </div>
      <ul className="sb-nav__sports">
        <li>
          <button
            type="button"
            className="sb-nav__sport"
            aria-pressed={sport === null}
            onClick={() => onSport(null)}
          >
            {t('nav.all')}
          </button>
        </li>
        {sports.isPending && <li className="sb-skeleton sb-skeleton--line" aria-hidden="true" />}
        {ofLine.map((count) => (
          <li key={count.sport}>
            <button
              type="button"
              className="sb-nav__sport"
              aria-pressed={sport === count.sport}
              onClick={() => onSport(count.sport)}
            >
              <span>{t(`sports.${count.sport}`)}</span>
              {count.live > 0 && (
                <span className="sb-badge sb-badge--live">
                  {t('nav.liveCount', {
                    count: count.live,
                    n: formatNumber(count.live, i18n.language),
                  })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
