import { formatMoney, useBusState, useTranslation } from '@site/shared';
import type { TeenPattiPlayedHand } from '@site/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FairHistory, listingOf, type FairHistoryItem } from '../../../ui/fair-history.component';
import { TEEN_PATTI_NAMESPACE } from '../i18n/teen-patti-translations';
import { getMyHands } from '../resources/my-hands.resource';
import { RecomputedDeal } from './hand-fairness.component';
import { yourResult } from './my-hands';

/** Hands read per page of the history. */
const PAGE_SIZE = 10;

/**
 * "My hands" (issue 42 item 5): the member's finished hands, newest first, each with its deck's
 * commitment and revealed seed and a Verify that deals the hand again in the browser
 * (fair-deal.ts); older hands a page at a time. `newestFinished` (the hand the table just
 * finished) reads the list again when a new one comes.
 */
export function MyHands({ newestFinished = null }: { newestFinished?: string | null }) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  // The last hand the table finished while the page was open: between hands it stays, so the
  // list is read once per finished hand.
  const [readAfter, setReadAfter] = useState(newestFinished);
  if (newestFinished !== null && newestFinished !== readAfter) setReadAfter(newestFinished);
  const pages = useInfiniteQuery({
    queryKey: [...getMyHands.endpointKey, PAGE_SIZE, readAfter],
    queryFn: ({ pageParam, signal }) =>
      getMyHands(
        pageParam === null ? { limit: PAGE_SIZE } : { limit: PAGE_SIZE, beforeId: pageParam },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBeforeId,
    placeholderData: keepPreviousData,
    meta: { needsToken: true },
  });

  const itemOf = ({ hand, tableName, finishedAt }: TeenPattiPlayedHand): FairHistoryItem => {
    const result = yourResult(hand);
    const nameOf = (seat: number) =>
      hand.players.find((player) => player.seat === seat)?.you
        ? t('seat.you')
        : t('seat.label', { seat: seat + 1 });
    return {
      key: hand.id,
      label: t('myHands.hand', { table: tableName, n: hand.handNo }),
      outcome: result
        ? result.won
          ? t('myHands.won', { amount: money(result.paid) })
          : t('myHands.lost', { amount: money(result.lost) })
        : '',
      endedAt: finishedAt,
      committedHash: hand.serverSeedHash,
      revealedSeed: hand.serverSeed,
      verify: async () => {
        // The engine loads with the first check.
        const { checkDeal } = await import('./fair-deal');
        const deal = checkDeal(hand);
        return (
          deal && {
            hashMatches: deal.hashMatches,
            outcomeMatches: deal.cardsMatch,
            detail: <RecomputedDeal players={hand.players} dealt={deal.dealt} nameOf={nameOf} />,
          }
        );
      },
    };
  };

  return (
    <FairHistory
      testId="tp-my-hands"
      title={t('myHands.title')}
      intro={t('myHands.intro')}
      emptyText={t('myHands.empty')}
      listing={listingOf(pages, (read) => read.flatMap((page) => page.list).map(itemOf))}
    />
  );
}
