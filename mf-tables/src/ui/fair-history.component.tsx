import {
  EmptyState,
  ErrorState,
  formatDate,
  SkeletonBlocks,
  useTranslation,
  type ApiError,
} from '@site/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { NAMESPACE } from '../i18n/translations';
import './fair-history.css';
// The hash and seed's mono face, which breaks anywhere (a phone's line holds no 64 hex digits).
import './tables.css';

/** What the browser found when it played a round again from its revealed seed. */
export interface FairVerdict {
  /** SHA-256 of the revealed seed is the hash committed before the round. */
  hashMatches: boolean;
  /** The engine's play of the seed gives what the table showed. */
  outcomeMatches: boolean;
  /** What the check recomputed, shown under its verdict (the deal's cards). */
  detail?: ReactNode;
}

export const isVerified = (verdict: FairVerdict) => verdict.hashMatches && verdict.outcomeMatches;

/** One past round or hand as a fairness history lists it. */
export interface FairHistoryItem {
  key: string;
  /** Names the round for the eye and the ear: "Round 41". */
  label: string;
  /** What it gave, as the table showed it. */
  outcome: ReactNode;
  /** When it ended (ISO), shown in the reader's format. */
  endedAt: string | null;
  committedHash: string;
  revealedSeed: string | null;
  /** Plays the round again in the browser; null while its seed is secret. */
  verify: () => Promise<FairVerdict | null>;
}

type RowCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'done'; verdict: FairVerdict | null };

/**
 * One round with its Verify action. The verdict shows in the row (hash ✓, outcome ✓ or what
 * differs, the committed hash and the revealed seed) and is said once through `onSaid`.
 */
export function FairHistoryRow({
  item,
  onSaid,
  checkAtOnce = false,
}: {
  item: FairHistoryItem;
  onSaid: (text: string) => void;
  /** Checks as it appears (a round the player asked for by number). */
  checkAtOnce?: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [check, setCheck] = useState<RowCheck>({ state: 'idle' });
  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      const verdict = await item.verify();
      setCheck({ state: 'done', verdict });
      onSaid(
        t(
          verdict === null
            ? 'fairHistory.saidSecret'
            : isVerified(verdict)
              ? 'fairHistory.saidVerified'
              : 'fairHistory.saidMismatch',
          { label: item.label },
        ),
      );
    } catch {
      setCheck({ state: 'failed' });
      onSaid(t('fairHistory.saidFailed', { label: item.label }));
    }
  };
  useEffect(() => {
    if (checkAtOnce) void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the row appears
  }, []);
  const verdict = check.state === 'done' ? check.verdict : null;
  const verified = verdict !== null && isVerified(verdict);
  return (
    <li
      className="fair-row"
      data-testid="fair-row"
      data-key={item.key}
      data-verdict={
        check.state === 'done' ? (verdict === null ? 'secret' : verified ? 'ok' : 'bad') : ''
      }
    >
      <div className="fair-row__line">
        <span className="fair-row__label">{item.label}</span>
        <span className="fair-row__outcome">{item.outcome}</span>
        {item.endedAt && (
          <time className="fair-row__time" dateTime={item.endedAt}>
            {formatDate(item.endedAt, i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
          </time>
        )}
        <button
          type="button"
          className="site-button fair-row__verify"
          aria-label={t('fairHistory.verifyLabel', { label: item.label })}
          disabled={check.state === 'checking'}
          onClick={() => void run()}
        >
          {check.state === 'checking' ? t('fairHistory.checking') : t('fairness.verify')}
        </button>
      </div>
      {check.state === 'failed' && <p className="tables-fair__bad">{t('fairHistory.failed')}</p>}
      {check.state === 'done' && verdict === null && (
        <p className="fair-row__note">{t('fairness.seedAfter')}</p>
      )}
      {verdict && (
        <div className="fair-row__check">
          <p className={verified ? 'tables-fair__ok' : 'tables-fair__bad'}>
            {verified ? t('fairHistory.verified') : t('fairness.mismatch')}
          </p>
          <ul className="fair-row__verdict">
            <li data-ok={verdict.hashMatches}>
              {verdict.hashMatches ? t('fairHistory.hashOk') : t('fairHistory.hashBad')}
            </li>
            <li data-ok={verdict.outcomeMatches}>
              {verdict.outcomeMatches ? t('fairHistory.outcomeOk') : t('fairHistory.outcomeBad')}
            </li>
          </ul>
          <dl className="tables-fair__facts">
            <dt>{t('fairness.committedHash')}</dt>
            <dd className="tables-mono">{item.committedHash}</dd>
            <dt>{t('fairness.revealedSeed')}</dt>
            <dd className="tables-mono">{item.revealedSeed}</dd>
          </dl>
          {verdict.detail}
        </div>
      )}
    </li>
  );
}

/** The announcements of a history's checks: a polite live region and what it says. */
function useSaid() {
  const [said, setSaid] = useState('');
  const region = (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="fair-said">
      {said}
    </p>
  );
  return { say: setSaid, region };
}

type Listing =
  | { status: 'pending' }
  | { status: 'error'; error: ApiError; retry: () => void }
  | {
      status: 'success';
      items: FairHistoryItem[];
      more: (() => void) | null;
      loadingMore: boolean;
    };

/** A history's listing from its pages as read (TanStack's infinite query), as `itemsOf` lists them. */
export function listingOf<Page>(
  pages: UseInfiniteQueryResult<InfiniteData<Page>, ApiError>,
  itemsOf: (pages: Page[]) => FairHistoryItem[],
): Listing {
  if (pages.status === 'pending') return { status: 'pending' };
  if (pages.status === 'error')
    return { status: 'error', error: pages.error, retry: () => void pages.refetch() };
  return {
    status: 'success',
    items: itemsOf(pages.data.pages),
    more: pages.hasNextPage ? () => void pages.fetchNextPage() : null,
    loadingMore: pages.isFetchingNextPage,
  };
}

/**
 * A fairness history, as the house games' history has it: past rounds newest first, each with
 * Verify, older ones a page at a time; loading, failure and empty states; every verdict said
 * politely to screen readers. `lookup` comes under the title (a check by number) and says its
 * verdicts in the same region.
 */
export function FairHistory({
  title,
  intro,
  emptyText,
  listing,
  testId,
  lookup,
}: {
  title: string;
  intro: string;
  emptyText: string;
  listing: Listing;
  testId: string;
  lookup?: (say: (text: string) => void) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const { say, region } = useSaid();
  return (
    <section className="fair-history" data-testid={testId} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="fair-history__intro">{intro}</p>
      {lookup?.(say)}
      {region}
      {listing.status === 'pending' && <SkeletonBlocks count={3} height={44} label={title} />}
      {listing.status === 'error' && <ErrorState error={listing.error} onRetry={listing.retry} />}
      {listing.status === 'success' &&
        (listing.items.length === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <>
            <ul className="fair-history__list" aria-label={title}>
              {listing.items.map((item) => (
                <FairHistoryRow key={item.key} item={item} onSaid={say} />
              ))}
            </ul>
            {listing.more && (
              <button
                type="button"
                className="site-button fair-history__more"
                disabled={listing.loadingMore}
                onClick={listing.more}
              >
                {listing.loadingMore ? t('fairHistory.loadingMore') : t('fairHistory.more')}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
