import { formatNumber } from '@site/shared';
import type { LocalizedText, SportsMarket, SportsSelection } from '@site/contracts';
import type { TFunction } from 'i18next';

/** What a market's scope covers: the match, an innings, some overs of an innings, or a map. */
export type MarketScope =
  | { kind: 'match' }
  | { kind: 'innings'; innings: number }
  | { kind: 'overs'; innings: number; from: number; to: number }
  | { kind: 'map'; map: number };

/** Reads the feed's scope code (MATCH, INNINGS_2, I1_OVERS_7_10, MAP_3); anything else is the match. */
export function parseScope(scope: string): MarketScope {
  const innings = /^INNINGS_(\d+)$/.exec(scope);
  if (innings) return { kind: 'innings', innings: Number(innings[1]) };
  const overs = /^I(\d+)_OVERS_(\d+)_(\d+)$/.exec(scope);
  if (overs)
    return {
      kind: 'overs',
      innings: Number(overs[1]),
      from: Number(overs[2]),
      to: Number(overs[3]),
    };
  const map = /^MAP_(\d+)$/.exec(scope);
  if (map) return { kind: 'map', map: Number(map[1]) };
  return { kind: 'match' };
}

/** A line stored in quarters (−1 is −0.25, 11 is 2.75) as a number. */
export const lineOf = (lineQuarters: number): number => lineQuarters / 4;

/** A handicap line with its sign (+0.25, −1.5, 0), in the reader's digits. */
export const signedLineText = (line: number, language: string): string =>
  formatNumber(line, language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** A market's title: its kind, and what its scope covers when it is not the whole match. */
export function marketTitle(t: TFunction, market: Pick<SportsMarket, 'kind' | 'scope'>): string {
  const kind = t(`markets.${market.kind}`);
  const scope = parseScope(market.scope);
  if (scope.kind === 'match') return kind;
  return t(`scopes.${scope.kind}`, { ...scope, kind });
}

const localized = (text: LocalizedText, language: string) =>
  language === 'bn' ? text.bn : text.en;

/**
 * A selection's name with its line: the home side's handicap as given and the away side's
 * negated (the feed stores the home line), a total's line after Over or Under.
 */
export function selectionLabel(
  selection: Pick<SportsSelection, 'code' | 'name'>,
  market: Pick<SportsMarket, 'lineQuarters'>,
  language: string,
): string {
  const name = localized(selection.name, language);
  if (market.lineQuarters === null) return name;
  const line = lineOf(market.lineQuarters);
  if (selection.code === 'HOME') return `${name} ${signedLineText(line, language)}`;
  if (selection.code === 'AWAY') return `${name} ${signedLineText(-line, language)}`;
  return `${name} ${formatNumber(line, language, { maximumFractionDigits: 2 })}`;
}

export { localized };
