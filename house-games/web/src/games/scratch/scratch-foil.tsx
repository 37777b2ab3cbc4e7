import { useEffect, useRef } from 'react';
import { CELL_COUNT } from './scratch-card.reducer';

const COLUMNS = 3;
/** Sample points per cell side: a cell counts as scratched when half its points are cleared. */
const SAMPLES = 8;
const CLEARED_ENOUGH = 0.5;
const BRUSH = 0.14;
/** A release within this many pixels of the press is a tap, not a stroke. */
const TAP_SLOP = 6;

/**
 * The foil over a card: a canvas the pointer scratches away. Each cell keeps a grid of sample
 * points; when half of a cell's points are under the brush's path the cell is revealed (and its
 * foil cleared). A tap reveals the cell under it. Keyboard and screen-reader players use the
 * cells' buttons under the foil instead.
 */
export function ScratchFoil({
  shown,
  colours,
  onScratched,
}: {
  shown: boolean[];
  colours: { foil: string; shine: string };
  onScratched(cell: number): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const cleared = useRef<Set<number>[]>([]);
  /** Where the pointer went down while it is down: a release near it is a tap. */
  const pressedAt = useRef<{ x: number; y: number } | null>(null);

  // A new card: fresh foil over the whole card.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const { width, height } = element.getBoundingClientRect();
    element.width = Math.round(width * devicePixelRatio);
    element.height = Math.round(height * devicePixelRatio);
    const gradient = context.createLinearGradient(0, 0, element.width, element.height);
    gradient.addColorStop(0, colours.foil);
    gradient.addColorStop(0.5, colours.shine);
    gradient.addColorStop(1, colours.foil);
    context.globalCompositeOperation = 'source-over';
    context.fillStyle = gradient;
    context.fillRect(0, 0, element.width, element.height);
    cleared.current = Array.from({ length: CELL_COUNT }, () => new Set<number>());
  }, [colours.foil, colours.shine]);

  // A cell revealed any way (its button, "reveal all", the brush): its foil goes entirely.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const cellWidth = element.width / COLUMNS;
    const cellHeight = element.height / COLUMNS;
    shown.forEach((isShown, cell) => {
      if (isShown)
        context.clearRect(
          (cell % COLUMNS) * cellWidth,
          Math.floor(cell / COLUMNS) * cellHeight,
          cellWidth,
          cellHeight,
        );
    });
  }, [shown]);

  const scratchAt = (clientX: number, clientY: number) => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const box = element.getBoundingClientRect();
    const x = (clientX - box.left) / box.width;
    const y = (clientY - box.top) / box.height;
    context.globalCompositeOperation = 'destination-out';
    context.beginPath();
    context.arc(x * element.width, y * element.height, BRUSH * element.width * 0.5, 0, Math.PI * 2);
    context.fill();
    for (let cell = 0; cell < CELL_COUNT; cell += 1) {
      if (shown[cell]) continue;
      const points = cleared.current[cell]!;
      for (let sample = 0; sample < SAMPLES * SAMPLES; sample += 1) {
        const sampleX = ((cell % COLUMNS) + ((sample % SAMPLES) + 0.5) / SAMPLES) / COLUMNS;
        const sampleY =
          (Math.floor(cell / COLUMNS) + (Math.floor(sample / SAMPLES) + 0.5) / SAMPLES) / COLUMNS;
        if (Math.hypot(sampleX - x, sampleY - y) <= BRUSH * 0.5) points.add(sample);
      }
      if (points.size >= SAMPLES * SAMPLES * CLEARED_ENOUGH) onScratched(cell);
    }
  };

  const cellAt = (clientX: number, clientY: number) => {
    const box = canvas.current!.getBoundingClientRect();
    const column = Math.min(COLUMNS - 1, Math.floor(((clientX - box.left) / box.width) * COLUMNS));
    const row = Math.min(COLUMNS - 1, Math.floor(((clientY - box.top) / box.height) * COLUMNS));
    return row * COLUMNS + column;
  };

  return (
    <canvas
      ref={canvas}
      className="scratch-foil"
      aria-hidden="true"
      onPointerDown={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
        event.currentTarget.setPointerCapture?.(event.pointerId);
        scratchAt(event.clientX, event.clientY);
      }}
      onPointerMove={(event) => pressedAt.current && scratchAt(event.clientX, event.clientY)}
      onPointerUp={(event) => {
        const pressed = pressedAt.current;
        pressedAt.current = null;
        if (pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < TAP_SLOP)
          onScratched(cellAt(event.clientX, event.clientY));
      }}
      onPointerCancel={() => {
        pressedAt.current = null;
      }}
    />
  );
}
