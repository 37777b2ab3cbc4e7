import { type Announcement, numberFormat, useTranslation } from '@site/shared';
import { useAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadKit, Modal } from '../../ui/on-demand-kit';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { announcementPopupAtom, isPopupClosed, markPopupClosed } from './announcement-state';
import { AnnouncementHtml, loadAnnouncementSanitizer } from './announcement-html';
import { formatNoticeDate } from './format-notice-date';
import { ANNOUNCEMENTS_PER_PAGE, pageOf, pagerItems } from './pager-range';
import { useAnnouncements } from './use-announcements';
import { removeServedPopup } from './served-popup';
import './announcement-popup.css';

function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  if (total <= 1) return null;
  const number = numberFormat(i18n.language);
  return (
    <nav className="notice-pager" aria-label={t('notices.pager')}>
      <button
        type="button"
        className="notice-pager__step"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('notices.previousPage')}
      >
        ‹
      </button>
      {pagerItems(page, total).map((item) =>
        item.kind === 'break' ? (
          <span key={item.key} className="notice-pager__break" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="notice-pager__page"
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('notices.page', { page: number.format(item.page) })}
            onClick={() => onPage(item.page)}
          >
            {number.format(item.page)}
          </button>
        ),
      )}
      <button
        type="button"
        className="notice-pager__step"
        disabled={page === total}
        onClick={() => onPage(page + 1)}
        aria-label={t('notices.nextPage')}
      >
        ›
      </button>
    </nav>
  );
}

export function AnnouncementBrowser({
  list,
  initialId,
}: {
  list: Announcement[];
  initialId: number | null;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const startIndex = Math.max(
    0,
    list.findIndex((item) => item.id === initialId),
  );
  const [selectedId, setSelectedId] = useState(list[startIndex]!.id);
  const [page, setPage] = useState(pageOf(startIndex));
  const totalPages = Math.ceil(list.length / ANNOUNCEMENTS_PER_PAGE);
  const pageItems = list.slice((page - 1) * ANNOUNCEMENTS_PER_PAGE, page * ANNOUNCEMENTS_PER_PAGE);
  const selected = list.find((item) => item.id === selectedId) ?? list[0]!;

  return (
    <div className="announcement-popup__layout">
      <div className="announcement-popup__side">
        <ul className="announcement-popup__titles" data-testid="announcement-titles">
          {pageItems.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="announcement-popup__title"
                aria-current={item.id === selected.id ? 'true' : undefined}
                onClick={() => setSelectedId(item.id)}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Pager page={page} total={totalPages} onPage={setPage} />
      </div>
      {/* A new article for each announcement starts at its top: no scroll to reset, which would
          force a layout of the page as the popup opens. */}
      <article
        key={selected.id}
        className="announcement-popup__content"
        data-testid="announcement-content"
      >
        <h3>{selected.title}</h3>
        <p className="announcement-popup__date">
          <span className="visually-hidden">{t('notices.date')} </span>
          {formatNoticeDate(selected.startDateStr, i18n.language)}
        </p>
        <AnnouncementHtml html={selected.content} />
      </article>
    </div>
  );
}

/**
 * spec §2 announcement popup and §4 rules: opens by itself once the audience's list arrives,
 * unless this session already closed it; the notice bar opens it at one item. Titles on the
 * left, 7 a page; the selected announcement's cleaned HTML on the right. While
 * `anotherPopupOpen`, it does not open by itself: one popup at a time.
 */
export function AnnouncementPopup({ anotherPopupOpen }: { anotherPopupOpen: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [state, setState] = useAtom(announcementPopupAtom);
  const announcements = useAnnouncements();
  const { execution } = announcements;
  const list = announcements.status === 'success' ? announcements.data : null;
  const autoOpened = useRef<string | null>(null);

  useEffect(() => {
    void loadAnnouncementSanitizer().catch(() => undefined);
  }, []);

  useEffect(() => {
    // Not opening by itself (no list, closed before, a member, another popup first): the
    // served one goes too.
    if (announcements.status === 'error' || list?.length === 0 || anotherPopupOpen)
      return removeServedPopup();
    if (!list || autoOpened.current === execution) return;
    autoOpened.current = execution;
    if (isPopupClosed(execution)) return removeServedPopup();
    // Opens with its content in place, so the popup does not grow (and shift) once open; the
    // dialog's kit is fetched beside the sanitiser instead of after the popup opens. The served
    // popup may have been closed meanwhile.
    const show = () => {
      if (isPopupClosed(execution)) return removeServedPopup();
      setState({ open: true, id: null });
    };
    Promise.all([loadAnnouncementSanitizer(), loadKit()]).then(show, show);
  }, [announcements.status, list, execution, anotherPopupOpen, setState]);

  const close = () => {
    markPopupClosed(execution);
    setState({ open: false, id: null });
  };
  const open = state.open && list !== null && list.length > 0;
  useLayoutEffect(() => {
    if (open) removeServedPopup();
  }, [open]);
  return (
    <Modal
      open={open}
      title={t('notices.popupTitle')}
      onClose={close}
      variant="wrapper"
      size={{ width: 900, height: 480 }}
      className="announcement-popup"
      testId="announcement-popup"
    >
      {open && (
        <AnnouncementBrowser key={`${execution}:${state.id}`} list={list} initialId={state.id} />
      )}
    </Modal>
  );
}
