import { useTranslation } from '@site/shared';
import type { SportsEvent } from '@site/contracts';
import { NAMESPACE } from '../i18n/translations';
import { localized } from './market-text';
import { periodText, sideScore, startText } from './score-text';
import { useMoved } from './use-moved';

/** A side's name and, once the event is live or over, its score (marked when it moves). */
function Side({ event, side }: { event: SportsEvent; side: 'HOME' | 'AWAY' }) {
  const { i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const team = side === 'HOME' ? event.home : event.away;
  const figure = side === 'HOME' ? event.score.home : event.score.away;
  const runs =
    event.score.cricket?.innings
      .filter((innings) => innings.side === side)
      .reduce((total, innings) => total + innings.runs, 0) ?? 0;
  const moved = useMoved(figure + runs);
  const started = event.status !== 'SCHEDULED';
  return (
    <div className="sb-event-head__side">
      <span className="sb-event-head__team">{localized(team.name, language)}</span>
      {started && (
        <span className={`sb-event-head__score${moved ? ` sb-moved sb-moved--${moved}` : ''}`}>
          {sideScore(event.score, side, language)}
        </span>
      )}
    </div>
  );
}

/** An event's competition, its sides with their scores, and whether it is live or when it starts. */
export function EventHeader({ event, headingLevel }: { event: SportsEvent; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = t('event.title', {
    home: localized(event.home.name, language),
    away: localized(event.away.name, language),
  });
  return (
    <div className="sb-event-head">
      <p className="sb-event-head__meta">
        <span>{localized(event.competition.name, language)}</span>
        {event.status === 'LIVE' ? (
          <span className="sb-badge sb-badge--live">
            {t('event.live')} · {periodText(t, event, language)}
          </span>
        ) : event.status === 'SCHEDULED' ? (
          <time dateTime={event.startsAt}>{startText(event.startsAt, language)}</time>
        ) : (
          <span className="sb-badge">{t(`event.status.${event.status}`)}</span>
        )}
        {event.suspended && (
          <span className="sb-badge sb-badge--locked">{t('event.suspended')}</span>
        )}
      </p>
      <Heading className="sb-visually-hidden">{title}</Heading>
      <div className="sb-event-head__sides">
        <Side event={event} side="HOME" />
        <Side event={event} side="AWAY" />
      </div>
    </div>
  );
}
