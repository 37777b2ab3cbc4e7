/**
 * The games' sounds, synthesised with Web Audio (no files to load): short tones for a bet, a
 * reveal, a win and a loss. Off until the player turns it on; the choice is kept per browser.
 */
export type Cue = 'bet' | 'tick' | 'reveal' | 'win' | 'bigWin' | 'lose';

const NOTES: Record<Cue, { frequencies: number[]; step: number; wave: OscillatorType }> = {
  bet: { frequencies: [440], step: 0.06, wave: 'triangle' },
  tick: { frequencies: [880], step: 0.03, wave: 'square' },
  reveal: { frequencies: [523, 659], step: 0.07, wave: 'triangle' },
  win: { frequencies: [523, 659, 784], step: 0.09, wave: 'triangle' },
  bigWin: { frequencies: [523, 659, 784, 1047, 1319], step: 0.1, wave: 'triangle' },
  lose: { frequencies: [330, 247], step: 0.12, wave: 'sine' },
};

const STORAGE_KEY = 'house.sound';

export interface SoundBoard {
  readonly on: boolean;
  setOn(on: boolean): void;
  play(cue: Cue): void;
}

export function readSoundChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeSoundChoice(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // A browser that keeps no storage (private mode) keeps the choice for this page only.
  }
}

let context: AudioContext | null = null;

/** Plays a cue now; silent where the browser has no Web Audio. */
export function playCue(cue: Cue): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  context ??= new Context();
  const { frequencies, step, wave } = NOTES[cue];
  const start = context.currentTime;
  frequencies.forEach((frequency, index) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    const at = start + index * step;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + step * 1.8);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + step * 2);
  });
}
