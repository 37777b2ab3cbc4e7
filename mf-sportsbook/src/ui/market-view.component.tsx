import { useTranslation } from '@site/shared';
import type { SportsEvent, SportsMarket, SportsSelection } from '@site/contracts';
import { NAMESPACE } from '../i18n/translations';
import { takesBets } from './market-state';
import { localized, marketTitle, selectionLabel } from './market-text';
import { OddsButton } from './odds-button.component';
import type { OddsFormat } from './odds-format/odds-format';

/** A price the player picked, with what it belongs to (the page turns it into a slip line). */
export type PickedPrice = { event: SportsEvent; market: SportsMarket; selection: SportsSelection };

type MarketViewProps = {
  event: SportsEvent;
  market: SportsMarket;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: PickedPrice) => void;
  /** The market's title above its prices (left out in a list row, where it is the main market). */
  showTitle?: boolean;
};

/** One market: its title, its state when it takes no bets, and a price button per selection. */
export function MarketView({
  event,
  market,
  format,
  picked,
  onPick,
  showTitle = true,
}: MarketViewProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const open = takesBets(event, market);
  const title = marketTitle(t, market);
  const context = `${title}, ${localized(event.home.name, language)} – ${localized(event.away.name, language)}`;
  return (
    <section className="sb-market" aria-label={title} data-market-id={market.id}>
      {showTitle && (
        <h3 className="sb-market__title">
          {title}
          {!open && (
            <span className="sb-badge sb-badge--locked">{t(`marketState.${market.state}`)}</span>
          )}
        </h3>
      )}
      <div
        className="sb-market__prices"
        data-count={market.selections.length > 3 ? 'many' : market.selections.length}
      >
        {market.selections.map((selection) => (
          <OddsButton
            key={selection.id}
            label={selectionLabel(selection, market, language)}
            context={context}
            oddsMilli={selection.oddsMilli}
            format={format}
            picked={picked.has(selection.id)}
            locked={!open}
            onPick={() => onPick({ event, market, selection })}
          />
        ))}
      </div>
    </section>
  );
}
