import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes, BrowserRouter, Link } from '@site/shared/router';
import { Provider, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { AnnouncementsPage } from '../features/announcements/announcements-page.component';
import { AgentsPage } from '../features/agents/agents-page.component';
import { ApplicationsPage } from '../features/applications/applications-page.component';
import { AuditPage } from '../features/audit/audit-page.component';
import { BannersPage } from '../features/banners/banners-page.component';
import { BrandsPage } from '../features/brands/brands-page.component';
import { DepositsPage } from '../features/deposits/deposits-page.component';
import { LuckyDrawPage } from '../features/engagement/lucky-draw-page.component';
import { MissionsPage } from '../features/engagement/missions-page.component';
import { RafflesRebatePage } from '../features/engagement/raffles-rebate-page.component';
import { HelpPage } from '../features/content/help-page.component';
import { PromotionsPage } from '../features/content/promotions-page.component';
import { FeedbackPage } from '../features/feedback/feedback-page.component';
import { RedemptionsPage } from '../features/points/redemptions-page.component';
import { RafflesPage } from '../features/raffles/raffles-page.component';
import { PlayerPage } from '../features/players/player-page.component';
import { PlayerSearchPage } from '../features/players/player-search-page.component';
import { ReportsPage } from '../features/reports/reports-page.component';
import { ChannelsPage } from '../features/releases/channels-page.component';
import { EnrolmentPage } from '../features/sign-in/enrolment-page.component';
import { SignInPage } from '../features/sign-in/sign-in-page.component';
import { TablesPage } from '../features/tables/tables-page.component';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.component';
import { useConsoleTranslation } from '../i18n/translations';
import { AccessPage } from './layout/access-page.component';
import { ConsoleLayout } from './layout/console-layout.component';
import { QueueLiveProvider } from './live/queue-live-provider';
import { Preferences } from './layout/preferences.component';
import { RoleGate } from './layout/role-gate.component';
import { AGENT_ROLES, homePathFor, PLAYER_ROLES } from './navigation';
import type { ConsoleSession } from './session/console-session';
import { holdsRole, sessionAtom, sessionEndAtom } from './session/operator-session';
import { signOut } from './session/sign-out.resource';
import { useIdleSignOut } from './session/use-idle-sign-out';

/** What the console shows: sign-in, the authenticator enrolment, or the pages of the roles. */
function ConsoleRoutes({ console: session }: { console: ConsoleSession }) {
  const { t } = useConsoleTranslation();
  const current = useAtomValue(sessionAtom);
  const ended = useAtomValue(sessionEndAtom);

  const leave = useCallback(
    (reason: 'signedOut' | 'idle') => {
      // The session ends here whatever the API answers: the operator asked, or walked away.
      void signOut().catch(() => undefined);
      session.end(reason);
    },
    [session],
  );
  const onIdle = useCallback(() => leave('idle'), [leave]);
  useIdleSignOut(current ? current.idleMinutes : null, onIdle);

  if (!current)
    return (
      <div className="console-bare">
        <div className="console-bare__bar">
          <p className="console__title">{t('app.title')}</p>
          <Preferences />
        </div>
        <SignInPage
          onSignedIn={session.start}
          notice={ended ? t(`signIn.ended.${ended.reason}`, { minutes: ended.idleMinutes }) : null}
        />
      </div>
    );
  const { operator } = current;
  if (operator.secondFactor === 'enrolment-required')
    return (
      <div className="console-bare">
        <div className="console-bare__bar">
          <p className="console__title">{t('app.title')}</p>
          <Preferences />
          <button type="button" className="site-button" onClick={() => leave('signedOut')}>
            {t('header.signOut')}
          </button>
        </div>
        <EnrolmentPage onEnrolled={session.updateOperator} />
      </div>
    );
  return (
    <ConsoleLayout operator={operator} onSignOut={() => leave('signedOut')}>
      <Routes>
        <Route path="/" element={<Navigate to={homePathFor(operator)} replace />} />
        <Route
          path="/deposits"
          element={
            <RoleGate operator={operator} role="finance">
              <DepositsPage brands={operator.brands} />
            </RoleGate>
          }
        />
        <Route
          path="/withdrawals"
          element={
            <RoleGate operator={operator} role="finance">
              <WithdrawalsPage brands={operator.brands} />
            </RoleGate>
          }
        />
        <Route
          path="/points"
          element={
            <RoleGate operator={operator} role="finance">
              <RedemptionsPage brands={operator.brands} />
            </RoleGate>
          }
        />
        <Route
          path="/raffles"
          element={
            <RoleGate operator={operator} role="finance">
              <RafflesPage brands={operator.brands} />
            </RoleGate>
          }
        />
        <Route
          path="/feedback"
          element={
            <RoleGate operator={operator} role="support">
              <FeedbackPage brands={operator.brands} />
            </RoleGate>
          }
        />
        <Route
          path="/applications"
          element={
            <RoleGate operator={operator} role="support">
              <ApplicationsPage
                brands={operator.brands}
                canIssue={holdsRole(operator, 'finance')}
              />
            </RoleGate>
          }
        />
        <Route
          path="/content/banners"
          element={
            <RoleGate operator={operator} role="support">
              <BannersPage />
            </RoleGate>
          }
        />
        <Route
          path="/content/promotions"
          element={
            <RoleGate operator={operator} role="support">
              <PromotionsPage />
            </RoleGate>
          }
        />
        <Route
          path="/content/announcements"
          element={
            <RoleGate operator={operator} role="support">
              <AnnouncementsPage />
            </RoleGate>
          }
        />
        <Route
          path="/content/help"
          element={
            <RoleGate operator={operator} role="support">
              <HelpPage />
            </RoleGate>
          }
        />
        <Route
          path="/players"
          element={
            <RoleGate operator={operator} role={PLAYER_ROLES}>
              <PlayerSearchPage brands={operator.brands} />
            </RoleGate>
          }
        />
        <Route
          path="/players/:merchantCode/:account"
          element={
            <RoleGate operator={operator} role={PLAYER_ROLES}>
              <PlayerPage holds={(role) => holdsRole(operator, role)} />
            </RoleGate>
          }
        />
        <Route
          path="/agents"
          element={
            <RoleGate operator={operator} role={AGENT_ROLES}>
              <AgentsPage canOffer={holdsRole(operator, 'finance')} />
            </RoleGate>
          }
        />
        <Route
          path="/reports"
          element={
            <RoleGate operator={operator} role="finance">
              <ReportsPage />
            </RoleGate>
          }
        />
        <Route
          path="/audit"
          element={
            <RoleGate operator={operator} role="admin">
              <AuditPage />
            </RoleGate>
          }
        />
        <Route
          path="/brands"
          element={
            <RoleGate operator={operator} role="admin">
              <BrandsPage />
            </RoleGate>
          }
        />
        <Route
          path="/tables"
          element={
            <RoleGate operator={operator} role="finance">
              <TablesPage canAct={holdsRole(operator, 'admin')} />
            </RoleGate>
          }
        />
        <Route
          path="/content/missions"
          element={
            <RoleGate operator={operator} role="admin">
              <MissionsPage />
            </RoleGate>
          }
        />
        <Route
          path="/content/lucky-draw"
          element={
            <RoleGate operator={operator} role="admin">
              <LuckyDrawPage />
            </RoleGate>
          }
        />
        <Route
          path="/content/raffles-rebate"
          element={
            <RoleGate operator={operator} role="admin">
              <RafflesRebatePage />
            </RoleGate>
          }
        />
        <Route
          path="/releases"
          element={
            <RoleGate operator={operator} role="release">
              <ChannelsPage />
            </RoleGate>
          }
        />
        <Route path="/access" element={<AccessPage session={current} />} />
        <Route
          path="*"
          element={
            <section className="console-refusal">
              <h1>{t('notFound.title')}</h1>
              <Link className="site-button" to={homePathFor(operator)}>
                {t('notFound.back')}
              </Link>
            </section>
          }
        />
      </Routes>
    </ConsoleLayout>
  );
}

export function ConsoleApp({ session }: { session: ConsoleSession }) {
  return (
    <Provider store={session.store}>
      <QueryClientProvider client={session.queryClient}>
        <BrowserRouter>
          <QueueLiveProvider>
            <ConsoleRoutes console={session} />
          </QueueLiveProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  );
}
