import type { BannerGroup, ContentState, OpsBanner } from '@site/contracts';
import {
  SelectField,
  StatusBadge,
  TextField,
  type StatusTone,
  type TableColumn,
} from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useContentDraft } from '../../ui/use-content-draft';
import { BrandPage } from '../../ui/brand-page.component';
import { DateTimeField } from '../../ui/datetime-field.component';
import { formatPoints, formatShortMoment } from '../../ui/format';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';
import { ContentFormActions } from '../../ui/content-form-actions.component';
import { ContentToolbar } from '../../ui/content-toolbar.component';
import { MoveButtons } from '../../ui/move-buttons.component';
import { QueryTable } from '../../ui/query-table.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { useContentList } from '../../ui/use-content-list';
import '../../ui/content.css';
import { BannerPicture } from './banner-picture.component';
import {
  BANNER_GROUP_LIST,
  bannerErrors,
  changedFields,
  createBodyOf,
  draftOfBanner,
  editBodyOf,
  emptyBannerDraft,
  moved,
  SITE_ROUTE_LIST,
  type BannerDraft,
  type BannerField,
  type Linkage,
} from './banner-form';
import { orderBanners } from './banner-order.resource';
import { retireBanner } from './banner-retire.resource';
import { createBanner, editBanner } from './banner-save.resource';
import { listBanners } from './banners.resource';

const PAGE_SIZE = 50;
const STATE_TONES: Record<ContentState, StatusTone> = {
  current: 'success',
  scheduled: 'info',
  ended: 'neutral',
};
type Editing = { banner: OpsBanner | null };
type Retiring = { banner: OpsBanner; how: 'end' | 'delete' };

/**
 * Banners per route group (support): the brand's banners of one group, showing and scheduled
 * in their order, then the ended ones; add, edit, order, end or delete one, each confirmed with
 * what changes and a reason. The site reads them at its next load.
 */
export function BannersPage() {
  const { t } = useConsoleTranslation();
  return (
    <BrandPage
      name="banners"
      title={t('banners.title')}
      intro={t('banners.intro')}
      className="queue content"
    >
      {(brand) => <BrandBanners brand={brand} />}
    </BrandPage>
  );
}

