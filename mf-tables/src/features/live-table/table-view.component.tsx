import {
  callsUnder,
  ErrorState,
  formatMoney,
  formatNumber,
  getEventBus,
  isMember,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useApiErrorText } from '@site/shared/ui';
import type { LiveTableState } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef } from 'react';
import { BetBoard } from './bet-board.component';
import {
  bettingReducer,
  chipValuesMinor,
  emptyBetting,
  laidProblem,
  lastUndoablePlacement,
  myChipsOn,
  previousRoundChips,
  sumMinor,
  totalsBySpot,
  toMinor,
} from './betting-rules';
import { DealerArea } from './dealer-area.component';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { LIVE_TABLE_CONFIG } from './live-table-config';
import { getMyTableBets } from './my-table-bets.resource';
import { placeChips } from './place-chips.resource';
import { BaccaratRoads } from './roads.component';
import { announcementOf } from './round-announcer';
import { clockOffsetMs, phaseOf, secondsLeft } from './round-clock';
import { RoundFairness } from './round-fairness.component';
import { resultTone } from './result-text';
import { getTableState } from './table-state.resource';
import { undoPlacement } from './undo-placement.resource';
import { useServerNow } from './use-server-now';
import { useTableStream } from './use-table-stream';
import { useWinnerText } from './winner-text';

// Below the table, read by a player who looks back: it loads after the table's first view.
const FairnessHistory = lazy(() =>
  import('./fairness-history.component').then((m) => ({ default: m.FairnessHistory })),
);

const { minorPerMajor } = LIVE_TABLE_CONFIG;

