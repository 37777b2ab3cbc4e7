import type { fishing } from '@site/house-games/engines';
import { useEffect, useReducer, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shootFish } from '../../api/shoot-fish.resource';
import { useHouse } from '../../chrome/house-context';
import { FishPicture } from './fish-picture';
import { autoTarget, speciesOnScreen, type Swimmer } from './fish-school';
import { OceanScene } from './ocean-scene';
import { IDLE_QUEUE, shotQueueReducer, type AimedShot } from './shot-queue.reducer';
import './fishing.css';

/** What the status line says: ready, a shot in the air, or the server's answer to the last one. */
type Status =
  | { kind: 'ready' }
  | { kind: 'firing' | 'miss'; speciesId: string }
  | { kind: 'hit'; speciesId: string; winMinor: number };

/** A win this many times the bet or more plays the big-win cue. */
const BIG_WIN_MULTIPLIER = 50;
/** Auto-fire's pause between shots, so the player sees each one. */
const AUTO_FIRE_PAUSE_MS = 300;

/** The ocean's height for its width: wide on a desktop, tall enough to aim on a phone. */
const oceanHeight = (width: number) => Math.round(Math.min(520, Math.max(300, width * 0.6)));

/** The fishing table: the ocean and its cannon, the level, auto fire and the fish as buttons. */
export function FishingGame({ theme }: { theme: fishing.FishingTheme }) {
  const { t } = useTranslation('fishing');
  const house = useHouse();
  const { format, reducedMotion } = house;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<OceanScene | null>(null);
  const sentRef = useRef<AimedShot | null>(null);
  const [level, setLevel] = useState(0);
  const [school, setSchool] = useState<readonly Swimmer[]>([]);
  const [queue, dispatch] = useReducer(shotQueueReducer, IDLE_QUEUE);
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const species = theme.species;
  const fishName = (speciesId: string) => t(`fish.${speciesId}`);
  const multiplierOf = (index: number) => `${format.number(species[index]!.multiplier)}×`;
  // The canvas labels follow the language without restarting the ocean.
  const labelRef = useRef(multiplierOf);
  labelRef.current = multiplierOf;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const scene = new OceanScene(canvas, {
      speciesCount: species.length,
      palette: theme.palette,
      reducedMotion,
      multiplierLabel: (index) => labelRef.current(index),
      onSchool: (swimmers) => setSchool([...swimmers]),
    });
    const fit = () => scene.resize(canvas.clientWidth, oceanHeight(canvas.clientWidth));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    scene.start();
    sceneRef.current = scene;
    return () => {
      observer.disconnect();
      scene.stop();
      sceneRef.current = null;
    };
    // The scene (and its school) lives as long as the theme and the motion preference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [theme, reducedMotion]);

  useEffect(() => {
    sceneRef.current?.setCannon(level, theme.cannonLevelsMinor.length);
  }, [level, theme]);

  const fire = (swimmer: Swimmer) =>
    dispatch({
      type: 'fire',
      shot: {
        swimmerId: swimmer.id,
        speciesId: species[swimmer.speciesIndex]!.id,
        cannonLevel: level,
      },
    });

  // One request at a time: the pending shot is sent once, and shown before the next is sent.
  useEffect(() => {
    const shot = queue.pending;
    if (!shot || sentRef.current === shot) return;
    sentRef.current = shot;
    void send(shot);
    // send reads the latest house and scene; only a new pending shot sends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue.pending]);

  async function send(shot: AimedShot) {
    house.clearError();
    house.playSound('bet');
    setStatus({ kind: 'firing', speciesId: shot.speciesId });
    const flight = sceneRef.current?.fire(shot.swimmerId) ?? Promise.resolve();
    try {
      const result = await shootFish({ cannonLevel: shot.cannonLevel, speciesId: shot.speciesId });
      const outcome = result.outcome as fishing.ShotOutcome;
      // The stake left the wallet; the win shows when the bullet lands.
      house.setBalance(result.balance - result.win);
      house.roundPlayed(result.fair);
      await flight;
      sceneRef.current?.land(
        shot.swimmerId,
        outcome.hit,
        outcome.hit ? `+${format.moneyMinor(outcome.winMinor)}` : '',
      );
      house.setBalance(result.balance);
      house.playSound(
        outcome.hit ? (outcome.multiplier >= BIG_WIN_MULTIPLIER ? 'bigWin' : 'win') : 'tick',
      );
      setStatus(
        outcome.hit
          ? { kind: 'hit', speciesId: outcome.speciesId, winMinor: outcome.winMinor }
          : { kind: 'miss', speciesId: outcome.speciesId },
      );
      dispatch({ type: 'shown' });
    } catch (error) {
      await flight;
      house.showError(error);
      setStatus({ kind: 'ready' });
      dispatch({ type: 'failed' });
    }
  }

  // Auto fire: whenever nothing is in the air, the highest-paying fish on screen.
  useEffect(() => {
    if (!queue.autoFire || queue.pending || queue.queued) return;
    const timer = setTimeout(() => {
      const target = autoTarget(sceneRef.current?.swimmers ?? [], species);
      if (target) fire(target);
    }, AUTO_FIRE_PAUSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue, school]);

  // Auto fire stops when the player leaves the page.
  useEffect(() => {
    const leave = () => {
      if (document.hidden) dispatch({ type: 'autoFire', on: false });
    };
    document.addEventListener('visibilitychange', leave);
    return () => document.removeEventListener('visibilitychange', leave);
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onTap = (event: PointerEvent<HTMLCanvasElement>) => {
    const scene = sceneRef.current;
    if (!scene) return;
    const point = pointOf(event);
    scene.aimAt(point);
    const swimmer = scene.swimmerAt(point);
    if (swimmer) fire(swimmer);
  };

  const shootSpecies = (speciesIndex: number) => {
    const swimmer = sceneRef.current?.swimmers.find((fish) => fish.speciesIndex === speciesIndex);
    if (swimmer) fire(swimmer);
  };

  const stakeMinor = theme.cannonLevelsMinor[level]!;
  const lastLevel = theme.cannonLevelsMinor.length - 1;

  return (
    <div className="fishing">
      <canvas
        ref={canvasRef}
        className="fishing-ocean"
        role="img"
        aria-label={t('ocean')}
        data-testid="fishing-ocean"
        onPointerDown={onTap}
        onPointerMove={(event) => sceneRef.current?.setHovered(pointOf(event))}
        onPointerLeave={() => sceneRef.current?.setHovered(null)}
      />
      <p
        className={`house-result${status.kind === 'hit' ? ' house-result--win' : ''}`}
        role="status"
        data-testid="fishing-result"
      >
        {status.kind === 'hit'
          ? t('hit', {
              fish: fishName(status.speciesId),
              amount: format.moneyMinor(status.winMinor),
            })
          : status.kind === 'miss'
            ? t('miss', { fish: fishName(status.speciesId) })
            : status.kind === 'firing'
              ? t('firing', { fish: fishName(status.speciesId) })
              : t('ready', { amount: format.moneyMinor(stakeMinor) })}
      </p>
      <div className="house-controls fishing-controls">
        <div className="house-bet" role="group" aria-label={t('cannon')}>
          <button
            type="button"
            className="house-bet__step"
            aria-label={t('lowerLevel')}
            disabled={level === 0}
            onClick={() => setLevel(level - 1)}
          >
            −
          </button>
          <output className="house-bet__value" aria-live="polite">
            <small>{t('level', { level: format.number(level + 1) })}</small>
            <strong data-testid="house-bet">
              {t('perShot', { amount: format.moneyMinor(stakeMinor) })}
            </strong>
          </output>
          <button
            type="button"
            className="house-bet__step"
            aria-label={t('raiseLevel')}
            disabled={level === lastLevel}
            onClick={() => setLevel(level + 1)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className={`fishing-auto${queue.autoFire ? ' fishing-auto--on' : ''}`}
          aria-pressed={queue.autoFire}
          title={t('autoFireHint')}
          onClick={() => dispatch({ type: 'autoFire', on: !queue.autoFire })}
        >
          {t('autoFire')}
        </button>
      </div>
      <section className="fishing-targets" aria-label={t('targets')}>
        <ul>
          {speciesOnScreen(school, species).map((index) => (
            <li key={species[index]!.id}>
              <button
                type="button"
                className="fishing-target"
                aria-label={t('shoot', {
                  fish: fishName(species[index]!.id),
                  multiplier: multiplierOf(index),
                })}
                onClick={() => shootSpecies(index)}
                onFocus={() => sceneRef.current?.setFocusedSpecies(index)}
                onBlur={() => sceneRef.current?.setFocusedSpecies(null)}
              >
                <FishPicture
                  speciesIndex={index}
                  speciesCount={species.length}
                  className="fishing-target__picture"
                />
                <span>{fishName(species[index]!.id)}</span>
                <strong>{multiplierOf(index)}</strong>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
