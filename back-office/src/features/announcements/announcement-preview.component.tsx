import { useEffect, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useOpsErrorText } from '../../ui/use-ops-error-text';
import { previewAnnouncementHtml } from './announcement-preview.resource';

const WAIT_MS = 400;

/** The sanitised HTML as a page of its own: plain type, no script runs (the frame is sandboxed). */
const pageOf = (html: string, language: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>` +
  'body{margin:12px;font:15px/1.5 system-ui,"Noto Sans Bengali",sans-serif;color:#1b1b1b;background:#fff}' +
  'a{color:#0b6e4f}</style></head><body>' +
  html +
  '</body></html>';

/**
 * What members will see, BN and EN side by side: the API runs the publish path's sanitiser on
 * the draft (a moment after typing stops) and the answer is shown in sandboxed frames, so even
 * the preview never runs what an operator pasted.
 */
export function AnnouncementPreview({ htmlBn, htmlEn }: { htmlBn: string; htmlEn: string }) {
  const { t } = useConsoleTranslation();
  const errorText = useOpsErrorText();
  const [shown, setShown] = useState<{ htmlBn: string; htmlEn: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewAnnouncementHtml({ htmlBn, htmlEn }, controller.signal)
        .then((answer) => {
          setShown(answer);
          setFailure(null);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailure(errorText(error));
        });
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // errorText is a new function each render; the draft is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [htmlBn, htmlEn]);

  return (
    <section className="content-form__wide" aria-labelledby="announcement-preview-title">
      <h3 id="announcement-preview-title">{t('announcements.preview')}</h3>
      <p className="content-muted">{t('announcements.previewHint')}</p>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="content-preview" aria-busy={shown === null || undefined}>
        {(['bn', 'en'] as const).map((language) => {
          const html = shown ? (language === 'bn' ? shown.htmlBn : shown.htmlEn) : '';
          return (
            <figure key={language}>
              <figcaption>{t(`announcements.previewOf.${language}`)}</figcaption>
              <iframe
                title={t(`announcements.previewOf.${language}`)}
                sandbox=""
                srcDoc={pageOf(html, language)}
                data-testid={`announcement-preview-${language}`}
                data-html={html}
              />
            </figure>
          );
        })}
      </div>
    </section>
  );
}
