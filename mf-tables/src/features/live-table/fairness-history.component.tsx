import { formatNumber, useTranslation } from '@site/shared';
import { useApiErrorText } from '@site/shared/ui';
import type { LiveRound, LiveTable } from '@site/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  FairHistory,
  FairHistoryRow,
  listingOf,
  type FairHistoryItem,
} from '../../ui/fair-history.component';
import { parseRoundNo, roundHistory } from './fairness-history';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { getResultedRound } from './resulted-round.resource';
import { checkRound } from './round-fairness';
import { getRoundHistory } from './round-history.resource';
import { useWinnerText } from './winner-text';

/** Rounds read per page of the history. */
const PAGE_SIZE = 20;

type Table = Pick<LiveTable, 'code' | 'game'>;

/** A round of the table as the history lists it, checked in the browser with the engine. */
function useRoundItem(table: Table) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const winnerText = useWinnerText(table.game);
  return (round: LiveRound): FairHistoryItem => ({
    key: String(round.roundNo),
    label: t('roundNo', { n: formatNumber(round.roundNo, i18n.language) }),
    outcome: winnerText(round.winner),
    endedAt: round.resultedAt,
    committedHash: round.serverSeedHash,
    revealedSeed: round.serverSeed,
    verify: async () => checkRound(table, round),
  });
}

/**
 * "Check a round by number": the player types a round's number (Bengali or Latin digits); the
 * round is read from the API and checked here at once. Unknown numbers and rounds still played
 * get the API's translated refusal.
 */
function RoundLookup({ table, say }: { table: Table; say: (text: string) => void }) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const errorText = useApiErrorText(LIVE_TABLE_NAMESPACE);
  const itemOf = useRoundItem(table);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const found = useQuery({
    ...getResultedRound(table.code, asked ?? 1).query(),
    enabled: asked !== null,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const roundNo = parseRoundNo(typed);
    setInvalid(roundNo === null);
    setAsked(roundNo);
  };
  return (
    <div data-testid="round-lookup">
      <form className="fair-lookup" onSubmit={submit} noValidate>
        <div className="form__field">
          <label htmlFor={inputId}>{t('fairHistory.byNumber')}</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${inputId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="site-button">
          {t('fairHistory.check')}
        </button>
      </form>
      {invalid && (
        <p id={`${inputId}-error`} className="form__field-error" role="alert">
          {t('fairHistory.badNumber')}
        </p>
      )}
      {asked !== null && found.isError && (
        <p className="form__field-error" role="alert" data-testid="round-lookup-error">
          {errorText(found.error)}
        </p>
      )}
      {asked !== null && found.data && (
        <ul className="fair-lookup__found">
          <FairHistoryRow key={asked} item={itemOf(found.data)} onSaid={say} checkAtOnce />
        </ul>
      )}
    </div>
  );
}

/**
 * The table's fairness history (issue 42 item 5): its past rounds, newest first, each with the
 * hash committed before it and the seed revealed after it, and a Verify that plays the round
 * again in the browser with the API's engine; older rounds a page at a time, and any round by
 * its number. Results the table's push brings come on top without reading the list again.
 */
export function FairnessHistory({ table, pushed }: { table: Table; pushed: LiveRound[] }) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const itemOf = useRoundItem(table);
  const call = getRoundHistory(table.code);
  const pages = useInfiniteQuery({
    queryKey: [...call.endpointKey, PAGE_SIZE],
    queryFn: ({ pageParam, signal }) =>
      call(
        pageParam === null ? { limit: PAGE_SIZE } : { limit: PAGE_SIZE, beforeRoundNo: pageParam },
        signal,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBeforeRoundNo,
    meta: { needsToken: false },
  });
  return (
    <FairHistory
      testId="fairness-history"
      title={t('fairHistory.title')}
      intro={t('fairHistory.intro')}
      emptyText={t('history.none')}
      lookup={(say) => <RoundLookup table={table} say={say} />}
      listing={listingOf(pages, (read) => roundHistory(pushed, read).map(itemOf))}
    />
  );
}
