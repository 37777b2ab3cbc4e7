export interface BenchFigure {
  /** The table's group: "Bundles", "Lighthouse /rng", "API on PostgreSQL"… */
  section: string;
  name: string;
  value: number;
  unit: string;
  /** What the issue aims for, in the same unit. */
  aim?: { max?: number; min?: number };
}
export const FIGURES_FILE: string;
export function recordFigure(figure: BenchFigure): void;
export function readFigures(): BenchFigure[];
export function resetFigures(): void;
