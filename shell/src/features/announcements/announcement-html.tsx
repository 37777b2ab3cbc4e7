import { useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads the sanitiser once. It is its own chunk (DOMPurify is a fifth of the shell's code), so
 * the site's first load does not wait for it; the popup waits for it before it opens.
 */
export function loadAnnouncementSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (module) => (sanitize = module.sanitizeAnnouncementHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** An announcement's operator HTML, cleaned in the browser before it enters the page. */
export function AnnouncementHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<Sanitize | null>(() => sanitize);
  useEffect(() => {
    if (!clean) void loadAnnouncementSanitizer().then((loaded) => setClean(() => loaded));
  }, [clean]);
  const safe = useMemo(() => clean?.(html) ?? '', [clean, html]);
  return (
    <div
      className="rich-text"
      aria-busy={clean ? undefined : true}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
