import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configureHouseClient } from './api/client';
import { readBoot } from './boot';
import { GamePage } from './chrome/game-page';
import './chrome/chrome.css';
import { startI18n } from './i18n/i18n';

/** The house game page: the launch's boot data, the client with its play token, then React. */
async function start() {
  const boot = readBoot();
  configureHouseClient(boot.playToken);
  const i18n = await startI18n(boot.language);
  createRoot(document.getElementById('house-game')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <GamePage boot={boot} i18n={i18n} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