/** One table: its dealer, the countdown, the board with the chips, the results and the roads. */
export function TableView({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const state = useQuery(getTableState(code).query());
  useTableStream(code);
  if (state.isPending) return <SkeletonBlocks count={3} height={160} label={t('loading')} />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  return <Table state={state.data} receivedAtMs={state.dataUpdatedAt} onBack={onBack} />;
}

function Table({
  state,
  receivedAtMs,
  onBack,
}: {
  state: LiveTableState;
  receivedAtMs: number;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const language = i18n.language;
  const { table } = state;
  const round = table.round;
  const session = useBusState('session');
  const { currencySymbol } = useBusState('balance');
  const member = isMember(session);
  const errorText = useApiErrorText(LIVE_TABLE_NAMESPACE);
  const winnerText = useWinnerText(table.game);
  const queryClient = useQueryClient();
  const money = (minor: number) => formatMoney(minor / minorPerMajor, currencySymbol, language);

  const now = useServerNow(clockOffsetMs(state.serverTime, receivedAtMs));
  const phase = phaseOf(round, now, table.paused);
  const seconds = secondsLeft(round, now);
  const roundNo = round?.roundNo ?? null;

  const mine = useQuery({ ...getMyTableBets(table.code).query(), enabled: member });
  const refreshMine = () => {
    void queryClient.invalidateQueries({
      predicate: callsUnder(`/live/tables/${table.code}/mine`).predicate,
    });
    getEventBus().send('refresh-balance');
  };
  // The member's bets are settled with the round: their returns and the balance are read again
  // when a result arrives, when the round is settled and when the next opens (a push may cover
  // several of these steps at once).
  const lastResult = state.results[0] ?? null;
  const settledRound = round?.state === 'SETTLED' ? round.roundNo : null;
  const moneyMoment = `${lastResult?.roundNo}:${settledRound}:${roundNo}`;
  useEffect(() => {
    if (member) refreshMine();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per moment money may move
  }, [moneyMoment, member]);

  const chips = useMemo(() => chipValuesMinor(table.limits), [table.limits]);
  const [betting, dispatch] = useReducer(bettingReducer, chips[0] ?? 0, emptyBetting);
  useEffect(() => dispatch({ type: 'round', roundNo }), [roundNo]);

  const placed = myChipsOn(mine.data, roundNo);
  const placedBySpot = totalsBySpot(placed);
  const laidBySpot = totalsBySpot(betting.laid);
  const everyone = new Map(state.totals.map((total) => [total.spot, toMinor(total.amount)]));
  const amountsOf = (spot: string) => ({
    mineMinor: placedBySpot.get(spot) ?? 0,
    laidMinor: laidBySpot.get(spot) ?? 0,
    othersMinor: Math.max(0, (everyone.get(spot) ?? 0) - (placedBySpot.get(spot) ?? 0)),
  });
  const { problem, spot: problemSpot } = laidProblem(table, betting.laid, placed);
  const open = phase === 'BETTING';

  // One key per set of chips as sent: a retry after a lost answer reuses it (the API answers the
  // first placement again); other chips make a new one.
  const clientKey = useRef<string | null>(null);
  useEffect(() => {
    clientKey.current = null;
  }, [betting.laid]);
  const place = useMutation({
    mutationFn: (key: string) =>
      placeChips(table.code, {
        roundNo: roundNo!,
        clientKey: key,
        chips: [...laidBySpot].map(([spot, amountMinor]) => ({
          spot,
          amount: amountMinor / minorPerMajor,
        })),
      }),
    onSuccess: () => {
      dispatch({ type: 'clear' });
      refreshMine();
    },
  });
  const undo = useMutation({
    mutationFn: (key: string) => undoPlacement(table.code, roundNo!, key),
    onSuccess: refreshMine,
  });
  const lastPlaced = lastUndoablePlacement(mine.data, roundNo);
  const repeatChips = previousRoundChips(mine.data, roundNo);

  const confirm = () => {
    if (!member) {
      getEventBus().send('open-login', { reason: 'live-table-bet' });
      return;
    }
    clientKey.current ??= crypto.randomUUID();
    place.mutate(clientKey.current);
  };
  const takeBack = () => {
    if (betting.laid.length > 0) dispatch({ type: 'undo' });
    else if (lastPlaced) undo.mutate(lastPlaced.clientKey);
  };

  // The last result stays up until the next round's cards are dealt.
  const shownResult = phase === 'DEALING' ? null : lastResult;
  const myResult = useMemo(() => {
    if (!shownResult || !mine.data) return null;
    const settled = mine.data.placements.filter(
      (p) => p.roundNo === shownResult.roundNo && p.state === 'SETTLED',
    );
    if (settled.length === 0) return null;
    const stake = settled.reduce((sum, p) => sum + toMinor(p.total), 0);
    const paid = settled.reduce((sum, p) => sum + toMinor(p.paidReturn), 0);
    return { stake, paid };
  }, [shownResult, mine.data]);
  const announcement = announcementOf(round, phase, seconds);

  return (
    <section
      className="lt-table"
      data-game={table.game}
      data-testid="live-table"
      data-table={table.code}
    >
      <header className="lt-table__head">
        <button type="button" className="lt-link" onClick={onBack}>
          {t('backToTables')}
        </button>
        <h1>{table.name[language === 'bn' ? 'bn' : 'en'] ?? table.code}</h1>
        <div
          className="lt-clock"
          data-phase={phase}
          data-testid="round-clock"
          data-round={roundNo ?? ''}
          data-closes-at={round?.closesAt ?? ''}
        >
          {round && (
            <span className="lt-clock__round">
              {t('roundNo', { n: formatNumber(round.roundNo, language) })}
            </span>
          )}
          <span className="lt-clock__phase">{t(`phase.${phase}`)}</span>
          {(phase === 'BETTING' || phase === 'DEALING') && (
            <span className="lt-clock__seconds" aria-hidden="true">
              {formatNumber(seconds, language)}
            </span>
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement &&
            t(announcement.key, {
              ...announcement.values,
              roundNo: formatNumber(round?.roundNo ?? 0, language),
              n: formatNumber(Number(announcement.values.n ?? 0), language),
              winner: winnerText(round?.winner ?? null),
            })}
        </p>
      </header>
      {phase === 'CLOSED' && (
        <p className="lt-closed" data-testid="table-closed">
          {t('closedNote')}
        </p>
      )}

      <DealerArea table={table} round={round} phase={phase} />

      {shownResult?.winner && (
        <div
          className="lt-result"
          data-testid="round-result"
          data-winner={shownResult.winner}
          data-round={shownResult.roundNo}
        >
          <strong>
            {t('result.winner', {
              roundNo: formatNumber(shownResult.roundNo, language),
              winner: winnerText(shownResult.winner),
            })}
          </strong>
          {myResult && (
            <span
              data-testid="my-result"
              data-paid={myResult.paid}
              data-net={myResult.paid - myResult.stake}
            >
              {myResult.paid > 0
                ? t('result.youWon', {
                    amount: money(myResult.paid),
                    net: money(myResult.paid - myResult.stake),
                  })
                : t('result.youLost', { amount: money(myResult.stake) })}
            </span>
          )}
        </div>
      )}

      <BetBoard
        table={table}
        round={round}
        amountsOf={amountsOf}
        money={money}
        disabled={!open}
        onLay={(spot) => dispatch({ type: 'lay', spot })}
      />

      <div className="lt-controls">
        <div className="lt-chips" role="radiogroup" aria-label={t('chips.label')}>
          {chips.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={betting.chipMinor === value}
              className="lt-chip"
              data-value={value}
              onClick={() => dispatch({ type: 'chip', amountMinor: value })}
            >
              {formatNumber(value / minorPerMajor, language, { notation: 'compact' })}
            </button>
          ))}
        </div>
        <div className="lt-actions">
          <button
            type="button"
            className="site-button"
            onClick={takeBack}
            disabled={!open || (betting.laid.length === 0 && !lastPlaced) || undo.isPending}
          >
            {betting.laid.length > 0 || !lastPlaced
              ? t('actions.undo')
              : t('actions.undoPlaced', { amount: money(toMinor(lastPlaced.total)) })}
          </button>
          <button
            type="button"
            className="site-button"
            onClick={() => dispatch({ type: 'repeat', chips: repeatChips })}
            disabled={!open || repeatChips.length === 0}
          >
            {t('actions.repeat')}
          </button>
          <button
            type="button"
            className="site-button site-button--primary"
            data-testid="confirm-bets"
            onClick={confirm}
            disabled={!open || betting.laid.length === 0 || problem !== null || place.isPending}
          >
            {t('actions.confirm', { amount: money(sumMinor(betting.laid)) })}
          </button>
        </div>
        {problem && (
          <p className="lt-problem" role="alert">
            {t(`problems.${problem}`, { spot: problemSpot ?? '' })}
          </p>
        )}
        {(place.isError || undo.isError) && (
          <p className="lt-problem" role="alert" data-testid="bet-error">
            {errorText(place.error ?? undo.error)}
          </p>
        )}
        {placed.length > 0 && (
          <p className="lt-muted" data-testid="my-stake" data-minor={sumMinor(placed)}>
            {t('myStake', { amount: money(sumMinor(placed)) })}
          </p>
        )}
      </div>

      <section
        className="lt-history"
        aria-label={t(table.game === 'COCKFIGHT' ? 'history.fights' : 'history.results')}
      >
        <h2>{t(table.game === 'COCKFIGHT' ? 'history.fights' : 'history.results')}</h2>
        {state.results.length === 0 ? (
          <p className="lt-muted">{t('history.none')}</p>
        ) : (
          <ol className="lt-results" data-testid="last-results">
            {state.results.slice(0, LIVE_TABLE_CONFIG.lastResultsShown).map((result) => (
              <li
                key={result.roundNo}
                className={`lt-mark lt-mark--${resultTone(table.game, result.winner ?? '')}`}
                title={t('history.round', {
                  n: formatNumber(result.roundNo, language),
                  winner: winnerText(result.winner),
                })}
              >
                <span aria-hidden="true">
                  {table.game === 'ROULETTE'
                    ? formatNumber(Number(result.winner), language)
                    : t(`roads.mark.${result.winner}`)}
                </span>
                <span className="visually-hidden">
                  {t('history.round', {
                    n: formatNumber(result.roundNo, language),
                    winner: winnerText(result.winner),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
        {state.roads && <BaccaratRoads roads={state.roads} />}
      </section>

      <RoundFairness table={table} round={round} lastResult={lastResult} />
      <Suspense fallback={<SkeletonBlocks count={3} height={48} label={t('fairHistory.title')} />}>
        <FairnessHistory table={table} pushed={state.results} />
      </Suspense>
    </section>
  );
}
