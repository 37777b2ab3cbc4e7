import { crash } from '@site/house-games/engines';
import { useEffect, useRef } from 'react';

/** The seconds and multiplier the view starts with; it widens as the curve climbs past them. */
const MIN_SPAN_MS = 10_000;
const MIN_TOP = 2;
const PADDING = { left: 46, right: 18, top: 18, bottom: 26 };

export interface CurvePicture {
  /** How far the curve has run, ms (the crash point's time once it crashed). */
  elapsedMs: number;
  crashed: boolean;
  /** Where the bet left the curve, in hundredths: a marker on it. */
  cashedOutAtHundredths: number | null;
}

interface Colours {
  line: string;
  grid: string;
  text: string;
  crash: string;
  cashOut: string;
}

/**
 * The rising curve on a canvas: the multiplier against time since the start, axes that grow with
 * it, the head of the curve glowing (red once it crashed), and the cash-out marked. A picture
 * only: the numbers a screen reader needs are in the text around it.
 */
export function CrashGraph({
  picture,
  formatMultiplier,
}: {
  picture: CurvePicture;
  formatMultiplier(hundredths: number): string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const { width, height } = canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw(context, width, height, picture, coloursOf(canvas), formatMultiplier);
  }, [picture, formatMultiplier]);
  return <canvas ref={canvasRef} className="crash-graph" aria-hidden="true" />;
}

function coloursOf(element: Element): Colours {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    line: read('--game-accent'),
    grid: 'rgb(255 255 255 / 12%)',
    text: read('--game-text'),
    crash: '#ff4d4f',
    cashOut: '#3ddc84',
  };
}

function draw(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  picture: CurvePicture,
  colours: Colours,
  formatMultiplier: (hundredths: number) => string,
) {
  context.clearRect(0, 0, width, height);
  const elapsed = Math.max(0, picture.elapsedMs);
  const spanMs = Math.max(MIN_SPAN_MS, elapsed * 1.15);
  const top = Math.max(MIN_TOP, crash.multiplierAt(elapsed) * 1.2);
  const plotWidth = width - PADDING.left - PADDING.right;
  const plotHeight = height - PADDING.top - PADDING.bottom;
  const x = (ms: number) => PADDING.left + (ms / spanMs) * plotWidth;
  const y = (multiplier: number) =>
    PADDING.top + plotHeight - ((multiplier - 1) / (top - 1)) * plotHeight;

  context.font = '600 11px system-ui, sans-serif';
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (const level of gridLevels(top)) {
    context.strokeStyle = colours.grid;
    context.beginPath();
    context.moveTo(PADDING.left, y(level));
    context.lineTo(width - PADDING.right, y(level));
    context.stroke();
    context.fillStyle = colours.text;
    context.globalAlpha = 0.7;
    context.fillText(formatMultiplier(Math.round(level * 100)), PADDING.left - 6, y(level));
    context.globalAlpha = 1;
  }

  const headColour = picture.crashed ? colours.crash : colours.line;
  const points = Math.max(2, Math.ceil(plotWidth / 3));
  const curve = new Path2D();
  curve.moveTo(x(0), y(1));
  for (let index = 1; index <= points; index += 1) {
    const ms = (elapsed * index) / points;
    curve.lineTo(x(ms), y(crash.multiplierAt(ms)));
  }
  const area = new Path2D(curve);
  area.lineTo(x(elapsed), y(1));
  area.closePath();
  context.fillStyle = headColour;
  context.globalAlpha = 0.22;
  context.fill(area);
  context.globalAlpha = 1;
  context.strokeStyle = headColour;
  context.lineWidth = 4;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.stroke(curve);

  const headX = x(elapsed);
  const headY = y(crash.multiplierAt(elapsed));
  context.shadowColor = headColour;
  context.shadowBlur = 16;
  context.fillStyle = headColour;
  context.beginPath();
  context.arc(headX, headY, picture.crashed ? 9 : 7, 0, Math.PI * 2);
  context.fill();
  context.shadowBlur = 0;

  if (picture.cashedOutAtHundredths !== null) {
    const ms = crash.msToReach(picture.cashedOutAtHundredths);
    context.fillStyle = colours.cashOut;
    context.strokeStyle = '#fff';
    context.lineWidth = 2;
    context.beginPath();
    context.arc(x(ms), y(picture.cashedOutAtHundredths / 100), 6, 0, Math.PI * 2);
    context.fill();
    context.stroke();
  }
}

/** Three to five round multipliers between 1× and the top of the view. */
function gridLevels(top: number): number[] {
  const range = top - 1;
  const roughStep = range / 4;
  const magnitude = 10 ** Math.floor(Math.log10(roughStep));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((value) => value >= roughStep) ??
    roughStep;
  const levels: number[] = [];
  for (let level = 1 + step; level < top; level += step) levels.push(level);
  return levels;
}
