import { useSearchParams } from '@site/shared/router';
import { TableList } from './table-list.component';
import { TableView } from './table-view.component';
import './live-table.css';

/**
 * /liveTable (issue 42): the live tables (baccarat, European roulette, dragon tiger) and DS88
 * cockfights. `?code=<TABLE_CODE>` opens one table; without it, the list. What it shows is in
 * its address, so a link or a reload shows the same.
 */
export function LiveTablePage() {
  const [search, setSearch] = useSearchParams();
  const code = search.get('code');
  const open = (next: string | null) => setSearch(new URLSearchParams(next ? { code: next } : {}));
  return (
    <div className="lt-page" data-layout="header-only" data-testid="live-table-page">
      {code ? (
        <TableView key={code} code={code} onBack={() => open(null)} />
      ) : (
        <TableList onOpen={open} />
      )}
    </div>
  );
}
