import type { ActiveSeedPair, FairRound } from '@site/contracts';
import { isValidClientSeed, serverSeedHash } from '@site/house-games/fair';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeClientSeed } from '../api/change-client-seed.resource';
import { getFairRound } from '../api/get-fair-round.resource';
import { rotateSeed } from '../api/rotate-seed.resource';
import type { GameModule, Recomputed } from '../games/game-module';
import { errorText } from './error-text';
import { useHouse } from './house-context';

type Check =
  | { state: 'checking' }
  | { state: 'failed'; message: string }
  | { state: 'notRevealed'; round: FairRound }
  | { state: 'done'; round: FairRound; hashMatches: boolean; recomputed: Recomputed };

/**
 * The provably fair panel: the commitment the next round is played under, the client seed the
 * player may change, the rotation that reveals the server seed, and the check of one round,
 * recomputed here in the browser with the same engine the server played it with.
 */
export function FairnessPanel({
  gameModule,
  seeds,
  onSeedsChange,
  roundId,
}: {
  gameModule: GameModule;
  seeds: ActiveSeedPair;
  onSeedsChange(seeds: ActiveSeedPair): void;
  /** The round to check, chosen in the history. */
  roundId: string | null;
}) {
  const { t } = useTranslation();
  const { game, format } = useHouse();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [checkAttempt, setCheckAttempt] = useState(0);

  useEffect(() => {
    if (!roundId) return;
    let live = true;
    setCheck({ state: 'checking' });
    getFairRound(roundId).then(
      (round) => {
        if (!live) return;
        if (!round.serverSeed) return setCheck({ state: 'notRevealed', round });
        setCheck({
          state: 'done',
          round,
          hashMatches: serverSeedHash(round.serverSeed) === round.serverSeedHash,
          recomputed: gameModule.recompute(game.theme as never, round),
        });
      },
      (error: unknown) => live && setCheck({ state: 'failed', message: errorText(t, error) }),
    );
    return () => {
      live = false;
    };
  }, [roundId, checkAttempt, gameModule, game.theme, t]);

  const change = async (run: () => Promise<{ active: ActiveSeedPair }>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      const { active } = await run();
      onSeedsChange(active);
      setClientSeed(active.clientSeed);
      setNotice(done);
      // A round of the pair just revealed can be checked now.
      setCheckAttempt((count) => count + 1);
    } catch (error) {
      setNotice(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const submitClientSeed = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidClientSeed(clientSeed)) return setNotice(t('fair.clientSeedInvalid'));
    void change(() => changeClientSeed(clientSeed), t('fair.clientSeedChanged'));
  };

  return (
    <div className="house-fair" data-testid="house-fairness">
      <p>{t('fair.intro')}</p>
      <dl className="house-facts">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="house-mono" data-testid="fair-commitment">
          {seeds.serverSeedHash}
        </dd>
        <dt>{t('fair.nextNonce')}</dt>
        <dd>{format.number(seeds.nextNonce)}</dd>
      </dl>
      <form className="house-fair__seed" onSubmit={submitClientSeed}>
        <label htmlFor="house-client-seed">{t('fair.clientSeed')}</label>
        <input
          id="house-client-seed"
          className="house-input house-mono"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <button type="submit" className="house-button house-button--quiet" disabled={busy}>
          {t('fair.changeClientSeed')}
        </button>
      </form>
      <button
        type="button"
        className="house-button"
        disabled={busy}
        onClick={() => void change(rotateSeed, t('fair.rotated'))}
      >
        {t('fair.rotate')}
      </button>
      {notice ? (
        <p className="house-state" role="status">
          {notice}
        </p>
      ) : null}
      {check ? <RoundCheck check={check} /> : null}
    </div>
  );
}

function RoundCheck({ check }: { check: Check }) {
  const { t } = useTranslation();
  const { format } = useHouse();
  if (check.state === 'checking') return <p role="status">{t('fair.checking')}</p>;
  if (check.state === 'failed')
    return (
      <p className="house-state" role="alert">
        {t('fair.failed')} {check.message}
      </p>
    );
  const { round } = check;
  return (
    <section className="house-fair__check" data-testid="fair-check" aria-live="polite">
      <h3>{t('fair.checkTitle', { round: round.roundId })}</h3>
      <dl className="house-facts">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="house-mono">{round.serverSeedHash}</dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd className="house-mono">{round.serverSeed ?? '—'}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="house-mono">{round.clientSeed}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{format.number(round.nonce)}</dd>
        <dt>{t('fair.recorded')}</dt>
        <dd>{format.money(round.win)}</dd>
      </dl>
      {check.state === 'notRevealed' ? (
        <p className="house-state">{t('fair.notRevealed')}</p>
      ) : (
        <ul className="house-fair__verdict">
          <li className={check.hashMatches ? 'house-pass' : 'house-fail'}>
            {check.hashMatches ? t('fair.hashMatches') : t('fair.hashDiffers')}
          </li>
          <li
            className={check.recomputed.matches ? 'house-pass' : 'house-fail'}
            data-testid="fair-verdict"
          >
            {check.recomputed.matches
              ? t('fair.outcomeMatches', { win: format.moneyMinor(check.recomputed.winMinor) })
              : t('fair.outcomeDiffers')}
          </li>
        </ul>
      )}
    </section>
  );
}
