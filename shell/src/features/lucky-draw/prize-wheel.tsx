import { formatNumber, useTranslation, type WheelSegment } from '@site/shared';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from './i18n/lucky-draw-translations';
import { polar, segmentAngle, slicePath } from './wheel-geometry';

const SIZE = 200;
const CENTRE = SIZE / 2;
const RADIUS = 94;

/** Whether the reader asked for less motion: the wheel then stops at once. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a spin turns (the CSS transition's length). */
export const SPIN_MS = 4_800;

/**
 * The drawn wheel: one slice per segment, clockwise from the top, turned to `rotation` degrees
 * with an easing transition; `onStopped` fires when a spin's turn ends.
 */
export function PrizeWheel({
  segments,
  rotation,
  animate,
  symbol,
  onStopped,
}: {
  segments: WheelSegment[];
  rotation: number;
  animate: boolean;
  symbol: string;
  onStopped: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const disc = useRef<HTMLDivElement>(null);
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  const angle = segmentAngle(segments.length);
  const label = (segment: WheelSegment) =>
    segment.amount > 0
      ? `${symbol}${formatNumber(segment.amount, i18n.language, { maximumFractionDigits: 2 })}`
      : t('wheel.segmentTryAgain');
  const kind = (segment: WheelSegment) =>
    segment.amount <= 0
      ? ''
      : segment.payout === 'BONUS'
        ? t('wheel.segmentBonus')
        : t('wheel.segmentCash');

  // The end of the turn: the transition's end, or at once when there is no motion.
  useEffect(() => {
    if (!animate) return;
    if (prefersReducedMotion()) {
      stopped.current();
      return;
    }
    const element = disc.current;
    const done = () => stopped.current();
    const fallback = window.setTimeout(done, SPIN_MS + 400);
    element?.addEventListener('transitionend', done, { once: true });
    return () => {
      window.clearTimeout(fallback);
      element?.removeEventListener('transitionend', done);
    };
  }, [animate, rotation]);

  return (
    <div className="lucky-wheel">
      <div
        ref={disc}
        className={animate ? 'lucky-wheel__disc lucky-wheel__disc--spinning' : 'lucky-wheel__disc'}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-testid="wheel-disc"
        data-rotation={rotation}
      >
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={t('wheel.label', {
            prizes: segments
              .map((segment) => `${label(segment)} ${kind(segment)}`.trim())
              .join(', '),
          })}
        >
          <circle cx={CENTRE} cy={CENTRE} r={RADIUS + 4} className="lucky-wheel__rim" />
          {segments.map((segment, index) => {
            const start = index * angle;
            const middle = start + angle / 2;
            const text = polar(CENTRE, CENTRE, RADIUS * 0.66, middle);
            return (
              <g key={index}>
                <path
                  d={slicePath(CENTRE, CENTRE, RADIUS, start, start + angle)}
                  className={`lucky-wheel__slice lucky-wheel__slice--${
                    segment.amount <= 0 ? 'none' : index % 2 === 0 ? 'a' : 'b'
                  }`}
                />
                <text
                  x={text.x}
                  y={text.y}
                  transform={`rotate(${middle} ${text.x} ${text.y})`}
                  className="lucky-wheel__label"
                  textAnchor="middle"
                >
                  {kind(segment) ? (
                    <>
                      <tspan x={text.x} dy="-0.1em">
                        {label(segment)}
                      </tspan>
                      <tspan x={text.x} dy="1.15em" className="lucky-wheel__kind">
                        {kind(segment)}
                      </tspan>
                    </>
                  ) : (
                    // "Try again": a word a line, smaller, so it stays inside its slice.
                    label(segment)
                      .split(' ')
                      .map((word, line, words) => (
                        <tspan
                          key={line}
                          x={text.x}
                          dy={line === 0 ? `${-0.45 * (words.length - 1)}em` : '1.05em'}
                          className="lucky-wheel__none"
                        >
                          {word}
                        </tspan>
                      ))
                  )}
                </text>
              </g>
            );
          })}
          <circle cx={CENTRE} cy={CENTRE} r={16} className="lucky-wheel__hub" />
        </svg>
      </div>
      <span className="lucky-wheel__pointer" aria-hidden="true" />
    </div>
  );
}
