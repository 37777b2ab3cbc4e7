import type { ActiveSeedPair, FairProof, HouseGameBoot, HouseGameState } from '@site/contracts';
import type { ThemeBase } from '@site/house-games/engines';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGame } from '../api/get-game.resource';
import type { GameModule } from '../games/game-module';
import { GAME_PAGES } from '../games/registry';
import { addGameStrings } from '../i18n/i18n';
import { errorText } from './error-text';
import { FairnessPanel } from './fairness-panel';
import { formattersFor } from './format';
import { HistoryPanel } from './history-panel';
import { HouseContext, type House } from './house-context';
import { Icon } from './icons';
import { Panel } from './panel';
import { RulesPanel } from './rules-panel';
import { playCue, readSoundChoice, storeSoundChoice, type Cue } from './sound';
import { SymbolGold } from './symbol-art';
import { useReducedMotion } from './use-reduced-motion';

interface Loaded {
  game: HouseGameState;
  gameModule: GameModule;
}

type PanelName = 'rules' | 'history' | 'fairness';

/** Loads the launched game's state and its kind's page together, then draws the chrome. */
export function GamePage({ boot, i18n }: { boot: HouseGameBoot; i18n: I18n }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailure(null);
    getGame()
      .then(async (game) => {
        const load = GAME_PAGES[game.kind];
        if (!load) throw new Error(`No page for ${game.kind}`);
        const { gameModule } = await load();
        addGameStrings(i18n, game.kind, gameModule.strings);
        if (live) setLoaded({ game, gameModule });
      })
      .catch((error: unknown) => live && setFailure(error));
    return () => {
      live = false;
    };
  }, [attempt, i18n]);

  if (failure)
    return (
      <main className="house-start" role="alert">
        <p>{errorText(t, failure)}</p>
        <button
          type="button"
          className="house-button"
          onClick={() => setAttempt((count) => count + 1)}
        >
          {t('retry')}
        </button>
      </main>
    );
  if (!loaded)
    return (
      <main className="house-start" aria-busy="true">
        <div className="house-spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  return <GameChrome boot={boot} {...loaded} />;
}

function GameChrome({ boot, game, gameModule }: { boot: HouseGameBoot } & Loaded) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState(game.balance);
  const [seeds, setSeeds] = useState<ActiveSeedPair>(game.fair);
  const [rounds, setRounds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [checkedRound, setCheckedRound] = useState<string | null>(null);
  const [soundOn, setSoundOn] = useState(readSoundChoice);
  const reducedMotion = useReducedMotion();
  const theme = game.theme as ThemeBase;

  const roundPlayed = useCallback((fair: FairProof) => {
    setRounds((count) => count + 1);
    setSeeds((active) =>
      active.serverSeedHash === fair.serverSeedHash
        ? { ...active, nextNonce: Math.max(active.nextNonce, fair.nonce + 1) }
        : active,
    );
  }, []);
  const format = useMemo(
    () => formattersFor(boot.language, game.currencySymbol),
    [boot.language, game.currencySymbol],
  );
  const showError = useCallback(
    (failure: unknown) => setError(errorText(t, failure, format)),
    [t, format],
  );
  const clearError = useCallback(() => setError(null), []);
  const playSound = useCallback((cue: Cue) => soundOn && playCue(cue), [soundOn]);

  const house = useMemo<House>(
    () => ({
      boot,
      game,
      format,
      balance,
      setBalance,
      roundPlayed,
      showError,
      clearError,
      playSound,
      reducedMotion,
    }),
    [boot, game, format, balance, roundPlayed, showError, clearError, playSound, reducedMotion],
  );

  const toggleSound = () => {
    storeSoundChoice(!soundOn);
    setSoundOn(!soundOn);
  };
  const verify = (roundId: string) => {
    setCheckedRound(roundId);
    setPanel('fairness');
  };
  const { Game } = gameModule;
  const palette = theme.palette;

  return (
    <HouseContext.Provider value={house}>
      <div
        className="house"
        data-kind={game.kind}
        style={{
          ['--game-bg' as string]: palette.background,
          ['--game-surface' as string]: palette.surface,
          ['--game-primary' as string]: palette.primary,
          ['--game-accent' as string]: palette.accent,
          ['--game-text' as string]: palette.text,
        }}
      >
        <SymbolGold accent={palette.accent} />
        <header className="house-bar">
          <img className="house-bar__art" src={boot.artUrl} alt="" width={44} height={44} />
          <div className="house-bar__title">
            <h1>{boot.gameName}</h1>
            <small>{t('vendor', { vendor: boot.vendorName })}</small>
          </div>
          <p className="house-bar__balance">
            <small>{t('balance')}</small>
            <strong data-testid="house-balance" aria-live="polite">
              {house.format.money(balance)}
            </strong>
          </p>
          <nav className="house-bar__tools" aria-label={t('rules')}>
            <button type="button" className="house-tool" onClick={() => setPanel('rules')}>
              <Icon name="rules" /> {t('rules')}
            </button>
            <button type="button" className="house-tool" onClick={() => setPanel('history')}>
              <Icon name="history" /> {t('history')}
            </button>
            <button
              type="button"
              className="house-tool"
              onClick={() => {
                setCheckedRound(null);
                setPanel('fairness');
              }}
            >
              <Icon name="fairness" /> {t('fairness')}
            </button>
            <button
              type="button"
              className="house-tool"
              aria-pressed={soundOn}
              onClick={toggleSound}
            >
              <Icon name={soundOn ? 'soundOn' : 'soundOff'} />{' '}
              {soundOn ? t('soundOn') : t('soundOff')}
            </button>
          </nav>
        </header>
        {error ? (
          <div className="house-error" role="alert">
            <span>{error}</span>
            <button type="button" className="house-icon-button" onClick={clearError}>
              <Icon name="close" />
              <span className="house-sr">{t('close')}</span>
            </button>
          </div>
        ) : null}
        <main className="house-stage">
          <Game theme={game.theme as never} />
        </main>
        <Panel title={t('rules')} open={panel === 'rules'} onClose={() => setPanel(null)}>
          <RulesPanel theme={theme}>
            <gameModule.Rules theme={game.theme as never} />
          </RulesPanel>
        </Panel>
        <Panel
          title={t('historyPanel.title')}
          open={panel === 'history'}
          onClose={() => setPanel(null)}
        >
          <HistoryPanel key={rounds} onVerify={verify} />
        </Panel>
        <Panel title={t('fair.title')} open={panel === 'fairness'} onClose={() => setPanel(null)}>
          <FairnessPanel
            gameModule={gameModule}
            seeds={seeds}
            onSeedsChange={setSeeds}
            roundId={checkedRound}
          />
        </Panel>
      </div>
    </HouseContext.Provider>
  );
}
