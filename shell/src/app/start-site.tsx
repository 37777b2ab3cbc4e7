import {
  changeLanguage,
  readStoredLanguage,
  readStartTheme,
  rememberBrandTheme,
  applyTheme,
  setupI18n,
  LOCAL_KEYS,
  isSupportedLanguage,
  keepLanguageCookie,
  getEventBus,
  SESSION_KEYS,
  startLiveEvents,
  endLocalSession,
  createSiteQueryClient,
  setDisplayTimeZone,
} from '@site/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore, Provider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { handOverPrefetchedBanners } from '../ui/banners/banners.resource';
import { siteContextAtom } from '../ui/brand-state';
import { takeBootBanners } from './boot/boot-requests';
import { loadSiteContext } from './load-site-context';
import { restoreSession } from '../features/session/restore-session';
import { routeSessionCommands } from '../features/session/session-commands';
import { addShellTranslations } from '../i18n/shell-translations';
import { StartupErrorPage } from '../pages/startup-error-page';
import { SiteRoot } from './site-root';
import { nextTask } from '../ui/after-paint';
import { startLanguage } from './brand-languages';

let stopLiveEvents: (() => void) | null = null;
/** The page's server-state cache, which the remotes' pages read too (a shared singleton). */
const queryClient = createSiteQueryClient();

async function boot(root: Root): Promise<void> {
  try {
    const context = await loadSiteContext();
    const { settings } = context.permission;
    // Every time the site shows, and its "today", on the brand's clock (issue 40 item 14).
    setDisplayTimeZone(settings.timeZone);
    // The member's own language while the brand offers it, else the brand's default.
    const language = startLanguage(localStorage.getItem(LOCAL_KEYS.lang), settings);
    if (language !== localStorage.getItem(LOCAL_KEYS.lang)) await changeLanguage(language);
    rememberBrandTheme(settings.defaultTheme);
    if (!localStorage.getItem(LOCAL_KEYS.theme)) applyTheme(settings.defaultTheme);
    document.title = context.permission.brandName;
    const store = getDefaultStore();
    store.set(siteContextAtom, context);
    void restoreSession(context.permission.merchantCode, settings.currencySymbol);
    // Live balance and unread counts (server-sent events) for as long as a member is logged in.
    stopLiveEvents?.();
    stopLiveEvents =
      context.status.status === 0
        ? startLiveEvents({
            apiBaseUrl: context.deployment.apiBaseUrl,
            bus: getEventBus(),
            getMerchantCode: () => sessionStorage.getItem(SESSION_KEYS.merchantCode),
            // A session ended by the server (an exclusion taken in another tab) logs out here.
            onSessionEnded: endLocalSession,
          })
        : null;
    // The first render is the longest step of start-up: a task of its own, not one after the
    // site's context arrived and the session was restored.
    await nextTask();
    // As a transition React renders it in slices of ~5 ms with the page free between them,
    // where an urgent render took one task of ~40 ms (×4 on a phone); its commit stays one task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <Provider store={store}>
              <SiteRoot />
            </Provider>
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('[start-up]', error);
    root.render(<StartupErrorPage error={error} onRetry={() => void boot(root)} />);
  }
}

export async function startSite(): Promise<void> {
  // Once for the page, before any app can send one: a retried start-up keeps the same store.
  routeSessionCommands(getDefaultStore());
  handOverPrefetchedBanners(takeBootBanners());
  // The modules were just evaluated, in this task: the start-up proper begins in the next one.
  await nextTask();
  applyTheme(readStartTheme());
  await setupI18n(readStoredLanguage());
  // A language stored before the cookie existed gets it now.
  if (isSupportedLanguage(localStorage.getItem(LOCAL_KEYS.lang)))
    keepLanguageCookie(readStoredLanguage());
  await addShellTranslations();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await boot(createRoot(container));
}
