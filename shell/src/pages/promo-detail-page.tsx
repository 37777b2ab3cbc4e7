import {
  ApiError,
  COMMON_NAMESPACE,
  ErrorState,
  getEventBus,
  isMember,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@site/shared/router';
import { ActivityStateBadge, activityStateOf } from '../features/promotions/activity-state-badge';
import type { PromotionDetail } from '@site/shared';
import { ApplyForm } from '../features/promotions/apply-form';
import { RafflePanel } from '../features/promotions/raffle-panel';
import { formatPromotionDate, formatPromotionPeriod } from '../features/promotions/promotion-dates';
import {
  claimPromotion,
  getMemberPromotionDetail,
  getPromotionDetail,
  listPromotions,
} from '../features/promotions/promotions.resource';
import { useProtectedAction } from '../features/session/use-protected-action';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { NotFoundPage } from './not-found-page';
import { SafeHtml } from '../ui/safe-html';
import './pages.css';

/** Applied or claimed: what the member did and where it stands now (spec §4). */
function ApplicationSummary({ promotion }: { promotion: PromotionDetail }) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const application = promotion.application;
  // A claim (no application) is shown by its state alone.
  if (!application || !promotion.requiresApplication) return null;
  return (
    <section
      className="card promo-application"
      aria-labelledby="application-title"
      data-testid="application"
    >
      <h2 id="application-title" className="section-title">
        {t('promotions.application.title')}
      </h2>
      <dl className="detail-list">
        <dt>{t('promotions.application.status')}</dt>
        <dd>
          <ActivityStateBadge state={activityStateOf(promotion)} />
        </dd>
        <dt>{t('promotions.application.sent')}</dt>
        <dd>{formatPromotionDate(application.createdAt, i18n.language)}</dd>
        {application.updatedAt !== application.createdAt && (
          <>
            <dt>{t('promotions.application.updated')}</dt>
            <dd>{formatPromotionDate(application.updatedAt, i18n.language)}</dd>
          </>
        )}
        {application.status === 'rejected' && application.reason && (
          <>
            <dt>{t('promotions.application.reason')}</dt>
            <dd className="promo-application__comment" data-testid="application-reason">
              {application.reason}
            </dd>
          </>
        )}
        <dt>{t('promotions.application.comment')}</dt>
        <dd className="promo-application__comment">
          {application.comment || t('promotions.application.noComment')}
        </dd>
        <dt>{t('promotions.application.images')}</dt>
        <dd>
          {application.images.length === 0 ? (
            t('promotions.application.noImages')
          ) : (
            <ul className="promo-application__images">
              {application.images.map((image) => (
                <li key={image.id}>{image.fileName}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <ApplicationProgress status={application.status} />
    </section>
  );
}

/** What the member's application state means and what to do next (spec §4). */
function ApplicationProgress({ status }: { status: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  if (status === 'applying' || status === 'process')
    return (
      <p className="promo-note" role="status" data-testid="application-progress">
        {t(`promotions.application.${status}Note`)}
      </p>
    );
  if (status !== 'issued') return null;
  return (
    <div className="promo-action">
      <p className="promo-note promo-note--done" role="status" data-testid="application-progress">
        {t('promotions.application.issuedNote')}
      </p>
      <button
        type="button"
        className="site-button site-button--primary"
        onClick={() => getEventBus().send('open-member-centre', { entry: 'rewardCenter' })}
      >
        {t('promotions.application.openRewards')}
      </button>
    </div>
  );
}

function ClaimAction({
  promotion,
  onClaimed,
}: {
  promotion: PromotionDetail;
  onClaimed: () => void;
}) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const protect = useProtectedAction();
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const claim = async () => {
    setSending(true);
    setError(null);
    try {
      await claimPromotion({ promotionId: promotion.id });
      onClaimed();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : null);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="promo-action">
      <button
        type="button"
        className="site-button site-button--primary"
        disabled={sending}
        onClick={() => protect(() => void claim())}
      >
        {t('promotions.claim')}
      </button>
      {error && (
        <p className="form__error" role="alert">
          {t(error.messageKey, { ns: COMMON_NAMESPACE })}
        </p>
      )}
    </div>
  );
}

/** What the member can do now, by the promotion's state (spec §4). */
function PromotionAction({
  promotion,
  onChanged,
}: {
  promotion: PromotionDetail;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const protect = useProtectedAction();
  const [applying, setApplying] = useState(false);
  const state = activityStateOf(promotion);
  if (state === 'coming soon')
    return (
      <p className="promo-note">
        {t('promotions.startsOn', { date: formatPromotionDate(promotion.startsAt, i18n.language) })}
      </p>
    );
  if (state === 'close') return <p className="promo-note">{t('promotions.ended')}</p>;
  if (state === 'claim') return <ClaimAction promotion={promotion} onClaimed={onChanged} />;
  if (state === 'claimed')
    return (
      <p className="promo-note promo-note--done" role="status">
        {t(promotion.raffle ? 'promotions.raffle.claimedNote' : 'promotions.claimedNote')}
      </p>
    );
  if (state === 'join' || state === 'rejected') {
    if (applying)
      return <ApplyForm promotionId={promotion.id} onApplied={onChanged} guard={protect} />;
    return (
      <div className="promo-action">
        {state === 'rejected' && <p className="promo-note">{t('promotions.rejectedNote')}</p>}
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => protect(() => setApplying(true))}
        >
          {t('promotions.applyNow')}
        </button>
      </div>
    );
  }
  return null;
}

/** spec §2 /promoDetail?id=: the promotion, its rules, and applying or claiming. */
export function PromoDetailPage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const member = isMember(useBusState('session'));
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...(member ? getMemberPromotionDetail : getPromotionDetail).query({
      id,
      language: i18n.language,
    }),
    enabled: valid,
  });
  // Applying or claiming changes the member's state of the promotion, in the list too.
  const reloadAfterChange = () =>
    void Promise.all([
      detail.refetch(),
      queryClient.invalidateQueries({ queryKey: listPromotions.endpointKey }),
    ]);
  // Each operator move writes the member a message: its pushed unread count reloads the
  // detail, so the application's state (and a raffle's outcome) show without a reload.
  const messages = useBusState('unread').messages;
  const seenMessages = useRef(messages);
  useEffect(() => {
    if (seenMessages.current === messages) return;
    seenMessages.current = messages;
    if (member && valid) void detail.refetch();
  }, [messages, member, valid, detail]);
  if (!valid || (detail.status === 'error' && detail.error.code === 'NOT_FOUND'))
    return <NotFoundPage />;
  return (
    <div className="page promo-detail-page" data-testid="promo-detail-page">
      <Link to="/promotions" className="back-link">
        {t('promotions.back')}
      </Link>
      {detail.status === 'pending' && (
        <SkeletonBlocks count={1} height={320} label={t('promotions.loading')} />
      )}
      {detail.status === 'error' && (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {detail.status === 'success' && (
        <article className="promo-detail">
          <img
            className="promo-detail__image"
            src={detail.data.imageUrl}
            alt=""
            width={1920}
            height={600}
          />
          <div className="promo-detail__head">
            <ActivityStateBadge state={activityStateOf(detail.data)} />
            <h1 className="page-heading">{detail.data.title}</h1>
            <p className="page-lead">{detail.data.summary}</p>
            <p className="promo-card__period">
              {formatPromotionPeriod(t, detail.data, i18n.language)}
            </p>
          </div>
          <section className="card" aria-labelledby="rules-title">
            <h2 id="rules-title" className="section-title">
              {t('promotions.rules')}
            </h2>
            <SafeHtml className="rich-text" html={detail.data.body} />
          </section>
          {detail.data.raffle && <RafflePanel raffle={detail.data.raffle} member={member} />}
          <ApplicationSummary promotion={detail.data} />
          <PromotionAction promotion={detail.data} onChanged={reloadAfterChange} />
        </article>
      )}
    </div>
  );
}
