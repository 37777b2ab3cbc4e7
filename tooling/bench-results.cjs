/**
 * The figures of one `pnpm bench` run. Every bench records what it measured here (one JSON
 * line each, in `.bench/figures.jsonl` or BENCH_FIGURES), and `tooling/bench-summary.mjs`
 * prints them all as one table at the end, each beside its aim.
 */
const { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

const FIGURES_FILE =
  process.env.BENCH_FIGURES ?? path.join(__dirname, '..', '.bench', 'figures.jsonl');

/** Adds one figure: `aim` is `{ max }` or `{ min }` in the figure's unit, or absent. */
function recordFigure(figure) {
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify(figure)}\n`);
}

function readFigures() {
  if (!existsSync(FIGURES_FILE)) return [];
  return readFileSync(FIGURES_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const resetFigures = () => rmSync(FIGURES_FILE, { force: true });

module.exports = { FIGURES_FILE, recordFigure, readFigures, resetFigures };
