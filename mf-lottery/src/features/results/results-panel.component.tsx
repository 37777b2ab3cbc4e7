import {
  EmptyState,
  ErrorState,
  localizeDigits,
  type LotteryResultFormat,
  SkeletonBlocks,
  useTranslation,
  brandTzOffset,
} from '@site/shared';
import { toIsoDate } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REFRESH_MS, RESULTS_COUNT } from '../../config/lottery-config';
import { NAMESPACE } from '../../i18n/translations';
import { keepDigits } from '../../ui/keep-digits';
import { ResultBoard } from './result-board.component';
import { FamilyResult } from '../../ui/family-result.component';
import { isFamilyFormat } from '../../ui/family-result-rules';
import { matchesOf } from './result-rules';
import { getResults } from './results.resource';

/**
 * A house game's results: the latest board, "check my number" against it, and the history of
 * the last 100 draws, or of one day picked in the date field.
 */
export function ResultsPanel({
  gameCode,
  format,
}: {
  gameCode: string;
  format: LotteryResultFormat;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [date, setDate] = useState('');
  const [mine, setMine] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const dateId = useId();
  const checkId = useId();
  const results = useQuery({
    ...getResults.query({
      gameCode,
      count: RESULTS_COUNT,
      tzOffset: brandTzOffset(),
      ...(date ? { date } : {}),
    }),
    refetchInterval: date ? false : REFRESH_MS,
  });
  const list = results.data?.list ?? [];
  const shown = list.find((draw) => draw.period === selected) ?? list[0];
  const family = isFamilyFormat(format) ? format : null;
  const matches =
    shown?.numbers && !family ? matchesOf(format as 'NORTH', shown.numbers, mine) : [];
  const digits = (value: string) => localizeDigits(value, i18n.language);

  return (
    <section className="lottery-results" aria-labelledby={`${dateId}-title`}>
      <h2 id={`${dateId}-title`} className="section-heading">
        {t('results.title')}
      </h2>
      {results.status === 'pending' && (
        <SkeletonBlocks count={3} height={80} label={t('loading')} />
      )}
      {results.status === 'error' && (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      )}
      {shown && <ResultBoard draw={shown} format={format} />}
      {shown && !family && (
        <div className="lottery-check">
          <label htmlFor={checkId}>{t('check.label')}</label>
          <input
            id={checkId}
            className="site-input"
            inputMode="numeric"
            maxLength={6}
            value={mine}
            data-testid="lottery-check-input"
            onChange={(event) => setMine(keepDigits(event.target.value))}
          />
          <p aria-live="polite" data-testid="lottery-check-result">
            {mine.length < 2
              ? t('check.hint')
              : matches.length === 0
                ? t('check.none', { number: digits(mine) })
                : t('check.hits', {
                    number: digits(mine),
                    prizes: matches.map((prize) => t(`prizes.${prize}`)).join(', '),
                  })}
          </p>
        </div>
      )}
      <div className="lottery-history">
        <label htmlFor={dateId}>{t('results.date')}</label>
        <input
          id={dateId}
          type="date"
          className="site-input"
          value={date}
          max={toIsoDate(new Date())}
          onChange={(event) => setDate(event.target.value)}
        />
        {date && (
          <button type="button" className="site-button" onClick={() => setDate('')}>
            {t('results.latest')}
          </button>
        )}
      </div>
      {results.status === 'success' && list.length === 0 ? (
        <EmptyState title={t(date ? 'results.emptyDay' : 'results.empty')} />
      ) : (
        <ol className="lottery-history__list" aria-label={t('results.history')}>
          {list.map((draw) => (
            <li key={draw.period}>
              <button
                type="button"
                className="lottery-history__item"
                aria-pressed={draw.period === shown?.period}
                onClick={() => setSelected(draw.period)}
              >
                <span>{digits(draw.period)}</span>
                <span className="visually-hidden">: </span>
                {family && draw.numbers ? (
                  <FamilyResult format={family} numbers={draw.numbers} compact />
                ) : (
                  <strong>{digits(draw.numbers?.[0] ?? '')}</strong>
                )}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