function BrandBanners({ brand }: { brand: string }) {
  const { t, i18n } = useConsoleTranslation();
  const [group, setGroup] = useState<BannerGroup>('w_home');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [retiring, setRetiring] = useState<Retiring | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const [confirmingOrder, setConfirmingOrder] = useState(false);
  const { list, table, notice, clearNotice, done } = useContentList(
    listBanners,
    (pageNo, pageSize) => ({ brand, group, pageNo, pageSize }),
    PAGE_SIZE,
  );
  const rows = list.data?.list;
  const live = useMemo(() => (rows ?? []).filter((row) => row.state !== 'ended'), [rows]);
  const shownOrder = order ?? live.map((row) => row.id);
  const ordered = useMemo(() => {
    if (!rows) return null;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const liveRows = shownOrder.map((id) => byId.get(id)).filter(Boolean) as OpsBanner[];
    return [...liveRows, ...rows.filter((row) => row.state === 'ended')];
  }, [rows, shownOrder]);

  const language = i18n.language;
  const groupName = (name: BannerGroup) => t(`banners.groups.${name}`);
  const title = (row: OpsBanner) => (language === 'en' ? row.titleEn : row.titleBn);
  const start = (reset: () => void) => {
    clearNotice();
    reset();
  };

  const columns = useMemo<TableColumn<OpsBanner>[]>(
    () => [
      {
        key: 'order',
        header: t('banners.columns.order'),
        cell: (row) => {
          const index = shownOrder.indexOf(row.id);
          if (index < 0) return <span className="content-muted">–</span>;
          return (
            <span className="content-order">
              <span>{formatPoints(index + 1, language)}</span>
              <MoveButtons
                index={index}
                count={shownOrder.length}
                upLabel={t('banners.moveUp', { title: title(row) })}
                downLabel={t('banners.moveDown', { title: title(row) })}
                onMove={(by) => start(() => setOrder(moved(shownOrder, index, by)))}
              />
            </span>
          );
        },
      },
      {
        key: 'picture',
        header: t('banners.columns.picture'),
        cell: (row) => (
          <BannerPicture
            path={language === 'en' ? row.imageUrl.en : row.imageUrl.bn}
            alt={title(row)}
            width={128}
            height={40}
          />
        ),
      },
      {
        key: 'title',
        header: t('banners.columns.title'),
        cell: (row) => (
          <span className="content-cell">
            <strong lang="bn">{row.titleBn}</strong>
            <span lang="en">{row.titleEn}</span>
            {(row.subtitleBn || row.subtitleEn) && (
              <small>{language === 'en' ? row.subtitleEn : row.subtitleBn}</small>
            )}
          </span>
        ),
      },
      {
        key: 'link',
        header: t('banners.columns.link'),
        cell: (row) =>
          row.linkageType ? (
            <span className="content-cell">
              <span>{t(`banners.linkage.${row.linkageType}`)}</span>
              <code>{row.linkageType === 'GAME' ? row.gameCode : row.link}</code>
            </span>
          ) : (
            <span className="content-muted">{t('banners.linkage.none')}</span>
          ),
      },
      {
        key: 'window',
        header: t('banners.columns.window'),
        cell: (row) => (
          <span className="content-cell">
            <StatusBadge tone={STATE_TONES[row.state]}>
              {t(`content.states.${row.state}`)}
            </StatusBadge>
            <small>
              {row.startsAt
                ? t('content.from', { time: formatShortMoment(row.startsAt, language) })
                : t('content.fromAlways')}
            </small>
            <small>
              {row.endsAt
                ? t('content.until', { time: formatShortMoment(row.endsAt, language) })
                : t('content.untilEnded')}
            </small>
          </span>
        ),
      },
      {
        key: 'actions',
        header: t('banners.columns.actions'),
        cell: (row) => (
          <span className="content-actions">
            <button
              type="button"
              className="site-button console-button--small"
              aria-label={t('banners.editOne', { title: title(row) })}
              onClick={() => start(() => setEditing({ banner: row }))}
            >
              {t('content.edit')}
            </button>
            {row.state !== 'ended' && (
              <button
                type="button"
                className="site-button console-button--small"
                aria-label={t('banners.endOne', { title: title(row) })}
                onClick={() => start(() => setRetiring({ banner: row, how: 'end' }))}
              >
                {t('content.endNow')}
              </button>
            )}
            <button
              type="button"
              className="site-button console-button--small console-button--danger"
              aria-label={t('banners.deleteOne', { title: title(row) })}
              onClick={() => start(() => setRetiring({ banner: row, how: 'delete' }))}
            >
              {t('content.delete')}
            </button>
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, shownOrder],
  );

  const orderChanged = order !== null && order.join() !== live.map((row) => row.id).join();
  const byId = new Map((rows ?? []).map((row) => [row.id, row]));

  return (
    <>
      <ContentToolbar
        addLabel={t('banners.add')}
        onAdd={() => start(() => setEditing({ banner: null }))}
        notice={notice}
      >
        <SelectField
          name="group"
          label={t('banners.group')}
          value={group}
          onChange={(next) => {
            setGroup(next);
            setOrder(null);
            setEditing(null);
            table.restart();
          }}
          options={BANNER_GROUP_LIST.map((value) => ({ value, label: groupName(value) }))}
        />
      </ContentToolbar>
      {editing && (
        <BannerForm
          key={editing.banner?.id ?? 'new'}
          brand={brand}
          group={group}
          banner={editing.banner}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOrder(null);
            done(
              t(editing.banner ? 'banners.savedEdit' : 'banners.savedNew', { title: title(saved) }),
            );
          }}
        />
      )}
      {orderChanged && (
        <div className="console-notice content-form__actions" role="status">
          <span>{t('banners.orderPending')}</span>
          <button type="button" className="site-button" onClick={() => setOrder(null)}>
            {t('content.discard')}
          </button>
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => setConfirmingOrder(true)}
          >
            {t('banners.saveOrder')}
          </button>
        </div>
      )}
      <QueryTable
        query={list}
        rowsOf={(answer) => ({ rows: ordered ?? [], total: answer.total })}
        table={table}
        caption={t('banners.caption', { group: groupName(group), brand })}
        columns={columns}
        rowKey={(row) => row.id}
        emptyTitle={t('banners.empty', { group: groupName(group) })}
        emptyBody={t('banners.emptyBody')}
      />
      {confirmingOrder && order && (
        <ReasonDialog
          open
          title={t('banners.orderTitle', { group: groupName(group), brand })}
          confirmLabel={t('banners.saveOrder')}
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          onConfirm={async (reason) => {
            await orderBanners({ brand, groupName: group, ids: order, reason });
            setOrder(null);
            done(t('banners.orderSaved'));
          }}
          onClose={() => setConfirmingOrder(false)}
          testId="banner-order-confirmation"
        >
          {t('banners.orderIntro')}
          <ol>
            {order.map((id) => (
              <li key={id}>{byId.get(id) ? title(byId.get(id)!) : id}</li>
            ))}
          </ol>
        </ReasonDialog>
      )}
      {retiring && (
        <ReasonDialog
          open
          title={t(`banners.${retiring.how}Title`, { title: title(retiring.banner) })}
          confirmLabel={t(retiring.how === 'end' ? 'content.endNow' : 'content.delete')}
          tone="danger"
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          onConfirm={async (reason) => {
            await retireBanner(retiring.banner.id, retiring.how, reason);
            setOrder(null);
            done(t(`banners.${retiring.how}Done`, { title: title(retiring.banner) }));
          }}
          onClose={() => setRetiring(null)}
          testId="banner-retire-confirmation"
        >
          {t(`banners.${retiring.how}Body`, {
            title: title(retiring.banner),
            group: groupName(retiring.banner.groupName),
            brand: retiring.banner.brand,
          })}
        </ReasonDialog>
      )}
    </>
  );
}

