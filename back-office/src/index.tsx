import '@site/shared/styles.css';
import './app/console.css';
import { applyTheme, readStoredLanguage, readStoredTheme, setupI18n } from '@site/shared';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app.component';
import { createConsoleSession } from './app/session/console-session';
import { addConsoleTranslations } from './i18n/translations';

async function start() {
  applyTheme(readStoredTheme());
  await setupI18n(readStoredLanguage());
  await addConsoleTranslations();
  createRoot(document.getElementById('root')!).render(
    <ConsoleApp session={createConsoleSession()} />,
  );
}

void start();
