const Sequencer = require('@jest/test-sequencer').default;

/**
 * Files known to run far longer than the rest, started first. Jest orders a run by the
 * durations it cached from the last one, and without a cache (a fresh clone, as in CI) by file
 * size: the bank fault test, a small file that kills and restarts API processes for 40-77 s, was
 * then the last to start, and the other worker waited for it with nothing left to do.
 */
const LONG_RUNNING = ['/test/faults/bank.test.ts', '/test/faults/malformed-input.test.ts'];

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const known = (test) => LONG_RUNNING.some((suffix) => test.path.endsWith(suffix));
    const sorted = super.sort(tests);
    return [...sorted.filter(known), ...sorted.filter((test) => !known(test))];
  }
}

module.exports = LongestFirstSequencer;
