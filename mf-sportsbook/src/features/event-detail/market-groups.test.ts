import type { SportsMarket } from '@site/contracts';
import { orderMarkets } from './market-groups';

const m = (
  id: string,
  kind: SportsMarket['kind'],
  scope: string,
  state: SportsMarket['state'] = 'OPEN',
): SportsMarket => ({
  id,
  eventId: '1',
  kind,
  scope,
  lineQuarters: null,
  state,
  result: null,
  resultVersion: 0,
  selections: [],
});

it('keeps the feed order of markets and moves settled and void ones last', () => {
  const ordered = orderMarkets([
    m('a', 'MATCH_WINNER', 'MATCH', 'RESULTED'),
    m('b', 'TOTAL', 'MATCH'),
    m('c', 'INNINGS_RUNS', 'INNINGS_1', 'VOID'),
    m('d', 'INNINGS_RUNS', 'INNINGS_2', 'SUSPENDED'),
    m('e', 'SESSION_RUNS', 'I1_OVERS_1_6'),
  ]);
  expect(ordered.map((market) => market.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
});