type BannerFormProps = {
  brand: string;
  group: BannerGroup;
  banner: OpsBanner | null;
  onClose: () => void;
  onSaved: (banner: OpsBanner) => void;
};

const TEXT_FIELDS = ['titleBn', 'titleEn', 'subtitleBn', 'subtitleEn'] as const;
const LINKAGES: readonly Linkage[] = ['', 'URL', 'ROUTE', 'GAME'];

/** A new banner or an edit: checked as the API checks it, confirmed with what changes. */
function BannerForm({ brand, group, banner, onClose, onSaved }: BannerFormProps) {
  const { t, i18n } = useConsoleTranslation();
  const before = useMemo(() => (banner ? draftOfBanner(banner) : null), [banner]);
  const { draft, setDraft, changes, tried, reviewing, stopReviewing, set, errorOf, review } =
    useContentDraft<BannerDraft, BannerField>(
      before ?? emptyBannerDraft,
      (current) => ({ errors: bannerErrors(current), changes: changedFields(before, current) }),
      (code) => t(`banners.errors.${code}`),
    );
  const shown = (field: BannerField, value: string) => {
    if (field === 'linkageType') return t(`banners.linkage.${value || 'none'}`);
    if ((field === 'startsAt' || field === 'endsAt') && value)
      return formatShortMoment(new Date(value).toISOString(), i18n.language);
    return value.trim() || '–';
  };
  const groupLabel = t(`banners.groups.${banner?.groupName ?? group}`);

  return (
    <>
      <form
        className="content-form"
        aria-labelledby="banner-form-title"
        noValidate
        onSubmit={review}
      >
        <h2 id="banner-form-title">
          {banner
            ? t('banners.editTitle', { title: banner.titleEn })
            : t('banners.newTitle', { group: groupLabel, brand })}
        </h2>
        {banner && (
          <BannerPicture
            path={i18n.language === 'en' ? banner.imageUrl.en : banner.imageUrl.bn}
            alt=""
            width={320}
            height={100}
          />
        )}
        <p className="content-muted">{t('banners.artHint')}</p>
        <div className="content-form__grid">
          {TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`banners.fields.${field}`)}
              value={draft[field]}
              onChange={set(field)}
              error={errorOf(field)}
              required={field.startsWith('title')}
            />
          ))}
          <SelectField
            name="linkageType"
            label={t('banners.fields.linkageType')}
            value={draft.linkageType}
            onChange={(value) =>
              setDraft((current) => ({ ...current, linkageType: value, link: '' }))
            }
            options={LINKAGES.map((value) => ({
              value,
              label: t(`banners.linkage.${value || 'none'}`),
            }))}
          />
          {draft.linkageType === 'ROUTE' ? (
            <SelectField
              name="link"
              label={t('banners.fields.link')}
              value={draft.link}
              onChange={set('link')}
              error={errorOf('link')}
              hint={t('banners.hints.ROUTE')}
              options={[
                { value: '', label: t('banners.pickRoute') },
                ...SITE_ROUTE_LIST.map((value) => ({ value, label: value })),
              ]}
            />
          ) : (
            draft.linkageType && (
              <TextField
                name="link"
                label={t(`banners.fields.${draft.linkageType === 'GAME' ? 'gameCode' : 'link'}`)}
                value={draft.link}
                onChange={set('link')}
                error={errorOf('link')}
                hint={t(`banners.hints.${draft.linkageType}`)}
                required
              />
            )
          )}
          <DateTimeField
            name="startsAt"
            label={t('content.fields.start')}
            value={draft.startsAt}
            onChange={set('startsAt')}
            error={errorOf('startsAt')}
            hint={t('content.hints.start')}
          />
          <DateTimeField
            name="endsAt"
            label={t('content.fields.end')}
            value={draft.endsAt}
            onChange={set('endsAt')}
            error={errorOf('endsAt')}
            hint={t('content.hints.end')}
          />
        </div>
        <ContentFormActions
          nothingChanged={tried && before !== null && changes.length === 0}
          onCancel={onClose}
        />
      </form>
      {reviewing && (
        <ChangeConfirmation
          intro={t('content.confirmIntro', { count: changes.length })}
          title={
            banner
              ? t('banners.confirmEdit', { title: banner.titleEn })
              : t('banners.confirmNew', { group: groupLabel, brand })
          }
          confirmLabel={t(banner ? 'content.save' : 'banners.publish')}
          rows={changes.map((field) => ({
            id: field,
            label: t(`banners.fields.${field}`),
            before: before ? shown(field, before[field]) : null,
            after: shown(field, draft[field]),
          }))}
          withBefore={before !== null}
          onConfirm={async (reason) => {
            const saved = banner
              ? await editBanner(banner.id, editBodyOf(banner, draft, reason))
              : await createBanner(createBodyOf(brand, group, draft, reason));
            onSaved(saved);
          }}
          onClose={stopReviewing}
          testId="banner-confirmation"
        />
      )}
    </>
  );
}
