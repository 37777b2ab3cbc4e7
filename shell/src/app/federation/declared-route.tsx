import { useLocation } from '@site/shared/router';
import { useEffect, useState } from 'react';
import { usePermission } from '../../ui/brand-state';
import { NotFoundPage } from '../../pages/not-found-page';
import { declaredPages, findDeclaredPage, type DeclaredPage } from './declared-routes';
import { DeclaredRemotePage, RemoteSkeleton } from './remote-boundary';

/**
 * A path the shell's own table does not have: a page a registered remote declares there (and the
 * brand switched on), else "not found". The remotes' manifests are read once (the runtime keeps
 * them), so a new page ships with its remote alone.
 */
export function DeclaredRoute() {
  const { pathname } = useLocation();
  const { whitelabel } = usePermission();
  const [pages, setPages] = useState<DeclaredPage[] | null>(null);
  useEffect(() => {
    let current = true;
    void declaredPages().then((found) => current && setPages(found));
    return () => {
      current = false;
    };
  }, []);
  if (!pages) return <RemoteSkeleton />;
  const page = findDeclaredPage(pages, pathname, whitelabel);
  return page ? (
    <DeclaredRemotePage key={page.path} remote={page.remote} component={page.component} />
  ) : (
    <NotFoundPage />
  );
}
