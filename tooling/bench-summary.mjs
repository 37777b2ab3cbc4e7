#!/usr/bin/env node
/**
 * The one table of `pnpm bench`: every figure the benches recorded in this run (see
 * bench-results.cjs), with the bundle sizes of the build it ran on, each beside its aim.
 *
 *   node tooling/bench-summary.mjs           # print the table
 *   node tooling/bench-summary.mjs --reset   # forget the previous run's figures (bench start)
 */
import { createRequire } from 'node:module';
import { firstLoadSizes } from './size-report.mjs';

const require = createRequire(import.meta.url);
const { readFigures, resetFigures, FIGURES_FILE } = require('./bench-results.cjs');

if (process.argv.includes('--reset')) {
  resetFigures();
} else {
  const bundles = firstLoadSizes().rows.map(([app, , bytes, budget]) => ({
    section: 'Bundles (first-load JS, gzip)',
    name: app,
    value: Number((bytes / 1024).toFixed(1)),
    unit: 'KB',
    aim: { max: budget / 1024 },
  }));
  const figures = [...bundles, ...readFigures()];
  const verdict = ({ value, aim }) => {
    if (!aim) return '';
    if (aim.max !== undefined && value > aim.max) return 'over';
    if (aim.min !== undefined && value < aim.min) return 'under';
    return 'met';
  };
  const aimText = ({ aim, unit }) =>
    !aim ? '' : aim.max !== undefined ? `≤ ${aim.max} ${unit}` : `≥ ${aim.min} ${unit}`;
  console.log(`\n# pnpm bench: every figure of this run (${FIGURES_FILE})\n`);
  console.table(
    figures.map((figure) => ({
      section: figure.section,
      figure: figure.name,
      value: `${figure.value} ${figure.unit}`,
      aim: aimText(figure),
      '': verdict(figure),
    })),
  );
  const missed = figures.filter((figure) => ['over', 'under'].includes(verdict(figure)));
  console.log(
    `${figures.length} figures, ${figures.filter((f) => f.aim).length} with an aim, ${missed.length} missing it. Figures are printed, never asserted: a busy machine gives slower numbers, not a failed run.`,
  );
}
