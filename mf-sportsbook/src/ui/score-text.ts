import { formatDate, formatNumber } from '@site/shared';
import type { SportsEvent, SportsScore } from '@site/contracts';
import type { TFunction } from 'i18next';

const n = (value: number, language: string) => formatNumber(value, language);

/** Overs as cricket writes them: completed overs and the balls of the current one (16.2). */
export const oversText = (balls: number, language: string): string =>
  `${n(Math.floor(balls / 6), language)}.${n(balls % 6, language)}`;

/** A side's figure in the headline: cricket's runs/wickets (overs), else its number. */
export function sideScore(score: SportsScore, side: 'HOME' | 'AWAY', language: string): string {
  const innings = score.cricket?.innings.filter((i) => i.side === side) ?? [];
  if (score.cricket && innings.length > 0)
    return innings
      .map(
        (i) => `${n(i.runs, language)}/${n(i.wickets, language)} (${oversText(i.balls, language)})`,
      )
      .join(' & ');
  if (score.cricket) return '';
  return n(side === 'HOME' ? score.home : score.away, language);
}

/** What the clock says: the minute, the innings, the map or the set being played. */
export function periodText(
  t: TFunction,
  event: Pick<SportsEvent, 'sport' | 'score'>,
  language: string,
) {
  const { score } = event;
  if (score.minute !== null) return t('score.minute', { n: n(score.minute, language) });
  if (score.cricket) {
    const target = score.cricket.target;
    return target === null
      ? t('score.innings', { n: n(score.period, language) })
      : t('score.target', { n: n(target, language) });
  }
  if (score.esports)
    return t('score.map', { n: n(score.period, language), of: n(score.esports.bestOf, language) });
  if (score.tennis) return t('score.set', { n: n(score.period, language) });
  return t('score.period', { n: n(score.period, language) });
}

/** When an event starts, on the brand's clock in the reader's digits. */
export const startText = (startsAt: string, language: string): string =>
  formatDate(startsAt, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
