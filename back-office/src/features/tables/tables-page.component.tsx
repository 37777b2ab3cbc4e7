import { useConsoleTranslation } from '../../i18n/translations';
import { BrandPage } from '../../ui/brand-page.component';
import { LiveTablesSection } from './live-tables-section.component';
import { TeenPattiSection } from './teen-patti-section.component';
import './tables.css';

/**
 * Tables (finance reads, admin acts): the house's live tables and cockfights and the teen
 * patti tables of one of the operator's brands, with their state; pause, resume, and change a
 * table's limits, boot or rake from its next round or hand, each with a reason.
 */
export function TablesPage({ canAct }: { canAct: boolean }) {
  const { t } = useConsoleTranslation();
  return (
    <BrandPage
      name="tables"
      title={t('tables.title')}
      intro={t('tables.intro')}
      className="queue tables"
    >
      {(brand) => (
        <>
          <LiveTablesSection brand={brand} canAct={canAct} />
          <TeenPattiSection brand={brand} canAct={canAct} />
        </>
      )}
    </BrandPage>
  );
}
