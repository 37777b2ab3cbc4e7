import '../styles/base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../router';
import { configureApiClient } from '../api/client';
import type { EncryptionKey } from '../api/payload-encryption';
import { getEventBus } from '../bus/event-bus';
import { getPermission } from '../config/permission.resource';
import { readStoredLanguage, setDisplayTimeZone, setupI18n } from '../i18n';
import { endLocalSession, readStoredSession, SESSION_KEYS } from '../session';
import { createSiteQueryClient } from '../react/query-client';
import { applyTheme, readStoredTheme } from '../theme/theme';
import { HarnessBar } from './harness-bar';

export type StandaloneOptions = {
  title: string;
  children: ReactNode;
  /**
   * The API the page calls. Default `/`: the page's own origin, whose server (the remote's dev
   * server, or tooling/serve.mjs) passes the API's paths on, as the shell's does.
   */
  apiBaseUrl?: string;
};

/**
 * Runs a remote on its own, for its team: provides what the shell would (API client, merchant,
 * brand and session on the bus, the page's query cache, i18n, theme) and a small bar to log in and switch language and theme.
 */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  let merchantCode: string | null = null;
  let encryptionKey: EncryptionKey | null = null;
  configureApiClient({
    baseURL: options.apiBaseUrl ?? '/',
    getMerchantCode: () => merchantCode,
    getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
    getLanguage: () => readStoredLanguage(),
    onUnauthorized: endLocalSession,
    getEncryptionKey: () => encryptionKey,
  });
  const permission = await getPermission({ url: window.location.host });
  merchantCode = permission.merchantCode;
  encryptionKey = permission.encryption ?? null;
  sessionStorage.setItem(SESSION_KEYS.merchantCode, merchantCode);
  getEventBus().setState('brand', permission);
  getEventBus().setState('session', readStoredSession(merchantCode));
  getEventBus().setState('balance', {
    sumBalance: null,
    currencySymbol: permission.settings.currencySymbol,
  });
  applyTheme(readStoredTheme(permission.settings.defaultTheme));
  setDisplayTimeZone(permission.settings.timeZone);
  await setupI18n(readStoredLanguage());
  document.title = `${options.title} · standalone`;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createSiteQueryClient()}>
        <BrowserRouter>
          <HarnessBar merchantCode={merchantCode} permission={permission} />
          <main className="harness-main">{options.children}</main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
