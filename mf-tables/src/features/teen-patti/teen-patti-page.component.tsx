import { isMember, useBusState, useTranslation } from '@site/shared';
import { useSearchParams } from '@site/shared/router';
import { MyHands } from './fairness/my-hands.component';
import { TEEN_PATTI_NAMESPACE } from './i18n/teen-patti-translations';
import { TablePage } from './table/table-page.component';
import { TablesList } from './tables-list/tables-list.component';
import './teen-patti.css';

const TABLE_ID = /^[0-9]{1,18}$/;

/**
 * /teenpatti (issue 42): the teen patti tables (and a member's own past hands, to verify), and
 * one table at /teenpatti?table=<id>.
 */
export function TeenPattiPage() {
  const { t } = useTranslation(TEEN_PATTI_NAMESPACE);
  const [search] = useSearchParams();
  const member = isMember(useBusState('session'));
  const tableId = search.get('table');
  return (
    <div className="teen-patti" data-testid="teen-patti-page">
      {tableId && TABLE_ID.test(tableId) ? (
        <TablePage key={tableId} tableId={tableId} />
      ) : (
        <>
          <header className="tp-head">
            <h1>{t('title')}</h1>
            <p className="tp-muted">{t('intro')}</p>
            {tableId && (
              <p className="tp-failure" role="alert">
                {t('table.badTable')}
              </p>
            )}
          </header>
          <TablesList />
          {member && <MyHands />}
        </>
      )}
    </div>
  );
}
