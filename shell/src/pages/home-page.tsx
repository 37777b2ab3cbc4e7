import { useTranslation } from '@site/shared';
import { NoticeBar } from '../features/announcements/notice-bar.component';
import { CategoryGrid } from '../features/navigation/category-grid.component';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { usePainted } from '../ui/after-paint';
import { usePermission, useRemoteEnabled } from '../ui/brand-state';
import { RemoteSlot } from '../ui/remote-slot';
import './home.css';

/**
 * spec §2 home (the banner comes from the root layout): notice bar, welcome and the §1
 * marketing points, hot games, category entry points and the winner board. The hot games and
 * the winner board are the lobby's (exposed modules of mf-lobby), shown when the brand has it.
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  const lobby = useRemoteEnabled('lobby');
  // The categories and the winner board sit below a phone's first screen: they render once the
  // first paint is done, in a task of their own, which shortens the page's first render (TBT).
  const painted = usePainted();
  return (
    <div className="page home-page">
      <NoticeBar />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.welcome', { brand: permission.brandName })}</h1>
        <p>{t('home.tagline')}</p>
        <ul className="hero__points">
          {(['fastPayments', 'encryption', 'choice', 'apps', 'support'] as const).map((point) => (
            <li key={point}>{t(`home.points.${point}`)}</li>
          ))}
        </ul>
      </section>
      {lobby && (
        <div className="home-section">
          <RemoteSlot remote="lobby" module="hotGames" variant="panel" />
        </div>
      )}
      {painted && (
        <div className="home-columns">
          <section aria-labelledby="categories-title" className="home-section">
            <h2 id="categories-title" className="section-title">
              {t('home.categories')}
            </h2>
            <CategoryGrid />
          </section>
          {lobby && (
            <div className="home-section">
              <RemoteSlot
                remote="lobby"
                module="winnerBoard"
                props={{ category: 'ALL' }}
                variant="panel"
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
