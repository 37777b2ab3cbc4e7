import { darken, lighten, mix } from '@site/house-games/art';
import type { Palette } from '@site/house-games/engines';
import {
  fishLength,
  positionOf,
  progressOf,
  SCHOOL_SIZE,
  spawnSwimmer,
  touches,
  type Point,
  type Swimmer,
} from './fish-school';
import { lookOf, paintFish, type FishLook } from './fish-look';

export interface OceanOptions {
  speciesCount: number;
  palette: Palette;
  reducedMotion: boolean;
  /** The multiplier of a species as the reader writes it (hover and focus labels). */
  multiplierLabel(speciesIndex: number): string;
  /** The school changed (a fish came or went): the list of targets follows. */
  onSchool(swimmers: readonly Swimmer[]): void;
}

interface Bullet {
  from: Point;
  target: Point;
  swimmerId: number;
  firedAt: number;
  arrived(): void;
}

interface Landed {
  swimmer: Swimmer;
  at: Point & { heading: number };
  since: number;
}

interface Coin {
  at: Point;
  velocity: Point;
}

interface Effect {
  kind: 'win' | 'splash';
  at: Point;
  since: number;
  text: string;
  coins: Coin[];
}

const BULLET_MS = 380;
const LANDED_MS = 900;
const EFFECT_MS = 1_300;
const CANNON_Y_OFFSET = 18;
const SEA_TOP = '#2e9cc9';
const SEA_MIDDLE = '#11608f';
const SEA_BOTTOM = '#06243a';
const SAND = '#9c7d4a';

/**
 * The ocean on the canvas: water, light and bubbles in the game's palette, the swimming school,
 * the cannon, bullets and the catch. It only draws; the table decides what to fire and the
 * server what each shot won.
 */
