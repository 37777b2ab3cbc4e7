import type { Sport } from '@site/contracts';

/** What the page shows, as its address says: `/fbsports?line=esports&sport=DOTA2&event=12&when=live`. */
export type SportsbookView = {
  line: 'SPORT' | 'ESPORT';
  sport: Sport | null;
  event: string | null;
  when: 'LIVE' | 'UPCOMING';
};

/** A sport's code as the feed writes them (CRICKET, DOTA2); the API refuses one it does not know. */
const isSport = (value: string | null): value is Sport =>
  value !== null && /^[A-Z][A-Z0-9]{1,15}$/.test(value);

/** Reads the address; anything it does not know falls back to the default view. */
export function viewOf(search: URLSearchParams): SportsbookView {
  const event = search.get('event');
  const sport = search.get('sport');
  return {
    line: search.get('line') === 'esports' ? 'ESPORT' : 'SPORT',
    sport: isSport(sport) ? sport : null,
    event: event && /^[1-9][0-9]{0,17}$/.test(event) ? event : null,
    when: search.get('when') === 'upcoming' ? 'UPCOMING' : 'LIVE',
  };
}

/** The address of a view (the defaults left out, so links stay short). */
export function searchOf(view: SportsbookView): string {
  const search = new URLSearchParams();
  if (view.line === 'ESPORT') search.set('line', 'esports');
  if (view.sport) search.set('sport', view.sport);
  if (view.when === 'UPCOMING') search.set('when', 'upcoming');
  if (view.event) search.set('event', view.event);
  const text = search.toString();
  return text ? `?${text}` : '';
}
