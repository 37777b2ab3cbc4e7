import {
  dateTimeFormat,
  formatMoney,
  formatNumber,
  useBusState,
  useTranslation,
} from '@site/shared';
import type { PromotionDetail } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

type RaffleData = NonNullable<PromotionDetail['raffle']>;
import { formatPromotionDate } from './promotion-dates';

/** The draw's date and time in the reader's language (Bengali digits in BN). */
export function formatDrawTime(timestamp: number, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(timestamp));
}

/**
 * A raffle promotion's panel (spec §7 MCS2_claimRafflePromotion): the coming draw, what it pays,
 * the member's ticket numbers for it, and the last draw's winners (masked) with whether the
 * member won. The claim button itself is the page's (the promotion's state is `claim`).
 */
export function RafflePanel({ raffle, member }: { raffle: RaffleData; member: boolean }) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  const last = raffle.lastDraw;
  return (
    <section className="card raffle-panel" aria-labelledby="raffle-title" data-testid="raffle">
      <h2 id="raffle-title" className="section-title">
        {t('promotions.raffle.title')}
      </h2>
      <dl className="detail-list">
        <dt>{t('promotions.raffle.nextDraw')}</dt>
        <dd data-testid="raffle-next-draw">
          <time dateTime={new Date(raffle.drawAt).toISOString()}>
            {formatDrawTime(raffle.drawAt, language)}
          </time>
        </dd>
        <dt>{t('promotions.raffle.prizes')}</dt>
        <dd>
          {t('promotions.raffle.prizeLine', {
            winners: number(raffle.winnersPerDraw),
            prize: formatMoney(raffle.prize, currencySymbol, language),
            count: raffle.winnersPerDraw,
          })}
        </dd>
        {member && (
          <>
            <dt>{t('promotions.raffle.yourTickets')}</dt>
            <dd data-testid="raffle-tickets">
              {raffle.tickets.length === 0 ? (
                t('promotions.raffle.noTicket')
              ) : (
                <ul
                  className="raffle-panel__tickets"
                  aria-label={t('promotions.raffle.yourTickets')}
                >
                  {raffle.tickets.map((ticket) => (
                    <li key={ticket} className="raffle-ticket">
                      {t('promotions.raffle.ticket', { number: number(ticket) })}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </>
        )}
      </dl>
      <div className="raffle-panel__last" data-testid="raffle-last-draw">
        <h3 className="raffle-panel__subtitle">{t('promotions.raffle.lastDraw')}</h3>
        {!last ? (
          <p className="raffle-panel__empty">{t('promotions.raffle.noDrawYet')}</p>
        ) : (
          <>
            <p className="raffle-panel__meta">
              {t('promotions.raffle.drawnOn', {
                date: formatPromotionDate(last.drawnAt, language),
                tickets: number(last.tickets),
                count: last.tickets,
              })}
            </p>
            {member && (
              <p
                className={`promo-note ${last.won ? 'promo-note--done' : ''}`}
                role="status"
                data-testid="raffle-outcome"
              >
                {last.won ? t('promotions.raffle.won') : t('promotions.raffle.notWon')}
              </p>
            )}
            {last.winners.length === 0 ? (
              <p className="raffle-panel__empty">{t('promotions.raffle.noWinners')}</p>
            ) : (
              <ol className="raffle-panel__winners" aria-label={t('promotions.raffle.winners')}>
                {last.winners.map((winner) => (
                  <li key={winner.rank}>
                    <span className="raffle-panel__rank">{number(winner.rank)}</span>
                    <span>{winner.account}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </section>
  );
}