export class OceanScene {
  swimmers: Swimmer[] = [];
  private width = 0;
  private height = 0;
  private nextId = 1;
  private frame = 0;
  private aim: Point | null = null;
  private cannonLevel = 0;
  private levelCount = 1;
  private hovered: number | null = null;
  private focusedSpecies: number | null = null;
  private bullets: Bullet[] = [];
  private landed: Landed[] = [];
  private effects: Effect[] = [];
  private bubbles: Array<Point & { r: number; speed: number }> = [];
  private readonly looks: FishLook[];

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly options: OceanOptions,
  ) {
    this.looks = Array.from({ length: options.speciesCount }, (_, index) =>
      lookOf(index, options.speciesCount),
    );
    const now = performance.now();
    for (let index = 0; index < SCHOOL_SIZE; index++)
      this.swimmers.push(this.spawn(now, (index + 0.5) / SCHOOL_SIZE));
    this.bubbles = Array.from({ length: 18 }, () => ({
      x: Math.random(),
      y: Math.random(),
      r: 1.5 + Math.random() * 3,
      speed: 0.00004 + Math.random() * 0.00008,
    }));
  }

  start(): void {
    this.options.onSchool(this.swimmers);
    const tick = (now: number) => {
      this.update(now);
      this.draw(now);
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    // A bullet in the air lands at once, so nothing waits on a scene that is gone.
    for (const bullet of this.bullets) bullet.arrived();
    this.bullets = [];
  }

  resize(width: number, height: number): void {
    const ratio = globalThis.devicePixelRatio || 1;
    this.width = width;
    this.height = height;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  setCannon(level: number, levelCount: number): void {
    this.cannonLevel = level;
    this.levelCount = levelCount;
  }

  setHovered(point: Point | null): void {
    this.hovered = point ? (this.swimmerAt(point)?.id ?? null) : null;
  }

  setFocusedSpecies(speciesIndex: number | null): void {
    this.focusedSpecies = speciesIndex;
  }

  /** The fish under a point of the canvas (the front-most, i.e. the last drawn), if any. */
  swimmerAt(point: Point): Swimmer | null {
    const now = performance.now();
    for (const swimmer of [...this.swimmers].reverse())
      if (touches(point, this.where(swimmer, now), this.lengthOf(swimmer))) return swimmer;
    return null;
  }

  aimAt(point: Point): void {
    this.aim = point;
  }

  /** Turns the cannon to a fish and fires; resolves when the bullet reaches it (at once when still). */
  fire(swimmerId: number): Promise<void> {
    const swimmer = this.swimmers.find((candidate) => candidate.id === swimmerId);
    const now = performance.now();
    const target = swimmer ? this.where(swimmer, now) : (this.aim ?? this.cannon());
    this.aim = target;
    if (this.options.reducedMotion) return Promise.resolve();
    return new Promise((arrived) => {
      this.bullets.push({ from: this.cannon(), target, swimmerId, firedAt: now, arrived });
    });
  }

  /** Shows the answer at the fish: landed with coins and the amount, or a splash. */
  land(swimmerId: number, hit: boolean, text: string): void {
    const now = performance.now();
    const swimmer = this.swimmers.find((candidate) => candidate.id === swimmerId);
    const at = swimmer ? this.where(swimmer, now) : { ...(this.aim ?? this.cannon()), heading: 0 };
    if (hit && swimmer) {
      this.swimmers = this.swimmers.filter((candidate) => candidate !== swimmer);
      this.landed.push({ swimmer, at, since: now });
    }
    const coins = hit && !this.options.reducedMotion ? this.coinBurst(at) : [];
    this.effects.push({ kind: hit ? 'win' : 'splash', at, since: now, text, coins });
  }

  private spawn(now: number, startedFraction = 0): Swimmer {
    return spawnSwimmer(
      this.nextId++,
      this.options.speciesCount,
      now,
      Math.random,
      startedFraction,
    );
  }

  private lengthOf(swimmer: Swimmer): number {
    // Fish scale down a little on a phone so the water is not crowded.
    const room = Math.min(1, Math.max(0.7, this.width / 720));
    return fishLength(swimmer.speciesIndex, this.options.speciesCount) * room;
  }

  private where(swimmer: Swimmer, now: number) {
    return positionOf(
      swimmer,
      now,
      this.width,
      this.height,
      this.lengthOf(swimmer),
      this.options.reducedMotion,
    );
  }

  private cannon(): Point {
    return { x: this.width / 2, y: this.height - CANNON_Y_OFFSET };
  }

  private coinBurst(at: Point): Coin[] {
    return Array.from({ length: 14 }, (_, index) => {
      const angle = (index / 14) * Math.PI * 2;
      const speed = 0.08 + Math.random() * 0.12;
      return {
        at: { ...at },
        velocity: { x: Math.cos(angle) * speed, y: Math.sin(angle) * speed - 0.12 },
      };
    });
  }

  private update(now: number): void {
    if (!this.options.reducedMotion) {
      const before = this.swimmers.length;
      this.swimmers = this.swimmers.filter((swimmer) => progressOf(swimmer, now) < 1);
      if (this.swimmers.length !== before || this.swimmers.length < SCHOOL_SIZE) {
        while (this.swimmers.length < SCHOOL_SIZE) this.swimmers.push(this.spawn(now));
        this.options.onSchool(this.swimmers);
      }
    } else if (this.swimmers.length < SCHOOL_SIZE) {
      while (this.swimmers.length < SCHOOL_SIZE) this.swimmers.push(this.spawn(now, 0.5));
      this.options.onSchool(this.swimmers);
    }
    for (const bullet of this.bullets) {
      const swimmer = this.swimmers.find((candidate) => candidate.id === bullet.swimmerId);
      // The bullet follows its fish, so it never misses visually before the server says so.
      if (swimmer) bullet.target = this.where(swimmer, now);
    }
    const arrived = this.bullets.filter((bullet) => now - bullet.firedAt >= BULLET_MS);
    this.bullets = this.bullets.filter((bullet) => now - bullet.firedAt < BULLET_MS);
    for (const bullet of arrived) bullet.arrived();
    this.landed = this.landed.filter((fish) => now - fish.since < LANDED_MS);
    this.effects = this.effects.filter((effect) => now - effect.since < EFFECT_MS);
  }

  private draw(now: number): void {
    const context = this.canvas.getContext('2d');
    if (!context || !this.width) return;
    this.drawWater(context, now);
    for (const swimmer of this.swimmers) this.drawSwimmer(context, swimmer, now);
    for (const fish of this.landed) {
      const caught = Math.min(1, (now - fish.since) / (LANDED_MS * 0.6));
      context.save();
      context.globalAlpha = 1 - Math.max(0, (now - fish.since) / LANDED_MS - 0.6) / 0.4;
      this.paintAt(context, fish.swimmer, fish.at, caught);
      context.restore();
    }
    this.drawCannon(context);
    for (const bullet of this.bullets) this.drawBullet(context, bullet, now);
    for (const effect of this.effects) this.drawEffect(context, effect, now);
  }

  private drawWater(context: CanvasRenderingContext2D, now: number): void {
    const { palette } = this.options;
    const water = context.createLinearGradient(0, 0, 0, this.height);
    // Sea blue tinted by the palette: every entry's ocean is water, each a little different.
    water.addColorStop(0, mix(SEA_TOP, palette.primary, 0.25));
    water.addColorStop(0.55, mix(SEA_MIDDLE, palette.primary, 0.2));
    water.addColorStop(1, mix(SEA_BOTTOM, palette.background, 0.35));
    context.fillStyle = water;
    context.fillRect(0, 0, this.width, this.height);
    // Light rays from the surface, drifting slowly.
    const drift = this.options.reducedMotion ? 0 : Math.sin(now / 4_000) * this.width * 0.04;
    context.save();
    context.globalCompositeOperation = 'lighter';
    for (let ray = 0; ray < 4; ray++) {
      const x = this.width * (0.12 + ray * 0.26) + drift * (ray % 2 ? 1 : -1);
      const light = context.createLinearGradient(0, 0, 0, this.height * 0.9);
      light.addColorStop(0, 'rgb(255 255 255 / 16%)');
      light.addColorStop(1, 'rgb(255 255 255 / 0%)');
      context.fillStyle = light;
      context.beginPath();
      context.moveTo(x - 14, 0);
      context.lineTo(x + 24, 0);
      context.lineTo(x + 24 + this.width * 0.12, this.height * 0.9);
      context.lineTo(x - 14 + this.width * 0.05, this.height * 0.9);
      context.fill();
    }
    context.restore();
    // Sand at the bottom, and bubbles rising.
    context.fillStyle = mix(SAND, palette.accent, 0.2);
    context.beginPath();
    context.moveTo(0, this.height);
    context.quadraticCurveTo(
      this.width * 0.3,
      this.height - 26,
      this.width * 0.55,
      this.height - 12,
    );
    context.quadraticCurveTo(this.width * 0.8, this.height - 2, this.width, this.height - 20);
    context.lineTo(this.width, this.height);
    context.fill();
    context.strokeStyle = 'rgb(255 255 255 / 45%)';
    context.lineWidth = 1;
    for (const bubble of this.bubbles) {
      const rise = this.options.reducedMotion ? 0 : now * bubble.speed;
      const y = (((bubble.y - rise) % 1) + 1) % 1;
      context.beginPath();
      context.arc(bubble.x * this.width, y * this.height, bubble.r, 0, Math.PI * 2);
      context.stroke();
    }
  }

  private paintAt(
    context: CanvasRenderingContext2D,
    swimmer: Swimmer,
    at: Point & { heading: number },
    caught = 0,
  ): void {
    context.save();
    context.translate(at.x, at.y);
    context.rotate(at.heading);
    if (swimmer.direction === -1) context.scale(-1, 1);
    paintFish(context, this.looks[swimmer.speciesIndex]!, this.lengthOf(swimmer), caught);
    context.restore();
  }

  private drawSwimmer(context: CanvasRenderingContext2D, swimmer: Swimmer, now: number): void {
    const at = this.where(swimmer, now);
    this.paintAt(context, swimmer, at);
    const marked = swimmer.id === this.hovered || swimmer.speciesIndex === this.focusedSpecies;
    if (!marked) return;
    const length = this.lengthOf(swimmer);
    context.strokeStyle = this.options.palette.accent;
    context.lineWidth = 2;
    context.setLineDash([5, 4]);
    context.beginPath();
    context.ellipse(at.x, at.y, length * 0.62, length * 0.34 + 8, 0, 0, Math.PI * 2);
    context.stroke();
    context.setLineDash([]);
    this.label(context, this.options.multiplierLabel(swimmer.speciesIndex), {
      x: at.x,
      y: at.y - length * 0.34 - 16,
    });
  }

  private label(context: CanvasRenderingContext2D, text: string, at: Point, size = 15): void {
    context.font = `800 ${size}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.lineWidth = 4;
    context.strokeStyle = 'rgb(0 0 0 / 70%)';
    context.strokeText(text, at.x, at.y);
    context.fillStyle = lighten(this.options.palette.accent, 0.2);
    context.fillText(text, at.x, at.y);
  }

  private drawCannon(context: CanvasRenderingContext2D): void {
    const base = this.cannon();
    const aim = this.aim ?? { x: base.x, y: 0 };
    const angle = Math.atan2(aim.y - base.y, aim.x - base.x);
    // The barrel widens with the cannon level: a bigger bet looks like a bigger gun.
    const bore = 9 + (this.cannonLevel / Math.max(1, this.levelCount - 1)) * 9;
    const { accent } = this.options.palette;
    context.save();
    context.translate(base.x, base.y);
    context.rotate(Math.min(-0.15, Math.max(-Math.PI + 0.15, angle)) + Math.PI / 2);
    const metal = context.createLinearGradient(-bore, 0, bore, 0);
    metal.addColorStop(0, darken(accent, 0.45));
    metal.addColorStop(0.45, lighten(accent, 0.35));
    metal.addColorStop(1, darken(accent, 0.35));
    context.fillStyle = metal;
    context.strokeStyle = darken(accent, 0.6);
    context.lineWidth = 1.5;
    context.beginPath();
    context.roundRect(-bore / 2, -46, bore, 46, 4);
    context.fill();
    context.stroke();
    context.fillRect(-bore / 2 - 3, -50, bore + 6, 7);
    context.restore();
    context.fillStyle = metal;
    context.beginPath();
    context.arc(base.x, base.y + 4, 22, Math.PI, 0);
    context.fill();
    context.stroke();
  }

  private drawBullet(context: CanvasRenderingContext2D, bullet: Bullet, now: number): void {
    const t = Math.min(1, (now - bullet.firedAt) / BULLET_MS);
    const x = bullet.from.x + (bullet.target.x - bullet.from.x) * t;
    const y = bullet.from.y + (bullet.target.y - bullet.from.y) * t;
    const glow = context.createRadialGradient(x, y, 0, x, y, 10);
    glow.addColorStop(0, '#ffffff');
    glow.addColorStop(0.4, lighten(this.options.palette.accent, 0.3));
    glow.addColorStop(1, 'rgb(255 255 255 / 0%)');
    context.fillStyle = glow;
    context.beginPath();
    context.arc(x, y, 10, 0, Math.PI * 2);
    context.fill();
  }

  private drawEffect(context: CanvasRenderingContext2D, effect: Effect, now: number): void {
    const age = now - effect.since;
    const still = this.options.reducedMotion;
    context.save();
    context.globalAlpha = Math.max(0, 1 - Math.max(0, age / EFFECT_MS - 0.6) / 0.4);
    if (effect.kind === 'splash') {
      context.strokeStyle = 'rgb(255 255 255 / 70%)';
      context.lineWidth = 2;
      context.beginPath();
      context.arc(effect.at.x, effect.at.y, still ? 14 : 6 + age * 0.03, 0, Math.PI * 2);
      context.stroke();
    } else {
      for (const coin of effect.coins) {
        const x = coin.at.x + coin.velocity.x * age;
        const y = coin.at.y + coin.velocity.y * age + 0.00025 * age * age;
        context.fillStyle = '#ffd60a';
        context.strokeStyle = '#9a6b00';
        context.beginPath();
        context.ellipse(x, y, 6 * Math.abs(Math.cos(age / 90)) + 1, 6, 0, 0, Math.PI * 2);
        context.fill();
        context.stroke();
      }
    }
    if (effect.text)
      this.label(
        context,
        effect.text,
        { x: effect.at.x, y: effect.at.y - 20 - (still ? 0 : age * 0.04) },
        22,
      );
    context.restore();
  }
}
