import {
  ErrorState,
  formatMoney,
  getEventBus,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Link } from '@site/shared/router';
import { ConfirmDialog, useApiErrorText } from '@site/shared/ui';
import { useState } from 'react';
import { HandFairness } from '../fairness/hand-fairness.component';
import { MyHands } from '../fairness/my-hands.component';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { TableFacts } from '../table-facts.component';
import { ActionBar } from './action-bar.component';
import { HandResult } from './hand-result.component';
import { MyCards } from './my-cards.component';
import { Seat } from './seat.component';
import { SeatControls } from './seat-controls.component';
import { closedForNow, legalActions, seatPlacement, seatViews } from './table-rules';
import { useTeenPattiTable } from './use-teen-patti-table';

/**
 * /teenpatti?table=<id>: one table. Its seats round the oval (the member's own at the bottom),
 * the pot and stake in the middle, the member's cards, the moves this turn allows, joining and
 * leaving, the last hand's result and its fairness check.
 */
export function TablePage({ tableId }: { tableId: string }) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const errorText = useApiErrorText(TEEN_PATTI_NAMESPACE);
  const table = useTeenPattiTable(tableId);
  const { state } = table;
  // Sitting down deals the member in: each hand then takes the boot by itself, so it is asked first.
  const [joining, setJoining] = useState<(() => Promise<void>) | null>(null);
  const back = (
    <Link className="tp-back" to="/teenpatti">
      ← {t('table.back')}
    </Link>
  );

  if (!table.member)
    return (
      <div className="tp-table-page">
        {back}
        <div className="site-state" data-testid="tp-login">
          <p className="site-state__title">{t('table.loginTitle')}</p>
          <p>{t('table.loginBody')}</p>
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => getEventBus().send('open-login', { reason: 'teen-patti' })}
          >
            {t('table.login')}
          </button>
        </div>
      </div>
    );
  if (!state)
    return (
      <div className="tp-table-page">
        {back}
        {table.first.isError ? (
          <ErrorState error={table.first.error} onRetry={() => void table.first.refetch()} />
        ) : (
          <SkeletonBlocks count={1} height={360} />
        )}
      </div>
    );

  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const seats = seatViews(state);
  const mine = seats.find((seat) => seat.you);
  const hand = state.hand;
  const canSee = legalActions(state).some((option) => option.action === 'SEE');
  return (
    <div className="tp-table-page" data-testid="tp-table">
      {back}
      <header className="tp-head">
        <h1>{state.table.name}</h1>
        <TableFacts table={state.table} currencySymbol={currencySymbol} />
      </header>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="tp-announce">
        {table.spoken}
      </p>
      {closedForNow(state) && (
        <p className="tp-note tp-note--closed" role="status" data-testid="tp-closed">
          {t('table.closed')}
        </p>
      )}
      {table.failure && (
        <p className="tp-failure" role="alert" data-testid="tp-failure">
          {errorText(table.failure)}
        </p>
      )}
      <div className="tp-layout">
        <div className="tp-main">
          <div className="tp-felt">
            <ul className="tp-seats" aria-label={t('table.felt', { seats: state.table.seats })}>
              {seats.map((view) => (
                <Seat
                  key={view.seat}
                  view={view}
                  placement={seatPlacement(view.seat, state.table.seats, state.yourSeat)}
                  currencySymbol={currencySymbol}
                  deadline={hand?.turnDeadline ?? null}
                  turnSeconds={state.table.turnSeconds}
                  busy={table.busy}
                  onSit={
                    state.yourSeat === null
                      ? () => setJoining(() => () => table.sit(view.seat))
                      : undefined
                  }
                />
              ))}
            </ul>
            <div className="tp-centre" data-testid="tp-centre">
              {hand ? (
                <>
                  <span className="tp-centre__hand">{t('table.handNo', { n: hand.handNo })}</span>
                  <span className="tp-centre__pot">
                    {t('table.pot')} <strong data-testid="tp-pot">{money(hand.pot)}</strong>
                  </span>
                  <span className="tp-centre__stake">
                    {t('table.stake')} {money(hand.stake)}
                  </span>
                </>
              ) : (
                <span>{t('table.noHand')}</span>
              )}
            </div>
          </div>
          {mine && (
            <MyCards
              view={mine}
              canSee={canSee}
              busy={table.busy}
              onSee={() => void table.act('SEE')}
            />
          )}
          <ActionBar
            state={state}
            currencySymbol={currencySymbol}
            busy={table.busy}
            onAct={(action) => void table.act(action)}
          />
          <SeatControls
            state={state}
            busy={table.busy}
            onJoin={(join) =>
              setJoining(() => (join === 'sit' ? () => table.sit() : () => table.setReady(true)))
            }
            onSitOut={() => void table.setReady(false)}
            onStand={() => void table.stand()}
          />
          <ConfirmDialog
            open={joining !== null}
            title={t('joins.confirmTitle')}
            confirmLabel={t('joins.confirm')}
            testId="tp-join-confirm"
            onCancel={() => setJoining(null)}
            onConfirm={async () => {
              await joining?.();
              setJoining(null);
            }}
          >
            <p>{t('joins.confirmBody', { boot: money(state.table.boot) })}</p>
          </ConfirmDialog>
        </div>
        <aside className="tp-side">
          <HandResult state={state} currencySymbol={currencySymbol} />
          <HandFairness state={state} />
          <MyHands newestFinished={hand?.state === 'FINISHED' ? hand.id : null} />
        </aside>
      </div>
    </div>
  );
}
